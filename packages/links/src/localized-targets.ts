import { defaultLanguage, routePath, type Storefront } from "@hushling/storefronts";
import type { LinkFile } from "./link-file.ts";

/** The part of a storefront's catalog export that decides its addresses (keys are the English slugs). */
export type CatalogAddresses = {
  categories: readonly { key: string; slug: string }[];
  products: readonly { key: string; slug: string; category: string | null }[];
};

/**
 * English-slug address -> the storefront's own address, for every category and product whose slugs are
 * translated in the storefront's default language. A printed link must name the page itself: the English
 * address is only answered by a redirect page, one more hop for the visitor.
 */
export function localizedAddresses(storefront: Storefront, catalog: CatalogAddresses): Map<string, string> {
  const language = defaultLanguage(storefront).code;
  const slugOf = new Map(catalog.categories.map((category) => [category.key, category.slug]));
  const addresses = new Map<string, string>();
  const add = (english: string, own: string) => {
    if (english !== own) addresses.set(english, own);
  };
  for (const category of catalog.categories) {
    add(
      routePath(storefront, language, "category", { category: category.key }),
      routePath(storefront, language, "category", { category: category.slug }),
    );
  }
  for (const product of catalog.products) {
    const categorySlug = product.category === null ? undefined : slugOf.get(product.category);
    if (product.category === null || categorySlug === undefined) continue;
    add(
      routePath(storefront, language, "product", { category: product.category, product: product.key }),
      routePath(storefront, language, "product", { category: categorySlug, product: product.slug }),
    );
  }
  return addresses;
}

/** The link with every rule's English-slug path replaced by its storefront's own address. */
export function localizeLinkTargets(
  link: LinkFile,
  addressesOf: (storefrontId: string) => ReadonlyMap<string, string>,
): { link: LinkFile; changed: number } {
  let changed = 0;
  const rules = link.rules.map((rule) => {
    const own = addressesOf(rule.storefront).get(rule.path);
    if (own === undefined) return rule;
    changed++;
    return { ...rule, path: own };
  });
  return { link: { ...link, rules }, changed };
}
