import type { SiteSettings } from "./site-settings.ts";

declare const __HUSHLING_SITE_SETTINGS__: SiteSettings;

/** This build's site settings (site-settings.ts), compiled in by vite.config.ts. */
export const siteSettings: SiteSettings = __HUSHLING_SITE_SETTINGS__;
