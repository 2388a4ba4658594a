/**
 * One page of each storefront template in a built storefront language, found through the build's
 * sitemap (canonical pages only, never the English-slug redirect pages), so tests and the bench
 * follow whatever the catalog and content hold.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type LanguageCode, languagePrefix, type Storefront, storefrontLanguage } from "@hushling/storefronts";

export type Template =
  | "home"
  | "category"
  | "product"
  | "bundle"
  | "content page"
  | "stores"
  | "search"
  | "cart"
  | "checkout"
  | "not found"
  | "server error";

/** Canonical page paths of a storefront build, from its sitemap (production host stripped). */
export function sitemapPaths(buildRoot: string, storefront: Pick<Storefront, "id">): string[] {
  const xml = readFileSync(path.join(buildRoot, storefront.id, "client", "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
}

/** A route template (`/products/{category}/`) as a pattern matching its pages under `prefix`. */
export function templatePattern(prefix: string, template: string): RegExp {
  const body = template.replace(/\{\w+\}/g, "[^/]+").replace(/\//g, "\\/");
  return new RegExp(`^${prefix}${body}$`);
}

/**
 * Path of one page per template in `language` (the status pages exist once per storefront, in its
 * default language). Fails naming the template when the sitemap has no page for it.
 */
export function templatePages(buildRoot: string, storefront: Storefront, code: LanguageCode): [Template, string][] {
  const language = storefrontLanguage(storefront, code);
  if (!language) throw new Error(`${storefront.id} has no language ${code}`);
  const prefix = languagePrefix(storefront, code);
  const paths = sitemapPaths(buildRoot, storefront);
  const first = (route: "category" | "page") => {
    const pattern = templatePattern(prefix, language.routes[route]);
    const found = paths.find((candidate) => pattern.test(candidate));
    if (!found) throw new Error(`the ${storefront.id} sitemap lists no ${route} page in ${code}`);
    return found;
  };
  const productPattern = templatePattern(prefix, language.routes.product);
  const productPaths = paths.filter((candidate) => productPattern.test(candidate));
  // Bundles share the product address; the built page marks the bundle section (catalog/bundle-details.tsx).
  const isBundle = (pagePath: string) =>
    readFileSync(path.join(buildRoot, storefront.id, "client", pageFile(pagePath)), "utf8").includes("data-bundle=");
  const bundle = productPaths.find(isBundle);
  if (!bundle) throw new Error(`the ${storefront.id} sitemap lists no bundle page in ${code}`);
  const product = productPaths.find((candidate) => !isBundle(candidate));
  if (!product) throw new Error(`the ${storefront.id} sitemap lists no product page in ${code}`);
  const pages: [Template, string][] = [
    ["home", `${prefix}/`],
    ["category", first("category")],
    ["product", product],
    ["bundle", bundle],
    ["content page", first("page")],
    ["stores", `${prefix}/stores/`],
    ["search", `${prefix}/search/`],
    ["cart", `${prefix}/cart/`],
    ["checkout", `${prefix}/checkout/`],
  ];
  return prefix ? pages : [...pages, ["not found", "/404/"], ["server error", "/500/"]];
}

/** The file a static host serves for a page path (`/a/b/` and `/a/b` are both the folder's index). */
export const pageFile = (pagePath: string) =>
  pagePath.endsWith(".html") ? pagePath : `${pagePath.replace(/\/$/, "")}/index.html`;
