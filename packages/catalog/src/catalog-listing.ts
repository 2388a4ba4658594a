import { type LanguageCode, routePath, type Storefront } from "@hushling/storefronts";
import { categorySubtree } from "./catalog-category-tree.ts";
import {
  type CatalogCategory,
  type CatalogExport,
  type CatalogProduct,
  type CatalogVariant,
  shelfPrice,
} from "./catalog-export-schema.ts";

/**
 * Products that have a page: those in a category. Add-ons in none (gift box, gift message) are sold
 * with other products, so the cart offers them instead. The storefront lists these and search indexes them.
 */
export function listedProducts<P extends Pick<CatalogProduct, "category">>(catalog: { products: readonly P[] }): P[] {
  return catalog.products.filter((product) => product.category !== null);
}

/** The products a category page lists: its own and those of every category below it. */
export function productsInCategory<P extends Pick<CatalogProduct, "category">>(
  catalog: { products: readonly P[]; categories: CatalogExport["categories"] },
  category: Pick<CatalogCategory, "key">,
): P[] {
  const keys = categorySubtree(catalog.categories, category.key);
  return listedProducts(catalog).filter((product) => product.category !== null && keys.has(product.category));
}

/** The category a product is listed in, or undefined for an add-on. */
export function categoryOf(
  catalog: Pick<CatalogExport, "categories">,
  product: Pick<CatalogProduct, "category">,
): CatalogCategory | undefined {
  return catalog.categories.find((category) => category.key === product.category);
}

/** The lowest shelf price of a product, its "from" price. */
export function lowestShelfPrice(
  catalog: Pick<CatalogExport, "pricesIncludeTax">,
  product: { variants: readonly Pick<CatalogVariant, "price" | "priceWithTax">[] },
): number {
  return Math.min(...product.variants.map((variant) => shelfPrice(catalog, variant)));
}

/** The product's address in a storefront language: its category's slug and its own, in that language. */
export function productPath(
  storefront: Storefront,
  language: LanguageCode,
  catalog: Pick<CatalogExport, "categories">,
  product: Pick<CatalogProduct, "slug" | "category">,
): string {
  const category = categoryOf(catalog, product);
  if (!category) throw new Error(`Product ${product.slug} is in no category and has no page`);
  return routePath(storefront, language, "product", { category: category.slug, product: product.slug });
}

/** A category's address in a storefront language. */
export function categoryPath(
  storefront: Storefront,
  language: LanguageCode,
  category: Pick<CatalogCategory, "slug">,
): string {
  return routePath(storefront, language, "category", { category: category.slug });
}
