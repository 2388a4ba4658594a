import { languagePrefix } from "@hushling/storefronts";
import { languageNames } from "../../i18n/language-names.ts";
import { buildContext } from "../build/build-context.server.ts";
import type { PageContext } from "../routing/page-context.server.ts";
import { loadSiteIndex } from "./site-index.server.ts";
import { absoluteUrl, alternatesOf, hreflangOf } from "./site-index.ts";

export type LanguageVersion = { code: string; name: string; href: string; current: boolean };

export type PageSeo = {
  canonical: string;
  ogLocale: string;
  alternates: { hreflang: string; href: string }[];
  /** The same page in the storefront's other languages (their home page when it has no such page). */
  languageVersions: LanguageVersion[];
  noindex: boolean;
};

/** Canonical, hreflang and language-switcher links of the page with `key` (see site-index.ts). */
export async function pageSeo(context: PageContext, key: string): Promise<PageSeo> {
  const { storefront, language, path } = context;
  const { settings, registry } = buildContext();
  const index = await loadSiteIndex(settings);
  const own = index.filter((page) => page.storefront === storefront.id && page.key === key);
  return {
    canonical: absoluteUrl(storefront, own.find((page) => page.language === language)?.path ?? path),
    ogLocale: hreflangOf(registry.storefronts, storefront, language).replace("-", "_"),
    alternates: alternatesOf(key, index, registry.storefronts),
    languageVersions: storefront.languages.map(({ code }) => ({
      code,
      name: languageNames[code],
      href: own.find((page) => page.language === code)?.path ?? `${languagePrefix(storefront, code)}/`,
      current: code === language,
    })),
    noindex: false,
  };
}

/** For pages outside the index (status pages, search, cart): no hreflang, not indexed. */
export function unindexedPageSeo(context: PageContext): PageSeo {
  const { storefront, language, path } = context;
  return {
    canonical: absoluteUrl(storefront, path),
    ogLocale: hreflangOf(buildContext().registry.storefronts, storefront, language).replace("-", "_"),
    alternates: [],
    languageVersions: storefront.languages.map(({ code }) => ({
      code,
      name: languageNames[code],
      href: `${languagePrefix(storefront, code)}/`,
      current: code === language,
    })),
    noindex: true,
  };
}
