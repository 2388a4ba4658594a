import type { ConsentCategory } from "@hushling/consent";

/**
 * The visitor's consent as the rest of the storefront reads it: a few lines in the first load, no banner
 * code. Until the consent tool has read the stored choice (after hydration), only necessary storage is
 * allowed; features that keep something of their own ask `hasConsent` and listen for changes.
 */

/** Window event fired when the consent tool has read the stored choice, and on every change after. */
export const consentChangeEvent = "hushling:consent-change";

export type ConsentChangeDetail = { categories: readonly ConsentCategory[] };

let granted: readonly ConsentCategory[] = ["necessary"];
let known = false;

/** Whether the visitor allows storage of this category now (necessary: always). */
export function hasConsent(category: ConsentCategory): boolean {
  return category === "necessary" || granted.includes(category);
}

/** False until the consent tool has loaded and read the visitor's choice (or found none). */
export function isConsentKnown(): boolean {
  return known;
}

/** Calls `listener` with the granted categories each time they are read or change; returns the unsubscribe. */
export function onConsentChange(listener: (categories: readonly ConsentCategory[]) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChangeDetail>).detail.categories);
  window.addEventListener(consentChangeEvent, handle);
  return () => window.removeEventListener(consentChangeEvent, handle);
}

/** The consent tool's report (consent-runtime.tsx); nothing else calls this. */
export function announceConsent(categories: readonly ConsentCategory[]): void {
  granted = [...categories];
  known = true;
  window.dispatchEvent(
    new CustomEvent<ConsentChangeDetail>(consentChangeEvent, { detail: { categories: [...categories] } }),
  );
}
