import { tagManagerScript } from "@hushling/analytics";
import { isCountryCode } from "@hushling/countries/codes";
import { createStorefrontRegistry, defaultLanguage, languagePrefix } from "@hushling/storefronts";
import { countryOptions } from "../country/country-options.ts";
import type { BuildSettings } from "./build-settings.ts";

/**
 * The part of the build settings the browser runs on, compiled into the client code by vite.config.ts
 * (`siteSettings` of compiled-site-settings.ts): plain data, so the browser carries neither zod nor the
 * storefront table. Country codes are upper case, as the country cookie and `?country=` hold them.
 */
export function siteSettingsOf(settings: BuildSettings) {
  const registry = createStorefrontRegistry(settings.hosts);
  const storefront = registry.byId(settings.storefront);
  return {
    storefront: storefront.id,
    buildHash: settings.buildHash,
    defaultLanguage: defaultLanguage(storefront).code,
    languages: storefront.languages.map(({ code, locale }) => ({
      code,
      locale,
      prefix: languagePrefix(storefront, code),
    })),
    /** The store settings the site state starts from: the countries this storefront sells to. */
    store: { countries: storefront.countries.map((code) => ({ code: code.toUpperCase() })) },
    /** The store's countries checked against the country reference here, so the browser need not ship it. */
    knownCountries: storefront.countries.map((code) => code.toUpperCase()).filter(isCountryCode),
    /** This storefront's production address, without a trailing slash. */
    siteUrl: `https://${storefront.host}`,
    /** The Shop API the cart calls; the storefront id is its channel token. */
    shopApiUrl: settings.shopApiUrl,
    /** The search service's endpoints, API key prefix and consent rule. */
    search: settings.search,
  };
}

export type SiteSettings = ReturnType<typeof siteSettingsOf>;

/**
 * Every storefront's home and countries, so a visitor from elsewhere is offered the right one. Homes
 * follow the same origin setting as the short links: the local stack's storefronts under `npm start`.
 */
export function storefrontDirectoryOf(settings: BuildSettings) {
  const registry = createStorefrontRegistry(settings.hosts, settings.linkOrigins);
  return registry.storefronts.map((each) => ({
    id: each.id,
    home: `${registry.originOf(each.id)}/`,
    countries: each.countries.map((code) => code.toUpperCase()),
  }));
}

export type StorefrontDirectory = ReturnType<typeof storefrontDirectoryOf>;

/**
 * The country selector's choices in each of the storefront's locales, named and ordered here: the
 * browser's country names can differ from the build's (Chromium says "Hong Kong" where Node says "Hong
 * Kong SAR China"), and the prerendered selector must hydrate as it was built. Compiled in separately
 * (`countryOptionsByLocale`), as only the country selector, loaded later, needs them.
 */
export function countryOptionsOf(settings: BuildSettings) {
  const storefront = createStorefrontRegistry(settings.hosts).byId(settings.storefront);
  const directory = storefrontDirectoryOf(settings);
  return Object.fromEntries(
    storefront.languages.map(({ locale }) => [locale, countryOptions(storefront.id, directory, locale)]),
  );
}

export type CountryOptionsByLocale = ReturnType<typeof countryOptionsOf>;

/**
 * What the consent tool and error reporting (both loaded after hydration) need: the tag manager's
 * container script, the third-party script slots and the error-reporting settings (a public DSN and
 * rates). Compiled in separately (`thirdPartySettings`), so the first load carries none of it.
 */
export function thirdPartySettingsOf(settings: BuildSettings) {
  return {
    tagManagerScript: tagManagerScript(settings.tagManager) ?? null,
    scripts: settings.thirdPartyScripts,
    errorReporting: settings.errorReporting,
  };
}

export type ThirdPartySettings = ReturnType<typeof thirdPartySettingsOf>;

// vite.config.ts loads the settings through this one module.
export { readBuildSettings } from "./build-settings.ts";
