import { type CatalogCategory, type CatalogExport, type CatalogProduct, categorySubtree } from "@hushling/catalog";

/** The catalog of one storefront language: the commerce export format (`@hushling/catalog`). */
export type Catalog = CatalogExport;
export type { CatalogCategory, CatalogProduct };

/**
 * Products that have a page: those in a category. Add-ons in none (gift box, gift message) are sold
 * with other products, so the cart (a later feature) offers them instead.
 */
export function listedProducts(catalog: Pick<Catalog, "products">): CatalogProduct[] {
  return catalog.products.filter((product) => product.category !== null);
}

/** The products a category page lists: its own and those of every category below it. */
export function productsInCategory(
  catalog: Pick<Catalog, "products" | "categories">,
  category: Pick<CatalogCategory, "key">,
): CatalogProduct[] {
  const keys = categorySubtree(catalog.categories, category.key);
  return listedProducts(catalog).filter((product) => product.category !== null && keys.has(product.category));
}

/** The category a product is listed in, or undefined for an add-on. */
export function categoryOf(
  catalog: Pick<Catalog, "categories">,
  product: Pick<CatalogProduct, "category">,
): CatalogCategory | undefined {
  return catalog.categories.find((category) => category.key === product.category);
}

/** The unit price a shopper sees: with tax where the storefront shows it so (Europe), else before tax (US). */
export function shelfPrice(
  catalog: Pick<Catalog, "pricesIncludeTax">,
  variant: { price: number; priceWithTax: number },
): number {
  return catalog.pricesIncludeTax ? variant.priceWithTax : variant.price;
}

/** The lowest shelf price of a product, its "from" price. */
export function lowestShelfPrice(
  catalog: Pick<Catalog, "pricesIncludeTax">,
  product: Pick<CatalogProduct, "variants">,
) {
  return Math.min(...product.variants.map((variant) => shelfPrice(catalog, variant)));
}
