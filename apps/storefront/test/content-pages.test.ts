import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { ContentError, parseContentPage } from "../app/content/content-pages.server.ts";

const storefronts = storefrontRegistry.storefronts;
const english = { title: "Gift guide", description: "Gifts.", body: [{ type: "paragraph", text: "Hello." }] };
const allLanguages = Object.fromEntries(
  ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "sv", "zh-Hant"].map((code) => [code, english]),
);

function parse(page: unknown, file = "content/pages/gift-guide.json") {
  return () => parseContentPage(file, JSON.stringify(page), storefronts);
}

describe("parseContentPage", () => {
  it("accepts a page translated into every language of every storefront", () => {
    expect(parse({ slug: "gift-guide", translations: allLanguages })().slug).toBe("gift-guide");
  });

  it("names the file and the missing language of a storefront that publishes the page", () => {
    const { sv: _, ...withoutSwedish } = allLanguages;
    expect(parse({ slug: "gift-guide", translations: withoutSwedish })).toThrow(
      "content/pages/gift-guide.json: translations.sv: missing, but storefront se publishes the page in sv",
    );
  });

  it("needs only the languages of the storefronts listed", () => {
    const page = { slug: "gift-guide", storefronts: ["us", "de"], translations: { en: english, de: english } };
    expect(parse(page)().storefronts).toEqual(["us", "de"]);
  });

  it("names the field of a wrong block", () => {
    const page = {
      slug: "gift-guide",
      translations: { ...allLanguages, de: { ...english, body: [{ type: "paragraph", text: "" }] } },
    };
    expect(parse(page)).toThrow("content/pages/gift-guide.json: translations.de.body.0.text: must not be empty");
  });

  it("requires image sizes so pages do not shift while loading", () => {
    const image = { type: "image", src: "/images/a.svg", alt: "" };
    const page = { slug: "gift-guide", translations: { ...allLanguages, en: { ...english, body: [image] } } };
    expect(parse(page)).toThrow(/translations\.en\.body\.0\.width/);
  });

  it("rejects a slug that does not match the file name", () => {
    expect(parse({ slug: "gift-guides", translations: allLanguages })).toThrow(
      'content/pages/gift-guide.json: slug: "gift-guides" must match the file name "gift-guide"',
    );
  });

  it("reports broken JSON as a content error naming the file", () => {
    expect(() => parseContentPage("content/pages/x.json", "{", storefronts)).toThrow(ContentError);
    expect(() => parseContentPage("content/pages/x.json", "{", storefronts)).toThrow(
      /^content\/pages\/x\.json: not valid JSON/,
    );
  });

  it("rejects an unknown storefront", () => {
    expect(parse({ slug: "gift-guide", storefronts: ["xx"], translations: allLanguages })).toThrow(/storefronts\.0/);
  });
});

describe("the repository's content pages", () => {
  const folder = path.resolve(import.meta.dirname, "../../../content/pages");
  const files = readdirSync(folder).filter((name) => name.endsWith(".json"));

  it.each(files)("%s is valid for every storefront that publishes it", (name) => {
    const file = path.join(folder, name);
    expect(() => parseContentPage(`content/pages/${name}`, readFileSync(file, "utf8"), storefronts)).not.toThrow();
  });
});
