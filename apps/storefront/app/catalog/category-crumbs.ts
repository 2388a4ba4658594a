import { categoryTrail } from "@hushling/catalog";
import { type LanguageCode, routePath, type Storefront } from "@hushling/storefronts";
import type { Catalog } from "./catalog-products.ts";

/** Breadcrumbs from the top of the category tree down to `key` (`Sleep › Cribs`), linked to their pages. */
export function categoryCrumbs(
  storefront: Storefront,
  language: LanguageCode,
  catalog: Pick<Catalog, "categories">,
  key: string,
): { name: string; href: string }[] {
  return categoryTrail(catalog.categories, key).map((category) => ({
    name: category.name,
    href: routePath(storefront, language, "category", { category: category.slug }),
  }));
}
