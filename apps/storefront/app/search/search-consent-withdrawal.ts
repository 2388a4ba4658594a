import { forgetProtectedItems } from "@hushling/search-client/client-storage";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { searchConsentCategory } from "./search-consent.ts";

/**
 * Consent withdrawn (or never given) while it is required: the protected items an earlier choice let in
 * are deleted from both storages, on whatever page the choice is made (the consent tool, loaded after
 * hydration, calls this; the search page's first load does not carry it).
 */
export function forgetSearchItemsWithoutConsent(categories: readonly string[]): void {
  if (!siteSettings.search.consentRequired || categories.includes(searchConsentCategory)) return;
  try {
    forgetProtectedItems(window.localStorage);
    forgetProtectedItems(window.sessionStorage);
  } catch {
    // Storage itself blocked: nothing was kept.
  }
}
