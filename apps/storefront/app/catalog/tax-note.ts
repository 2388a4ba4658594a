import type { TFunction } from "../i18n/translator.ts";

/**
 * What a price says about tax, in the page's language: "incl. VAT" ("inkl. MwSt.", "税込") where the
 * storefront's prices include tax, "plus tax" where tax is added at checkout (us, ca). Whether prices
 * include tax is the channel's rule, read from the catalog export (`pricesIncludeTax`), never a list
 * of our own. A storefront may name its tax differently in a language (`prices.storefronts.au`).
 */
export function taxNote(t: TFunction, storefrontId: string, pricesIncludeTax: boolean): string {
  const key = pricesIncludeTax ? "taxIncluded" : "taxExcluded";
  const own = `prices.storefronts.${storefrontId}.${key}`;
  const text = t(own);
  return text === own ? t(`prices.${key}`) : text;
}
