import { storefrontIds, storefrontRegistry } from "@hushling/storefronts";
import { variantSku } from "../../catalog/catalog-copy.ts";
import { productSpecs } from "../../catalog/catalog-products.ts";
import { regionalTax } from "../regional-sales-tax/regional-tax-lines.ts";
import { unservedCountryMessage } from "../served-countries/served-country-message.ts";

/** What the rules read of an order: its channel, where it ships and, when loaded, its lines' SKUs. */
export type CheckoutFacts = {
  channelCode: string;
  shippingAddress: { countryCode?: string; province?: string } | undefined;
  lineSkus?: readonly (string | undefined)[];
};

/** The add-ons (gift box, gift card): products no category lists, sold only with what they wrap. */
const addOnSkus = new Set(productSpecs.filter((spec) => spec.category === null).map((spec) => variantSku(spec)));

/** Whether a SKU is an add-on, which is bought only beside something else. */
export const isAddOnSku = (sku: string): boolean => addOnSkus.has(sku);

/** Why an order of nothing but add-ons cannot be bought (a gift box on its own wraps nothing). */
export function addOnsOnlyMessage(lineSkus: readonly (string | undefined)[] | undefined): string | undefined {
  if (!lineSkus?.length || !lineSkus.every((sku) => sku !== undefined && isAddOnSku(sku))) return undefined;
  return "The order holds only gift add-ons (gift box, gift card): add the product they go with, or remove them";
}

/** Why a request outside every storefront channel cannot buy; the default channel sells nothing. */
export function outsideStorefrontMessage(channelCode: string): string | undefined {
  if (storefrontRegistry.storefronts.some((storefront) => storefront.id === channelCode)) return undefined;
  return `Orders are taken only in a storefront's channel: send the vendure-token header with its id (${storefrontIds.join(", ")})`;
}

/**
 * Every rule an order must pass to be paid for, in the order a shopper would fix them: a storefront
 * channel, more than add-ons, a country that storefront serves, and (in the US and Canada) a state or province whose
 * sales tax is known. Run on the way to payment and again when the payment is taken, so an order
 * changed in between is never charged on stale checks. Undefined when the order may be paid.
 */
export function checkoutRefusal({ channelCode, shippingAddress, lineSkus }: CheckoutFacts): string | undefined {
  const outside = outsideStorefrontMessage(channelCode);
  if (outside) return outside;
  const addOnsOnly = addOnsOnlyMessage(lineSkus);
  if (addOnsOnly) return addOnsOnly;
  const storefront = storefrontRegistry.storefronts.find((candidate) => candidate.id === channelCode);
  const countryCode = shippingAddress?.countryCode;
  if (!countryCode) return "The order has no shipping address: set one with setOrderShippingAddress";
  const unserved = unservedCountryMessage(storefront, countryCode);
  if (unserved) return unserved;
  const tax = regionalTax(countryCode, shippingAddress?.province);
  return tax.kind === "unknown-region" ? tax.message : undefined;
}
