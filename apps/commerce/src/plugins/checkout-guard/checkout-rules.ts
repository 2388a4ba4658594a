import { storefrontIds, storefrontRegistry } from "@hushling/storefronts";
import { regionalTax } from "../regional-sales-tax/regional-tax-lines.ts";
import { unservedCountryMessage } from "../served-countries/served-country-message.ts";

/** What the rules read of an order: its channel and where it ships. */
export type CheckoutFacts = {
  channelCode: string;
  shippingAddress: { countryCode?: string; province?: string } | undefined;
};

/** Why a request outside every storefront channel cannot buy; the default channel sells nothing. */
export function outsideStorefrontMessage(channelCode: string): string | undefined {
  if (storefrontRegistry.storefronts.some((storefront) => storefront.id === channelCode)) return undefined;
  return `Orders are taken only in a storefront's channel: send the vendure-token header with its id (${storefrontIds.join(", ")})`;
}

/**
 * Every rule an order must pass to be paid for, in the order a shopper would fix them: a storefront
 * channel, a country that storefront serves, and (in the US and Canada) a state or province whose
 * sales tax is known. Run on the way to payment and again when the payment is taken, so an order
 * changed in between is never charged on stale checks. Undefined when the order may be paid.
 */
export function checkoutRefusal({ channelCode, shippingAddress }: CheckoutFacts): string | undefined {
  const outside = outsideStorefrontMessage(channelCode);
  if (outside) return outside;
  const storefront = storefrontRegistry.storefronts.find((candidate) => candidate.id === channelCode);
  const countryCode = shippingAddress?.countryCode;
  if (!countryCode) return "The order has no shipping address: set one with setOrderShippingAddress";
  const unserved = unservedCountryMessage(storefront, countryCode);
  if (unserved) return unserved;
  const tax = regionalTax(countryCode, shippingAddress?.province);
  return tax.kind === "unknown-region" ? tax.message : undefined;
}
