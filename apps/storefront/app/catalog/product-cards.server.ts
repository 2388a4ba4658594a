import { lowestShelfPrice, productPath, shelfPrice } from "@hushling/catalog";
import type { LanguageCode, Storefront } from "@hushling/storefronts";
import type { Catalog, CatalogProduct } from "./catalog-products.ts";
import type { ProductCardData } from "./product-card.tsx";
import { siteImage } from "./product-image.ts";

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
