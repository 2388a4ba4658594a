/**
 * The one seam between the consent banner and search: whether the shopper allowed the search provider's
 * protected items (session id, IP data, recent clicks). Nothing sets it yet, so with the consent
 * requirement on (SEARCH_CONSENT_REQUIRED, the default) nothing protected is kept. The consent banner
 * calls `setSearchConsent(true)` once the shopper agrees (and on later pages when the saved choice says so).
 */
let granted = false;
const listeners = new Set<(granted: boolean) => void>();

export function searchConsentGiven(): boolean {
  return granted;
}

export function setSearchConsent(next: boolean): void {
  if (next === granted) return;
  granted = next;
  for (const listener of listeners) listener(granted);
}

/** Called with the new state whenever it changes; returns the unsubscribe function. */
export function onSearchConsentChange(listener: (granted: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
