import type { Catalog, CatalogProduct } from "../app/catalog/catalog-products.ts";

/** A small catalog in the commerce export format, for tests. */
export function variant(
  sku: string,
  price: number,
  stockLevel: "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" = "IN_STOCK",
) {
  return { id: `id-${sku}`, sku, name: sku, colour: null, price, priceWithTax: price, stockLevel, image: null };
}

export const bouncerBliss: CatalogProduct = {
  id: "2",
  key: "bouncer-bliss",
  slug: "bouncer-bliss",
  name: "Bouncer Bliss",
  description: "Rocks gently.",
  category: "bouncers",
  image: null,
  variants: [variant("BLISS-SAND", 22900), variant("BLISS-OAT", 23900, "LOW_STOCK")],
};

export const giftBox: CatalogProduct = { ...bouncerBliss, id: "9", key: "gift-box", slug: "gift-box", category: null };

export const catalog: Catalog = {
  storefront: "us",
  language: "en",
  currency: "USD",
  pricesIncludeTax: false,
  categories: [{ key: "bouncers", slug: "bouncers", name: "Bouncers", description: "", parent: null, children: [] }],
  products: [bouncerBliss, giftBox],
};

const crib: CatalogProduct = {
  ...bouncerBliss,
  id: "3",
  key: "baby-crib",
  slug: "baby-crib",
  name: "Baby Crib",
  category: "cribs",
  image: { file: "images/baby-crib-natural-birch.0123456789.svg", width: 400, height: 400 },
  variants: [
    { ...variant("CRIB-BIRCH", 39900), image: { file: "images/crib-birch.abcdef0123.svg", width: 400, height: 400 } },
  ],
};
const cradle: CatalogProduct = { ...bouncerBliss, id: "4", key: "cradle", slug: "cradle", category: "cradles" };

/** A two-level tree: Sleep over Cribs and Cradles, Bouncers beside it. */
export const sleepCatalog: Catalog = {
  ...catalog,
  categories: [
    { key: "sleep", slug: "sleep", name: "Sleep", description: "", parent: null, children: ["cribs", "cradles"] },
    { key: "cribs", slug: "cribs", name: "Cribs", description: "", parent: "sleep", children: [] },
    { key: "cradles", slug: "cradles", name: "Cradles", description: "", parent: "sleep", children: [] },
    ...catalog.categories,
  ],
  products: [bouncerBliss, crib, cradle, giftBox],
};
