import type { Catalog, CatalogProduct } from "../app/catalog/catalog-products.ts";

/** A small catalog in the commerce export format, for tests. */
export function variant(
  sku: string,
  price: number,
  stockLevel: "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" = "IN_STOCK",
) {
  return { sku, name: sku, colour: null, price, priceWithTax: price, stockLevel };
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
  categories: [{ key: "bouncers", slug: "bouncers", name: "Bouncers", description: "" }],
  products: [bouncerBliss, giftBox],
};
