import type { StorefrontDirectory } from "./site-settings.ts";

declare const __HUSHLING_STOREFRONT_DIRECTORY__: StorefrontDirectory;

/**
 * Every storefront's home and countries, compiled in by vite.config.ts. Import it only from code that
 * loads after the first interaction (the country selector): it is not part of any page's first load.
 */
export const storefrontDirectory: StorefrontDirectory = __HUSHLING_STOREFRONT_DIRECTORY__;
