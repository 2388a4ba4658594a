import type { LanguageCode } from "@hushling/storefronts";
import { localShelfPrice } from "./local-price.ts";

type Translated = Readonly<Record<LanguageCode, string>>;

export type ShippingRate = { kind: "standard" | "express"; name: Translated; usdCents: number };

/**
 * Two ways to ship in every storefront; the local rate derives from the US rate like shelf prices do.
 * Commerce seeds its shipping methods from this table and the storefront states the same amounts in
 * its notice bar and delivery note, so a banner can never promise what checkout does not charge.
 * There is no free-delivery threshold: every order pays the chosen method's rate.
 */
export const shippingRates: readonly ShippingRate[] = [
  {
    kind: "standard",
    usdCents: 995,
    name: {
      en: "Standard delivery",
      fr: "Livraison standard",
      de: "Standardversand",
      nl: "Standaardbezorging",
      sv: "Standardleverans",
      es: "Envío estándar",
      it: "Spedizione standard",
      "zh-Hant": "標準配送",
      ko: "일반 배송",
      ja: "通常配送",
    },
  },
  {
    kind: "express",
    usdCents: 2495,
    name: {
      en: "Express delivery",
      fr: "Livraison express",
      de: "Expressversand",
      nl: "Expresbezorging",
      sv: "Expressleverans",
      es: "Envío exprés",
      it: "Spedizione espressa",
      "zh-Hant": "快速配送",
      ko: "특급 배송",
      ja: "お急ぎ便",
    },
  },
];

/**
 * The rate in a storefront currency, in hundredths of the unit. Commerce charges it with tax where the
 * storefront's prices include tax and before tax elsewhere: the same basis as the shelf prices.
 */
export function localShippingRate(rate: ShippingRate, currency: string): number {
  return localShelfPrice(rate.usdCents, currency);
}

/** What each way of shipping costs in a currency: the amounts a delivery promise may state. */
export function deliveryPrices(currency: string): Record<ShippingRate["kind"], number> {
  const prices = { standard: 0, express: 0 };
  for (const rate of shippingRates) prices[rate.kind] = localShippingRate(rate, currency);
  return prices;
}
