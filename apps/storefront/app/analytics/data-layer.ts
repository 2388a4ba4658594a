declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag manager's data layer: the one place the storefront pushes analytics events (route changes,
 * GA4 e-commerce events). Events pushed before the container loads wait in the array, as tag managers
 * expect; what may be sent on from there is the consent layer's business, not the caller's.
 */
export function pushDataLayer(event: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
