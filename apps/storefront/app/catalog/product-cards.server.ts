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
  const price = lowestShelfPrice(catalog, product);
  return {
    slug: product.slug,
    // Analytics names the variant at the price the card shows.
    sku: product.variants.find((variant) => shelfPrice(catalog, variant) === price)?.sku ?? product.key,
    name: product.name,
    href: productPath(storefront, language, catalog, product),
    price,
    hasChoice: new Set(product.variants.map((variant) => shelfPrice(catalog, variant))).size > 1,
    image: siteImage(product.image),
  };
}
