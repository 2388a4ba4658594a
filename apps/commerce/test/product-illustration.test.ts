import { describe, expect, it } from "vitest";
import { productSpecs } from "../src/catalog/catalog-products.ts";
import { catalogImportRows } from "../src/catalog/catalog-rows.ts";
import { colourHex, illustrationFileName, productIllustrationSvg } from "../src/catalog/product-illustration.ts";

describe("product illustrations", () => {
  it("draw a standalone SVG in the product colour, without text or external references", () => {
    const svg = productIllustrationSvg("bouncers", "sage-green");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(colourHex["sage-green"]);
    expect(svg).not.toMatch(/<text|href=|url\(/);
  });

  it("give add-ons outside any category a gift-box drawing in the default colour", () => {
    expect(productIllustrationSvg(null, undefined)).toContain(colourHex["sand-gray"]);
  });

  it("are attached to every variant, one file per product colour", () => {
    const rows = catalogImportRows(productSpecs);
    const harmony = rows[0];
    expect(harmony?.product.assetPaths[0]).toBe(illustrationFileName("baby-carrier-harmony", "midnight-blue"));
    for (const row of rows) {
      for (const variant of row.variants) expect(variant.assetPaths).toHaveLength(1);
    }
  });
});
