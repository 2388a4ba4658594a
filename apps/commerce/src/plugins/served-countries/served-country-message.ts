import { type Storefront, storefrontRegistry } from "@hushling/storefronts";

/**
 * Why an order cannot go to payment in this storefront, or undefined when it can: each storefront
 * ships only to the countries it serves (plugins/checkout-guard runs this rule).
 */
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
