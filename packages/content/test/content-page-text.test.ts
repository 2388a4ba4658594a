import { describe, expect, it } from "vitest";
import { ContentError, contentPageText, parseContentPage } from "../src/content-page-parse.ts";

describe("content pages", () => {
  it("a page's searchable text keeps headings, paragraphs, list items and captions in order", () => {
    expect(
      contentPageText({
        body: [
          { type: "heading", text: "Sleep" },
          { type: "paragraph", text: "Cribs for calm nights." },
          { type: "list", items: ["Birch", "Oak"] },
          { type: "image", src: "/a.svg", alt: "A crib", width: 1, height: 1 },
          { type: "products", products: ["baby-crib"] },
        ],
      }),
    ).toBe("Sleep\nCribs for calm nights.\nBirch\nOak\nA crib");
  });

  it("a slug that differs from the file name is refused, naming the file", () => {
    const source = JSON.stringify({
      slug: "other",
      translations: { en: { title: "T", description: "D", body: [{ type: "paragraph", text: "x" }] } },
    });
    expect(() => parseContentPage("content/pages/gift-guide.json", source, [])).toThrow(ContentError);
    expect(() => parseContentPage("content/pages/gift-guide.json", source, [])).toThrow(/gift-guide\.json: slug/);
  });
});
