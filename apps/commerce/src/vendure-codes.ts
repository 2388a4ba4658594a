import type { LanguageCode as StorefrontLanguageCode } from "@hushling/storefronts";
import { CurrencyCode, LanguageCode } from "@vendure/core";

/** Vendure spells BCP 47 script subtags with an underscore (zh-Hant -> zh_Hant). */
export function vendureLanguage(code: StorefrontLanguageCode): LanguageCode {
  const candidate = code.replace("-", "_");
  const known = Object.values(LanguageCode) as string[];
  if (!known.includes(candidate)) throw new Error(`Vendure has no language code for "${code}"`);
  return candidate as LanguageCode;
}

export function vendureCurrency(code: string): CurrencyCode {
  const known = Object.values(CurrencyCode) as string[];
  if (!known.includes(code)) throw new Error(`Vendure has no currency code "${code}"`);
  return code as CurrencyCode;
}
