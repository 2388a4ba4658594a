// The content page preview in Decap's preview pane, bundled for the browser by preview-bundle.ts. It
// renders the storefront's own component (a declared export of @hushling/storefront) with the
// storefront's React, in a root of its own inside the container Decap's template gives it.
import { type ContentBlock, contentBlockSchema } from "@hushling/content";
import { ContentPagePreview } from "@hushling/storefront/content-page-preview";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { withoutEmptyFields } from "../src/decap-leftovers.ts";

const languageNames: Record<string, string> = {
  en: "English",
  de: "German",
  fr: "French",
  nl: "Dutch",
  sv: "Swedish",
  es: "Spanish",
  it: "Italian",
  ja: "Japanese",
  ko: "Korean",
  "zh-Hant": "Chinese (traditional)",
};

type DraftTranslation = { title?: string; body?: unknown[] };

/** The form's page as a save would check it: empty leftovers dropped; blocks the build would refuse left out. */
export function previewedTranslations(
  page: unknown,
): Record<string, { title: string; blocks: ContentBlock[]; unfinished: number }> {
  const cleaned = withoutEmptyFields(page, "page") as { translations?: Record<string, DraftTranslation> };
  return Object.fromEntries(
    Object.entries(cleaned?.translations ?? {}).map(([language, translation]) => {
      const checked = (translation?.body ?? []).map((block) => contentBlockSchema.safeParse(block));
      return [
        language,
        {
          title: translation?.title ?? "",
          blocks: checked.flatMap((result) => (result.success ? [result.data] : [])),
          unfinished: checked.filter((result) => !result.success).length,
        },
      ];
    }),
  );
}

/** The preview: a language picker, then the page's article as the storefront renders it in that language. */
export function PagePreview({ page, initialLanguage = "en" }: { page: unknown; initialLanguage?: string }) {
  const [picked, setPicked] = useState(initialLanguage);
  const translations = previewedTranslations(page);
  const languages = Object.keys(translations);
  const language = translations[picked] ? picked : (languages[0] ?? picked);
  const shown = translations[language] ?? { title: "", blocks: [], unfinished: 0 };
  const products = shown.blocks.flatMap((block) => (block.type === "products" ? block.products : []));
  return (
    <main lang={language}>
      <p className="editor-preview-language">
        <label htmlFor="preview-language">Preview language </label>
        <select id="preview-language" value={language} onChange={(event) => setPicked(event.target.value)}>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageNames[code] ?? code}
            </option>
          ))}
        </select>
      </p>
      <ContentPagePreview heading={shown.title} blocks={shown.blocks} language={language} />
      {products.length > 0 ? (
        <p className="editor-preview-note" lang="en">
          Product cards on the storefront (from its catalog): {products.join(", ")}
        </p>
      ) : null}
      {shown.unfinished > 0 ? (
        <p className="editor-preview-note" lang="en">
          {shown.unfinished === 1 ? "One block is" : `${shown.unfinished} blocks are`} not shown until filled in.
        </p>
      ) : null}
    </main>
  );
}

/** Decap's template calls `render` with the form's data on every change and `unmount` when it goes. */
export function mountPagePreview(container: Element) {
  const root = createRoot(container);
  return {
    render: (page: unknown) => root.render(<PagePreview page={page} />),
    unmount: () => root.unmount(),
  };
}
