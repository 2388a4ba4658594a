import { localShelfPrice } from "@hushling/catalog";
import type { LanguageCode } from "@hushling/storefronts";

type Translated = Readonly<Record<LanguageCode, string>>;

export type ShippingRate = { kind: "standard" | "express"; name: Translated; usdCents: number };

/** Two ways to ship in every storefront; the local rate derives from the US rate like shelf prices do. */
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

/** The rate in a storefront currency, in hundredths of the unit. */
export function localShippingRate(rate: ShippingRate, currency: string): number {
  return localShelfPrice(rate.usdCents, currency);
}
