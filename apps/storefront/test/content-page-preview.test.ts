import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PagePreview } from "@hushling/editor/page-preview";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StorefrontTexts } from "../app/content/content-page-preview.tsx";
import ContentPage from "../app/routes/content-page.tsx";

// The web team edits pages in the editor (apps/editor) and reads them in its preview: the preview must show
// the article the storefront's page shows, from the same content, in every language.
const pagesDir = fileURLToPath(new URL("../../../content/pages/", import.meta.url));
const pages = readdirSync(pagesDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(path.join(pagesDir, name), "utf8")));

type Page = { slug: string; translations: Record<string, { title: string; body: { type: string }[] }> };
const article = (html: string) => html.match(/<article class="content-page">[\s\S]*<\/article>/)?.[0] ?? html;

/** The storefront's page component with what its loader gives it; product cards (from the catalog) left out. */
function storefrontArticle(page: Page, language: string): string {
  const translation = page.translations[language];
  if (!translation) throw new Error(`${page.slug} has no ${language}`);
  const loaderData = {
    heading: translation.title,
    blocks: translation.body.map((block) =>
      block.type === "products" ? { type: "product-cards", cards: [], currency: "EUR", locale: language } : block,
    ),
    breadcrumbs: [{ name: translation.title, href: `/pages/${page.slug}/` }],
    structuredData: {},
  };
  // The route's props are React Router's; the component reads loaderData alone.
  const route = createElement(ContentPage as never, { loaderData } as never);
  const texts = createElement(StorefrontTexts, { language }, createElement(MemoryRouter, null, route));
  return article(renderToStaticMarkup(texts));
}

const previewArticle = (page: Page, language: string) =>
  article(renderToStaticMarkup(createElement(PagePreview, { page, initialLanguage: language })));

describe("the editor's page preview", () => {
  const cases = (pages as Page[]).flatMap((page) =>
    Object.keys(page.translations).map((language) => [page.slug, language, page] as const),
  );
  it.each(cases)("shows %s in %s as the storefront's page does", (_slug, language, page) => {
    const shown = previewArticle(page, language);
    expect(shown).toContain("<h1>");
    expect(shown).toBe(storefrontArticle(page, language));
  });

  // The pages in content/ hold no headings or pictures yet: one page with every kind of block.
  const everyBlock = [
    { type: "heading", text: "Sleep, <safely>" },
    { type: "paragraph", text: "Words & more." },
    { type: "list", items: ["one", "two"] },
    { type: "image", src: "/images/pages/crib.svg", alt: "A crib", width: 640, height: 480, caption: "Our crib" },
    { type: "image", src: "/images/pages/cot.svg", alt: "", width: 320, height: 240 },
    { type: "video", provider: "youtube", videoId: "abcd1234", title: "Carrying" },
    { type: "video", provider: "vimeo", videoId: "98765432", title: "Bouncing" },
    { type: "products", products: ["bouncer-bliss"] },
  ];
  it.each(["en", "de", "ja"])("shows every kind of block in %s as the storefront's page does", (language) => {
    const page = { slug: "every-block", translations: { [language]: { title: "Every block", body: everyBlock } } };
    const shown = previewArticle(page, language);
    expect(shown).toContain("<figcaption>Our crib</figcaption>");
    expect(shown).toBe(storefrontArticle(page, language));
  });
});
