import type { Ga4EcommerceEvent } from "@hushling/analytics";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag manager's data layer: the one place the storefront pushes analytics events (route changes,
 * GA4 e-commerce events, Consent Mode updates). Events pushed before the container loads wait in the
 * array, as tag managers expect; what may be sent on from there is the consent layer's business, not
 * the caller's. The head's inline script (consent-defaults.server.ts) creates the array and pushes the
 * Consent Mode defaults before anything else.
 */
export function pushDataLayer(event: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** A `gtag(...)` command (Consent Mode): tags read these as `arguments` objects, never as plain arrays. */
export function pushGtag(command: readonly unknown[]): void {
  window.dataLayer ??= [];
  (function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the tag manager only reads arguments objects
    window.dataLayer?.push(arguments);
  })(...command);
}

type Analytics = typeof import("./ecommerce-analytics.ts");

/**
 * A GA4 e-commerce event, built by `@hushling/analytics` (loaded on the first event, so its validation
 * never weighs on the first load) and pushed after clearing the previous e-commerce object. An item that
 * cannot be reported truthfully is a bug: it goes to error reporting, and the page carries on.
 */
export function pushEcommerceEvent(build: (analytics: Analytics) => Ga4EcommerceEvent): void {
  import("./ecommerce-analytics.ts")
    .then((analytics) => {
      for (const push of analytics.ecommerceDataLayerPushes(build(analytics))) pushDataLayer(push);
    })
    .catch((error: unknown) => globalThis.reportError?.(error));
}
