import { createStorefrontRegistry, languagePrefix, type Storefront } from "@hushling/storefronts";
import type { BuildSettings } from "./build-settings.ts";
import { loadSiteIndex } from "../seo/site-index.server.ts";

/** The status pages, prerendered once in the default language and copied to 404.html and 500.html. */
export const statusPagePaths = ["/404/", "/500/"] as const;

/**
 * Each other language's not-found page (`/de/404/`, copied to `/de/404.html`), which hosts serve for
 * unknown addresses under that language's folder: header, footer and `<html lang>` in its language.
 */
export const languageNotFoundPaths = (storefront: Storefront): string[] =>
  storefront.languages
    .map(({ code }) => languagePrefix(storefront, code))
    .filter((prefix) => prefix !== "")
    .map((prefix) => `${prefix}/404/`);

/** Every page the storefront's build writes: its part of the site index, shells, status pages and SEO files. */
export async function prerenderPaths(settings: BuildSettings): Promise<string[]> {
  const storefront = createStorefrontRegistry(settings.hosts).byId(settings.storefront);
  const index = await loadSiteIndex(settings);
  const shells = storefront.languages.flatMap(({ code }) => [
    `${languagePrefix(storefront, code)}/search/`,
    `${languagePrefix(storefront, code)}/cart/`,
    `${languagePrefix(storefront, code)}/checkout/`,
    `${languagePrefix(storefront, code)}/order/`,
  ]);
  return [
    ...index.filter((page) => page.storefront === storefront.id).map((page) => page.path),
    ...shells,
    ...statusPagePaths,
    ...languageNotFoundPaths(storefront),
    "/sitemap.xml",
    "/robots.txt",
  ];
}
