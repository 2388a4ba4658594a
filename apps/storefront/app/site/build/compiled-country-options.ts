import type { CountryOptionsByLocale } from "./site-settings.ts";

declare const __HUSHLING_COUNTRY_OPTIONS__: CountryOptionsByLocale;

/**
 * The country selector's choices per locale, named at build time, compiled in by vite.config.ts. Import
 * it only from code that loads after the first interaction (the country selector): it is not part of
 * any page's first load.
 */
export const countryOptionsByLocale: CountryOptionsByLocale = __HUSHLING_COUNTRY_OPTIONS__;
