import type { StorefrontDirectory } from "../build/site-settings.ts";
import { storefrontName } from "../build/storefront-name.ts";

export type CountryOption = {
  code: string;
  name: string;
  /** Set when another storefront serves the country: where to send the visitor. */
  elsewhere?: { storefront: string; home: string };
};

/**
 * The countries a visitor can pick, named in the page's language: this storefront's own first, then
 * every country another storefront serves (with that storefront's name in the language), each group in
 * the language's alphabetical order.
 */
export function countryOptions(storefront: string, storefronts: StorefrontDirectory, locale: string) {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  const byName = (a: CountryOption, b: CountryOption) => collator.compare(a.name, b.name);
  const own: CountryOption[] = [];
  const elsewhere: CountryOption[] = [];
  for (const each of storefronts) {
    for (const code of each.countries) {
      const name = names.of(code) ?? code;
      if (each.id === storefront) own.push({ code, name });
      else elsewhere.push({ code, name, elsewhere: { storefront: storefrontName(each.id, locale), home: each.home } });
    }
  }
  return { own: own.sort(byName), elsewhere: elsewhere.sort(byName) };
}
