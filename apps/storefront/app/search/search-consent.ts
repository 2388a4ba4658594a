import { hasConsent, onConsentChange } from "../consent/consent-state.ts";

/**
 * Whether the shopper allowed the search provider's protected items (session id, IP data, recent
 * clicks), read from the consent layer (`consent/consent-state.ts`). They serve "recently viewed" and
 * personalisation, which the consent banner files under functional; with the consent requirement
 * on (SEARCH_CONSENT_REQUIRED, the default) nothing protected is kept until it is granted.
 */
export const searchConsentCategory = "functional";

export function searchConsentGiven(): boolean {
  return hasConsent(searchConsentCategory);
}

/** Called with the new answer whenever the consent layer reports; returns the unsubscribe function. */
export function onSearchConsentChange(listener: (granted: boolean) => void): () => void {
  return onConsentChange((categories) => listener(categories.includes(searchConsentCategory)));
}
