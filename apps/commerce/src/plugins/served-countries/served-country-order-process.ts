import { type Storefront, storefrontRegistry } from "@hushling/storefronts";
import type { OrderProcess, OrderState } from "@vendure/core";

/** Why an order cannot go to payment in this storefront, or undefined when it can. */
export function unservedCountryMessage(
  storefront: Storefront | undefined,
  countryCode: string | undefined,
): string | undefined {
  if (!storefront || !countryCode) return undefined;
  const country = countryCode.toLowerCase();
  if (storefront.countries.includes(country)) return undefined;
  const serving = storefrontRegistry.forCountry(country);
  const hint = serving ? `; the ${serving.name} shop (${serving.id}) serves it` : "; no Hushling shop serves it yet";
  return `The ${storefront.name} shop (${storefront.id}) does not deliver to ${country.toUpperCase()}${hint}`;
}

/**
 * Each storefront ships only to the countries it serves (ARCHITECTURE.md's table): checkout stops
 * before payment with a clear message, and nothing is charged or allocated.
 */
export const servedCountryOrderProcess: OrderProcess<OrderState> = {
  onTransitionStart: (_fromState, toState, { ctx, order }) => {
    if (toState !== "ArrangingPayment") return undefined;
    const storefront = storefrontRegistry.storefronts.find((candidate) => candidate.id === ctx.channel.code);
    return unservedCountryMessage(storefront, order.shippingAddress?.countryCode);
  },
};
