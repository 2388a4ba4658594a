import type { LanguageCode, RouteTemplates, StorefrontId } from "./storefront-schema.ts";

/** Localised first path segments of the storefront addresses; a language not listed uses the English words. */
const productSegment: Partial<Record<LanguageCode, string>> = {
  sv: "produkter",
  fr: "produits",
  es: "productos",
  it: "prodotti",
  nl: "producten",
};
const pageSegment: Partial<Record<LanguageCode, string>> = { es: "paginas" };

export function defaultRoutes(language: LanguageCode): RouteTemplates {
  const products = productSegment[language] ?? "products";
  return {
    product: `/${products}/{category}/{product}/`,
    category: `/${products}/{category}/`,
    page: `/${pageSegment[language] ?? "pages"}/{slug}/`,
  };
}

type LanguageInput = { code: LanguageCode; locale: string; routes?: Partial<RouteTemplates> };
type StorefrontInput = {
  id: StorefrontId;
  name: string;
  currency: string;
  languages: LanguageInput[];
  countries: string[];
};

/** ARCHITECTURE.md's storefront table. Hosts are configuration and are added by the registry. */
export const storefrontTable: StorefrontInput[] = [
  { id: "us", name: "United States", currency: "USD", languages: [{ code: "en", locale: "en-US" }], countries: ["us"] },
  {
    id: "ca",
    name: "Canada",
    currency: "CAD",
    languages: [
      { code: "en", locale: "en-CA" },
      { code: "fr", locale: "fr-CA" },
    ],
    countries: ["ca"],
  },
  {
    id: "gb",
    name: "United Kingdom",
    currency: "GBP",
    languages: [{ code: "en", locale: "en-GB" }],
    countries: ["gb"],
  },
  {
    id: "eu",
    name: "Europe",
    currency: "EUR",
    languages: [
      { code: "en", locale: "en-IE" },
      { code: "de", locale: "de-AT" },
      { code: "fr", locale: "fr-BE" },
      { code: "nl", locale: "nl-BE" },
    ],
    countries: [
      "at",
      "be",
      "hr",
      "cz",
      "dk",
      "ee",
      "fi",
      "hu",
      "ie",
      "lv",
      "lt",
      "lu",
      "pl",
      "pt",
      "sk",
      "si",
      "cy",
      "gr",
    ],
  },
  { id: "se", name: "Sverige", currency: "SEK", languages: [{ code: "sv", locale: "sv-SE" }], countries: ["se"] },
  { id: "de", name: "Deutschland", currency: "EUR", languages: [{ code: "de", locale: "de-DE" }], countries: ["de"] },
  { id: "fr", name: "France", currency: "EUR", languages: [{ code: "fr", locale: "fr-FR" }], countries: ["fr"] },
  { id: "es", name: "España", currency: "EUR", languages: [{ code: "es", locale: "es-ES" }], countries: ["es"] },
  { id: "it", name: "Italia", currency: "EUR", languages: [{ code: "it", locale: "it-IT" }], countries: ["it"] },
  { id: "nl", name: "Nederland", currency: "EUR", languages: [{ code: "nl", locale: "nl-NL" }], countries: ["nl"] },
  { id: "au", name: "Australia", currency: "AUD", languages: [{ code: "en", locale: "en-AU" }], countries: ["au"] },
  {
    id: "hk",
    name: "香港",
    currency: "HKD",
    languages: [
      { code: "zh-Hant", locale: "zh-Hant-HK" },
      { code: "en", locale: "en-HK" },
    ],
    countries: ["hk", "tw", "cn"],
  },
  {
    id: "kr",
    name: "대한민국",
    currency: "KRW",
    languages: [{ code: "ko", locale: "ko-KR", routes: { product: "/product/{product}/" } }],
    countries: ["kr"],
  },
  {
    id: "jp",
    name: "日本",
    currency: "JPY",
    languages: [{ code: "ja", locale: "ja-JP", routes: { category: "/product-category/{category}/" } }],
    countries: ["jp"],
  },
];

/** Fictional production hosts; deployments override them (see `createStorefrontRegistry`). */
export const defaultHosts: Record<StorefrontId, string> = {
  us: "www.hushling.example",
  ca: "ca.hushling.example",
  gb: "uk.hushling.example",
  eu: "eu.hushling.example",
  se: "se.hushling.example",
  de: "de.hushling.example",
  fr: "fr.hushling.example",
  es: "es.hushling.example",
  it: "it.hushling.example",
  nl: "nl.hushling.example",
  au: "au.hushling.example",
  hk: "hk.hushling.example",
  kr: "kr.hushling.example",
  jp: "jp.hushling.example",
};
