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
  const first = (route: "product" | "category" | "page") => {
    const pattern = templatePattern(prefix, language.routes[route]);
    const found = paths.find((candidate) => pattern.test(candidate));
    if (!found) throw new Error(`the ${storefront.id} sitemap lists no ${route} page in ${code}`);
    return found;
  };
  const pages: [Template, string][] = [
    ["home", `${prefix}/`],
    ["category", first("category")],
    ["product", first("product")],
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
