import type { ThirdPartySettings } from "./site-settings.ts";

declare const __HUSHLING_THIRD_PARTY_SETTINGS__: ThirdPartySettings;

/** The tag manager, third-party scripts and error reporting of this build (site-settings.ts), compiled in by vite.config.ts. */
export const thirdPartySettings: ThirdPartySettings = __HUSHLING_THIRD_PARTY_SETTINGS__;
