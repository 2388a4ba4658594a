import type { LanguageCode, Storefront, StorefrontId } from "@hushling/storefronts";
import { languagePrefix, routePath } from "@hushling/storefronts";
import { type Catalog, categoryOf, listedProducts } from "../../catalog/catalog-products.ts";

export type PageKind = "home" | "stores" | "category" | "product" | "page";

/** One built page. `key` is equal for the same page across languages and storefronts (`product:baby-crib`). */
export type SitePage = {
  key: string;
  kind: PageKind;
  storefront: StorefrontId;
  language: LanguageCode;
  path: string;
  /**
   * The address with English slugs when the language's own slugs differ (`/produits/cribs/baby-crib/`
   * for `/produits/lits/lit-bebe/`): printed links use it, so the build answers it with a redirect.
   */
  alias?: string;
};

/** The store list of a storefront language (/stores/ under the language's prefix). */
export function storesPath(storefront: Storefront, language: LanguageCode): string {
  return `${languagePrefix(storefront, language)}/stores/`;
}

/** Every indexable page of one storefront language: home, stores, categories, products and content pages. */
export function storefrontPages(
  storefront: Storefront,
  language: LanguageCode,
  catalog: Pick<Catalog, "products" | "categories">,
  contentSlugs: readonly string[],
): SitePage[] {
  const page = (kind: PageKind, name: string, path: string, english?: string): SitePage => ({
    key: kind === "home" || kind === "stores" ? kind : `${kind}:${name}`,
    kind,
    storefront: storefront.id,
    language,
    path,
    ...(english && english !== path ? { alias: english } : {}),
  });
  const categoryPath = (slug: string) => routePath(storefront, language, "category", { category: slug });
  const productPath = (category: string, product: string) =>
    routePath(storefront, language, "product", { category, product });
  return [
    page("home", "", `${languagePrefix(storefront, language)}/`),
    page("stores", "", storesPath(storefront, language)),
    ...catalog.categories.map((category) =>
      page("category", category.key, categoryPath(category.slug), categoryPath(category.key)),
    ),
    ...listedProducts(catalog).flatMap((product) => {
      const category = categoryOf(catalog, product);
      return category
        ? [
            page(
              "product",
              product.key,
              productPath(category.slug, product.slug),
              productPath(category.key, product.key),
            ),
          ]
        : [];
    }),
    ...contentSlugs.map((slug) => page("page", slug, routePath(storefront, language, "page", { slug }))),
  ];
}

/**
 * The hreflang value of a storefront language. Single-country storefronts name their country
 * (`en-US`, `fr-CA`); a multi-country storefront names only the language (`de` on the EU storefront,
 * the German speaker outside Germany), unless an earlier storefront already claims it (`en-HK`).
 */
export function hreflangOf(storefronts: readonly Storefront[], storefront: Storefront, language: LanguageCode): string {
  const claimed = new Set<string>();
  for (const candidate of storefronts) {
    for (const { code } of candidate.languages) {
      const country = candidate.countries[0]?.toUpperCase() ?? "";
      const value = candidate.countries.length > 1 && !claimed.has(code) ? code : `${code}-${country}`;
      if (candidate.countries.length > 1) claimed.add(code);
      if (candidate.id === storefront.id && code === language) return value;
    }
  }
  throw new Error(`Storefront ${storefront.id} has no language ${language}`);
}

export type Alternate = { hreflang: string; href: string };

/** Absolute address of a page on its storefront's production host. */
export function absoluteUrl(storefront: Pick<Storefront, "host">, path: string): string {
  return `https://${storefront.host}${path}`;
}

/** The storefront and language that `x-default` points at when a page exists there. */
export const xDefault = { storefront: "us", language: "en" } as const;

/**
 * Reciprocal hreflang links for a page: every storefront language that builds a page with the same
 * key, plus `x-default` (the US English version, else the first version).
 */
export function alternatesOf(key: string, pages: readonly SitePage[], storefronts: readonly Storefront[]): Alternate[] {
  const byId = new Map(storefronts.map((storefront) => [storefront.id, storefront]));
  const versions = pages.filter((page) => page.key === key);
  const links = versions.flatMap((page) => {
    const storefront = byId.get(page.storefront);
    return storefront
      ? [{ hreflang: hreflangOf(storefronts, storefront, page.language), href: absoluteUrl(storefront, page.path) }]
      : [];
  });
  if (links.length === 0) return [];
  const preferred = versions.findIndex(
    (page) => page.storefront === xDefault.storefront && page.language === xDefault.language,
  );
  const fallback = links[Math.max(preferred, 0)];
  return fallback ? [...links, { hreflang: "x-default", href: fallback.href }] : links;
}
