import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { storefrontStoreExport } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterEach, describe, expect, it } from "vitest";
import { hashedImageFile, pruneUnreferencedImages, svgSize } from "../src/catalog-export/export-images.ts";
import type {
  ShopAsset,
  ShopCatalog,
  ShopProduct,
  ShopTranslations,
} from "../src/catalog-export/shop-catalog-query.ts";
import { shapeCatalog } from "../src/catalog-export/storefront-catalog.ts";
import { readStoreContent, storeContentFile } from "../src/catalog-export/storefront-stores.ts";
import { repoRoot } from "../src/commerce-settings.ts";

const asset = (id: string, name: string): ShopAsset => ({
  id,
  name,
  source: `http://commerce.test/assets/source/${name}`,
  mimeType: "image/svg+xml",
  width: 400,
  height: 400,
});
const translations = (de: string, en: string): ShopTranslations => [
  { languageCode: "de", slug: de },
  { languageCode: "en", slug: en },
];
const birchGallery = [
  asset("10", "baby-crib-natural-birch-front.svg"),
  asset("12", "baby-crib-natural-birch-side.svg"),
  asset("13", "baby-crib-natural-birch-in-use.svg"),
];
const whiteGallery = [
  asset("11", "baby-crib-chalk-white-front.svg"),
  asset("14", "baby-crib-chalk-white-side.svg"),
  // A picture uploaded by hand: no view in its name.
  asset("15", "nursery-photo.svg"),
];
const crib: ShopProduct = {
  id: "1",
  slug: "babybett",
  translations: translations("babybett", "baby-crib"),
  name: "Babybett",
  description: "<p>Massive Birke.</p><p>Zwei Höhen.</p>",
  featuredAsset: asset("10", "baby-crib-natural-birch-front.svg"),
  assets: birchGallery,
  facetValues: [{ code: "cribs", facet: { code: "category" } }],
  variants: [
    {
      id: "20",
      sku: "HL-BABY-CRIB-NATURAL-BIRCH",
      name: "Babybett Birke",
      price: 29328,
      priceWithTax: 34900,
      stockLevel: "IN_STOCK",
      featuredAsset: asset("10", "baby-crib-natural-birch-front.svg"),
      assets: birchGallery,
      options: [{ code: "natural-birch", name: "Birke" }],
      bundle: null,
    },
    {
      id: "21",
      sku: "HL-BABY-CRIB-CHALK-WHITE",
      name: "Babybett Kreideweiß",
      price: 29328,
      priceWithTax: 34900,
      stockLevel: "LOW_STOCK",
      featuredAsset: asset("11", "baby-crib-chalk-white-front.svg"),
      assets: whiteGallery,
      options: [{ code: "chalk-white", name: "Kreideweiß" }],
      bundle: null,
    },
  ],
};
const germanCatalog: ShopCatalog = {
  channel: { code: "de", currencyCode: "EUR", pricesIncludeTax: true },
  // Vendure lists collections in no tree order; the export puts each parent before its children.
  collections: [
    {
      id: "1",
      slug: "__root_collection__",
      translations: [],
      name: "root",
      description: "",
      position: 0,
      parentId: "",
    },
    {
      id: "4",
      slug: "wiegen",
      translations: translations("wiegen", "cradles"),
      name: "Wiegen",
      description: "",
      position: 2,
      parentId: "2",
    },
    {
      id: "3",
      slug: "babybetten",
      translations: translations("babybetten", "cribs"),
      name: "Babybetten",
      description: "",
      position: 1,
      parentId: "2",
    },
    {
      id: "5",
      slug: "babywippen",
      translations: translations("babywippen", "bouncers"),
      name: "Babywippen",
      description: "",
      position: 2,
      parentId: "1",
    },
    {
      id: "2",
      slug: "schlafen",
      translations: translations("schlafen", "sleep"),
      name: "Schlafen",
      description: "<p>Ruhige Nächte.</p>",
      position: 1,
      parentId: "1",
    },
  ],
  products: [crib],
};
const imageOf = (shop: ShopAsset) => ({
  file: `images/${shop.name.replace(".svg", "")}.0123456789.svg`,
  width: shop.width,
  height: shop.height,
});
const de = storefrontRegistry.byId("de");

describe("shapeCatalog", () => {
  const catalog = shapeCatalog(de, "de", germanCatalog, imageOf);

  it("turns collections into the category tree, parents first, keyed by English slug", () => {
    expect(catalog.categories.map(({ key, slug, parent, children }) => ({ key, slug, parent, children }))).toEqual([
      { key: "sleep", slug: "schlafen", parent: null, children: ["cribs", "cradles"] },
      { key: "cribs", slug: "babybetten", parent: "sleep", children: [] },
      { key: "cradles", slug: "wiegen", parent: "sleep", children: [] },
      { key: "bouncers", slug: "babywippen", parent: null, children: [] },
    ]);
  });

  it("files a product under its category facet value, keyed by its English slug", () => {
    expect(catalog.products[0]).toMatchObject({ key: "baby-crib", slug: "babybett", category: "cribs" });
  });

  it("carries descriptions as plain text, a paragraph a line", () => {
    expect(catalog.products[0]?.description).toBe("Massive Birke.\nZwei Höhen.");
    expect(catalog.categories[0]?.description).toBe("Ruhige Nächte.");
  });

  it("points the product and each colour at its picture in the export", () => {
    const [product] = catalog.products;
    expect(product?.image).toEqual({
      file: "images/baby-crib-natural-birch-front.0123456789.svg",
      width: 400,
      height: 400,
    });
    expect(product?.variants.map((variant) => variant.image?.file)).toEqual([
      "images/baby-crib-natural-birch-front.0123456789.svg",
      "images/baby-crib-chalk-white-front.0123456789.svg",
    ]);
  });

  it("carries each colour's gallery with alt text naming product, colour and view in the export's language", () => {
    const [product] = catalog.products;
    expect(product?.variants[1]?.gallery).toEqual([
      {
        file: "images/baby-crib-chalk-white-front.0123456789.svg",
        width: 400,
        height: 400,
        view: "front",
        alt: "Babybett in Kreideweiß, Vorderansicht",
      },
      expect.objectContaining({ view: "side", alt: "Babybett in Kreideweiß, Seitenansicht" }),
      expect.objectContaining({ view: null, alt: "Babybett in Kreideweiß" }),
    ]);
    // The product's gallery is its first colour's, named by the variant that holds each picture.
    expect(product?.gallery?.map(({ view, alt }) => ({ view, alt }))).toEqual([
      { view: "front", alt: "Babybett in Birke, Vorderansicht" },
      { view: "side", alt: "Babybett in Birke, Seitenansicht" },
      { view: "in-use", alt: "Babybett in Birke, im Gebrauch" },
    ]);
  });

  it("refuses a channel that sells in another currency than the storefront", () => {
    const wrong = { ...germanCatalog, channel: { ...germanCatalog.channel, currencyCode: "USD" as const } };
    expect(() => shapeCatalog(de, "de", wrong, imageOf)).toThrow(/sells in USD, the storefront in EUR/);
  });
});

describe("export images", () => {
  it("names a file by its asset name and content, so a changed picture gets a new name", () => {
    const bytes = new TextEncoder().encode("<svg/>");
    const first = hashedImageFile({ name: "Baby Crib Natural Birch.svg", mimeType: "image/svg+xml" }, bytes);
    expect(first).toMatch(/^images\/baby-crib-natural-birch\.[0-9a-f]{10}\.svg$/);
    const changed = hashedImageFile(
      { name: "Baby Crib Natural Birch.svg", mimeType: "image/svg+xml" },
      new Uint8Array([1]),
    );
    expect(changed).not.toBe(first);
  });

  it("refuses a file type browsers do not show as an image", () => {
    expect(() => hashedImageFile({ name: "manual.pdf", mimeType: "application/pdf" }, new Uint8Array())).toThrow(
      /application\/pdf is not a web image type/,
    );
  });

  it("reads an SVG's size from its attributes, else from its viewBox", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">')).toEqual({
      width: 400,
      height: 300,
    });
    expect(svgSize('<svg viewBox="0 0 640 480">')).toEqual({ width: 640, height: 480 });
    expect(svgSize("<svg>")).toBeUndefined();
  });

  describe("pruneUnreferencedImages", () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("removes image files no export file names and keeps the rest", async () => {
      dir = mkdtempSync(path.join(tmpdir(), "hushling-export-"));
      await mkdir(path.join(dir, "images"));
      await mkdir(path.join(dir, "us"));
      writeFileSync(path.join(dir, "images", "kept.0123456789.svg"), "<svg/>");
      writeFileSync(path.join(dir, "images", "stale.0123456789.svg"), "<svg/>");
      writeFileSync(path.join(dir, "us", "en.json"), '{"image":{"file":"images/kept.0123456789.svg"}}');
      expect(await pruneUnreferencedImages(dir)).toBe(1);
      expect(readdirSync(path.join(dir, "images"))).toEqual(["kept.0123456789.svg"]);
    });
  });
});

describe("export stores", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const writeStores = (content: string) => {
    dir = mkdtempSync(path.join(tmpdir(), "hushling-stores-"));
    const file = path.join(dir, "stores.json");
    writeFileSync(file, content);
    return file;
  };

  it("gives every storefront the repository's stores in its countries, at least one each", async () => {
    const stores = await readStoreContent(storeContentFile(repoRoot, {}));
    for (const storefront of storefrontRegistry.storefronts) {
      const exported = storefrontStoreExport(stores, storefront);
      expect({ storefront: storefront.id, none: exported.stores.length === 0 }).toEqual({
        storefront: storefront.id,
        none: false,
      });
      expect(exported.stores.every((store) => storefront.countries.includes(store.country))).toBe(true);
    }
  });

  it("names the file and the field of a wrong store", async () => {
    const file = writeStores(
      JSON.stringify({
        stores: [
          // A chemist is not one of the kinds: the export stops and says where.
          {
            id: "farmacia-del-glicine-roma",
            kind: "chemist",
            name: "Farmacia del Glicine",
            country: "it",
            city: "Roma",
            street: "Via del Glicine 17",
            postalCode: "00186",
            latitude: 41.896,
            longitude: 12.472,
            openingHours: [{ days: ["sa"], opens: "09:00", closes: "13:00" }],
          },
        ],
      }),
    );
    await expect(readStoreContent(file, "content/stores/stores.json")).rejects.toThrow(
      /^content\/stores\/stores\.json: stores\.0\.kind: /,
    );
  });

  it("names the file when it is not JSON or missing", async () => {
    const file = writeStores("{ stores: ");
    await expect(readStoreContent(file, "content/stores/stores.json")).rejects.toThrow(
      /^content\/stores\/stores\.json: not valid JSON/,
    );
    await expect(readStoreContent(path.join(path.dirname(file), "absent.json"), "absent.json")).rejects.toThrow(
      /^absent\.json: cannot read the store list/,
    );
  });
});
