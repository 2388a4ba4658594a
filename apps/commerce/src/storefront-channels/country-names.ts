import type { LanguageCode as StorefrontLanguageCode } from "@hushling/storefronts";
import type { LanguageCode } from "@vendure/core";
import { vendureLanguage } from "../vendure-codes.ts";

/**
 * A country's name in each language, from the CLDR data Node ships with (nothing to download), so that
 * an address in an order or its confirmation email reads "Deutschland" to a German shopper.
 */
export function countryNameTranslations(
  code: string,
  languages: readonly StorefrontLanguageCode[],
): { languageCode: LanguageCode; name: string }[] {
  const region = code.toUpperCase();
  return languages.map((language) => ({
    languageCode: vendureLanguage(language),
    name: new Intl.DisplayNames([language], { type: "region" }).of(region) ?? region,
  }));
}
