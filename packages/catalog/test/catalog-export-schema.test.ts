import { describe, expect, it } from "vitest";
import { CatalogExportError, catalogExportFile, parseCatalogExport, shelfPrice } from "../src/catalog-export-schema.ts";

const variant = {
  id: "7",
  sku: "HL-BOUNCER-BLISS-SAND-GRAY",
  name: "Babywippe Bliss Sandgrau",
  colour: { key: "sand-gray", name: "Sandgrau" },
  price: 19244,
  priceWithTax: 22900,
  stockLevel: "IN_STOCK",
  image: { file: "images/bouncer-bliss-sand-gray.0123456789.svg", width: 400, height: 400 },
};
const valid = {
  storefront: "de",
  language: "de",
  currency: "EUR",
  pricesIncludeTax: true,
  categories: [
    { key: "bouncers", slug: "babywippen", name: "Babywippen", description: "", parent: null, children: [] },
  ],
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

  it("accepts galleries with a view and alt text per picture, and exports written without them", () => {
    const picture = {
      file: "images/bouncer-bliss-sand-gray-side.0123456789.svg",
      width: 400,
      height: 400,
      view: "side",
      alt: "Babywippe Bliss in Sandgrau, Seitenansicht",
    };
    const withGallery = {
      ...valid,
      products: [{ ...valid.products[0], gallery: [picture], variants: [{ ...variant, gallery: [picture] }] }],
    };
    expect(parseCatalogExport(withGallery, "x").products[0]?.variants[0]?.gallery?.[0]?.view).toBe("side");
    expect(parseCatalogExport(valid, "x").products[0]?.gallery).toBeUndefined();
    const unknownView = {
      ...withGallery,
      products: [{ ...withGallery.products[0], gallery: [{ ...picture, view: "top" }] }],
    };
    expect(() => parseCatalogExport(unknownView, "x")).toThrow(/products\.0\.gallery\.0\.view/);
    const noAlt = { ...withGallery, products: [{ ...withGallery.products[0], gallery: [{ ...picture, alt: "" }] }] };
    expect(() => parseCatalogExport(noAlt, "x")).toThrow(/products\.0\.gallery\.0\.alt/);
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

  it("carries each variant's commerce id, which the cart adds", () => {
    expect(parseCatalogExport(valid, "de/de.json").products[0]?.variants[0]?.id).toBe("7");
    const { id: _id, ...withoutId } = variant;
    const anonymous = { ...valid, products: [{ ...valid.products[0], variants: [withoutId] }] };
    expect(() => parseCatalogExport(anonymous, "de/de.json")).toThrow(/de\/de\.json: products\.0\.variants\.0\.id/);
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

describe("catalogExportFile", () => {
  it("places each storefront language in its own file of the export folder", () => {
    expect(catalogExportFile("hk", "zh-Hant")).toBe("hk/zh-Hant.json");
  });
});

describe("images", () => {
  it("rejects a picture that is not a content-hashed file in images/", () => {
    const product = {
      ...valid.products[0],
      image: { file: "http://localhost:3000/assets/a.svg", width: 1, height: 1 },
    };
    expect(() => parseCatalogExport({ ...valid, products: [product] }, "x.json")).toThrow(/products\.0\.image\.file/);
  });

  it("rejects a picture without a size, which would shift the page as it loads", () => {
    const product = { ...valid.products[0], image: { file: variant.image.file, width: 0, height: 400 } };
    expect(() => parseCatalogExport({ ...valid, products: [product] }, "x.json")).toThrow(/image\.width/);
  });
});

describe("category tree", () => {
  const category = (key: string, parent: string | null, children: string[] = []) => ({
    key,
    slug: key,
    name: key,
    description: "",
    parent,
    children,
  });
  const withTree = (categories: ReturnType<typeof category>[]) => ({ ...valid, categories });

  it("accepts a parent over its children", () => {
    const tree = withTree([category("sleep", null, ["bouncers"]), category("bouncers", "sleep")]);
    expect(parseCatalogExport(tree, "x").categories.map((c) => c.parent)).toEqual([null, "sleep"]);
  });

  it("rejects a parent the export does not list", () => {
    expect(() => parseCatalogExport(withTree([category("bouncers", "sleep")]), "x")).toThrow(
      /categories\.0\.parent: unknown category "sleep"/,
    );
  });

  it("rejects children that do not name the category as their parent", () => {
    const tree = withTree([category("sleep", null, []), category("bouncers", "sleep")]);
    expect(() => parseCatalogExport(tree, "x")).toThrow(/categories\.0\.children: lists \[\] but \[bouncers\]/);
  });

  it("rejects a cycle", () => {
    const tree = withTree([category("sleep", "bouncers", ["bouncers"]), category("bouncers", "sleep", ["sleep"])]);
    expect(() => parseCatalogExport(tree, "x")).toThrow(/is its own ancestor/);
  });
});
