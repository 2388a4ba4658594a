import { isCountryCode } from "./country-codes.ts";

/**
 * The `country` cookie: the visitor's site country, an upper-case ISO alpha-2 code. Strictly
 * necessary (it decides prices, taxes and where we ship), so it needs no consent; the consent tool's
 * cookie registry takes its category from here.
 */
export const countryCookie = {
  name: "country",
  maxAgeDays: 365,
  path: "/",
  sameSite: "Lax",
  consentCategory: "necessary",
} as const;

export type SiteCountryInput = {
  /** The store's countries, upper case (the site state's `allowedCountries`). */
  allowedCountries: readonly string[];
  /** A preview build or a page-speed audit bot: show the store's first country, read nothing. */
  auditContext: boolean;
  /** The `country` query parameter, as given. */
  queryCountry: string | null | undefined;
  /** The `country` cookie, as given. */
  cookieCountry: string | null | undefined;
};

export type SiteCountry = {
  /** Upper-case code, or undefined when no rule gives a country the store sells to. */
  country: string | undefined;
  source: "audit" | "query" | "cookie" | "none";
  /** The cookie held something that is not an allowed country: delete it. */
  deleteCookie: boolean;
};

const usable = (code: string, allowed: readonly string[]) => allowed.includes(code) && isCountryCode(code);

/**
 * The visitor's site country: in a preview or audit, the store's first country; else `?country=`,
 * else the `country` cookie, each upper-cased and used only when the store sells there and the code
 * is a known ISO code. A cookie that fails that check is to be deleted; the result is then no country.
 */
export function resolveSiteCountry(input: SiteCountryInput): SiteCountry {
  const { allowedCountries } = input;
  if (input.auditContext) {
    const first = allowedCountries[0];
    return first !== undefined && isCountryCode(first)
      ? { country: first, source: "audit", deleteCookie: false }
      : { country: undefined, source: "none", deleteCookie: false };
  }
  const query = input.queryCountry?.toUpperCase();
  if (query && usable(query, allowedCountries)) return { country: query, source: "query", deleteCookie: false };
  const cookie = input.cookieCountry?.toUpperCase();
  if (cookie && usable(cookie, allowedCountries)) return { country: cookie, source: "cookie", deleteCookie: false };
  return { country: undefined, source: "none", deleteCookie: input.cookieCountry != null };
}

/** Page-speed audit bots (Lighthouse, PageSpeed Insights) by their user agent. */
export function isPageSpeedAudit(userAgent: string): boolean {
  return /Chrome-Lighthouse|Google Page Speed Insights|PTST\//i.test(userAgent);
}
