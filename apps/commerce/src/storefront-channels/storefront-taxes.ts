import type { StorefrontId } from "@hushling/storefronts";

export type StorefrontTax = {
  /** Standard rate in percent applied to the brand's goods in the storefront's tax zone. */
  standardRate: number;
  /** Whether shelf prices already include the tax, as local custom expects. */
  pricesIncludeTax: boolean;
};

/**
 * Local custom: VAT/GST-inclusive shelf prices in the EU, GB, SE, AU, JP and KR; US and CA show prices
 * before sales tax; HK has no sales tax. US sales tax depends on the ship-to state, which a tax service
 * computes in production; the seed keeps it at 0 % rather than invent one national rate.
 * The eu storefront serves 18 countries through one zone, so it carries one representative rate.
 */
export const storefrontTaxes: Record<StorefrontId, StorefrontTax> = {
  us: { standardRate: 0, pricesIncludeTax: false },
  ca: { standardRate: 5, pricesIncludeTax: false },
  gb: { standardRate: 20, pricesIncludeTax: true },
  eu: { standardRate: 21, pricesIncludeTax: true },
  se: { standardRate: 25, pricesIncludeTax: true },
  de: { standardRate: 19, pricesIncludeTax: true },
  fr: { standardRate: 20, pricesIncludeTax: true },
  es: { standardRate: 21, pricesIncludeTax: true },
  it: { standardRate: 22, pricesIncludeTax: true },
  nl: { standardRate: 21, pricesIncludeTax: true },
  au: { standardRate: 10, pricesIncludeTax: true },
  hk: { standardRate: 0, pricesIncludeTax: true },
  kr: { standardRate: 10, pricesIncludeTax: true },
  jp: { standardRate: 10, pricesIncludeTax: true },
};
