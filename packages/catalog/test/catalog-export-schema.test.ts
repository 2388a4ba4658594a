import { describe, expect, it } from "vitest";
import { CatalogExportError, catalogExportPath, parseCatalogExport, shelfPrice } from "../src/catalog-export-schema.ts";

const variant = {
  sku: "HL-BOUNCER-BLISS-SAND-GRAY",
  name: "Babywippe Bliss Sandgrau",
  colour: { key: "sand-gray", name: "Sandgrau" },
  price: 19244,
  priceWithTax: 22900,
  stockLevel: "IN_STOCK",
};
const valid = {
  storefront: "de",
  language: "de",
  currency: "EUR",
  pricesIncludeTax: true,
  categories: [{ key: "bouncers", slug: "babywippen", name: "Babywippen", description: "" }],
  products: [
    {
      id: "2",
      key: "bouncer-bliss",
      slug: "babywippe-bliss",
      name: "Babywippe Bliss",
      description: "",
      category: "bouncers",
      image: null,
      variants: [variant],
    },
  ],
};

describe("parseCatalogExport", () => {
  it("accepts a well-formed export", () => {
    expect(parseCatalogExport(valid, "de/de.json").products[0]?.slug).toBe("babywippe-bliss");
  });

  it("names the file and field of a wrong value", () => {
    const broken = { ...valid, currency: "euro" };
    expect(() => parseCatalogExport(broken, "data/export/de/de.json")).toThrow(
      /data\/export\/de\/de\.json: currency: an ISO 4217 currency code/,
    );
  });

  it("rejects a product in a category the export does not list", () => {
    const orphan = { ...valid, products: [{ ...valid.products[0], category: "kitchen" }] };
    expect(() => parseCatalogExport(orphan, "x.json")).toThrow(CatalogExportError);
    expect(() => parseCatalogExport(orphan, "x.json")).toThrow(/products\.0\.category: unknown category "kitchen"/);
  });

  it("rejects two products with the same slug", () => {
    const twice = { ...valid, products: [valid.products[0], { ...valid.products[0], id: "3" }] };
    expect(() => parseCatalogExport(twice, "x.json")).toThrow(/products\.1: duplicate "babywippe-bliss"/);
  });

  it("rejects a product without variants and a fractional price", () => {
    expect(() => parseCatalogExport({ ...valid, products: [{ ...valid.products[0], variants: [] }] }, "x")).toThrow(
      CatalogExportError,
    );
    const fractional = { ...valid.products[0], variants: [{ ...variant, price: 1.5 }] };
    expect(() => parseCatalogExport({ ...valid, products: [fractional] }, "x")).toThrow(/price/);
  });
});

describe("shelfPrice", () => {
  it("shows the VAT-inclusive price where prices include tax and the net price elsewhere", () => {
    const parsed = parseCatalogExport(valid, "x");
    const first = parsed.products[0]?.variants[0];
    if (!first) throw new Error("fixture has a variant");
    expect(shelfPrice(parsed, first)).toBe(22900);
    expect(shelfPrice({ pricesIncludeTax: false }, first)).toBe(19244);
  });
});

describe("catalogExportPath", () => {
  it("places each storefront language in its own file", () => {
    expect(catalogExportPath("hk", "zh-Hant")).toBe("data/export/hk/zh-Hant.json");
  });
});
