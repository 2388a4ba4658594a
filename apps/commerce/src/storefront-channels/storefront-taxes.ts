import type { StorefrontId } from "@hushling/storefronts";

export type StorefrontTax = {
  /** Standard rate in percent applied to the brand's goods in the storefront's tax zone. */
  standardRate: number;
  /** Whether shelf prices already include the tax, as local custom expects. */
  pricesIncludeTax: boolean;
};

/**
 * Local custom: VAT/GST-inclusive shelf prices in the EU, GB, SE, AU, JP and KR; US and CA show prices
 * before sales tax; HK has no sales tax. US and CA tax depends on the ship-to state or province: the
 * zone rate here (US 0 %, CA's federal GST 5 %) only stands until the address names one; then
 * plugins/regional-sales-tax replaces it on the goods with that region's taxes. Shipping keeps the zone
 * rate: whether delivery is taxed differs by state and province, which only a tax service knows.
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
