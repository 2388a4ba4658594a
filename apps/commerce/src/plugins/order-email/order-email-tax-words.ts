import type { LanguageCode } from "@hushling/storefronts";

/**
 * The confirmation's words for tax, beside order-email-words.ts: `tax` heads the row where tax is added
 * to pre-tax prices, `taxIncluded` the row naming the tax already in a tax-inclusive total.
 */
export const orderEmailTaxWords: Record<LanguageCode, { tax: string; taxIncluded: string }> = {
  en: { tax: "Tax", taxIncluded: "Of which tax" },
  de: { tax: "Steuern", taxIncluded: "Darin enthaltene MwSt." },
  fr: { tax: "Taxes", taxIncluded: "Dont TVA" },
  nl: { tax: "Belasting", taxIncluded: "Waarvan btw" },
  sv: { tax: "Skatt", taxIncluded: "Varav moms" },
  es: { tax: "Impuestos", taxIncluded: "IVA incluido" },
  it: { tax: "Tasse", taxIncluded: "Di cui IVA" },
  "zh-Hant": { tax: "稅金", taxIncluded: "其中稅金" },
  ko: { tax: "세금", taxIncluded: "포함된 부가세" },
  ja: { tax: "税", taxIncluded: "うち消費税" },
};
