import { type LanguageCode, routePath, type Storefront } from "@hushling/storefronts";
import { type Catalog, type CatalogProduct, categoryOf, lowestShelfPrice, shelfPrice } from "./catalog-products.ts";
import type { ProductCardData } from "./product-card.tsx";
import { siteImage } from "./product-image.ts";

/** The product's address in a storefront language: its category's slug and its own, in that language. */
export function productPath(
  storefront: Storefront,
  language: LanguageCode,
  catalog: Pick<Catalog, "categories">,
  product: Pick<CatalogProduct, "slug" | "category">,
): string {
  const category = categoryOf(catalog, product);
  if (!category) throw new Error(`Product ${product.slug} is in no category and has no page`);
  return routePath(storefront, language, "product", { category: category.slug, product: product.slug });
}

export function productCard(
  storefront: Storefront,
  language: LanguageCode,
  catalog: Pick<Catalog, "categories" | "pricesIncludeTax">,
  product: CatalogProduct,
): ProductCardData {
  return {
    slug: product.slug,
    name: product.name,
    href: productPath(storefront, language, catalog, product),
    price: lowestShelfPrice(catalog, product),
    hasChoice: new Set(product.variants.map((variant) => shelfPrice(catalog, variant))).size > 1,
    image: siteImage(product.image),
  };
}
