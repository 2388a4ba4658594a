import type { RegisteredCookieInput } from "@hushling/consent";
import { type AffiliateIds, affiliateIdsFromQuery, isAffiliateId } from "@hushling/shop-api/order-attribution";
import type { SiteAction } from "@hushling/site-state";

/**
 * The affiliate networks' click identifiers a landing address carries (`?awc=` Awin, `?cjevent=` CJ),
 * with the rules commerce applies to the order's fields (`@hushling/shop-api/order-attribution`). They
 * are kept for the order in marketing cookies: written only once marketing is granted (the registry
 * holds the value until then), deleted when it is withdrawn.
 */
const clickIds = [
  { field: "awinId", cookie: "hushling_awc", action: (id: string): SiteAction => ({ type: "setAwinId", id }) },
  {
    field: "cjEventId",
    cookie: "hushling_cjevent",
    action: (id: string): SiteAction => ({ type: "setCjEventId", id }),
  },
] as const satisfies readonly { field: keyof AffiliateIds; cookie: string; action: (id: string) => SiteAction }[];

// The networks attribute a sale to a click for 30 days.
export const affiliateCookies: RegisteredCookieInput[] = clickIds.map(({ cookie }) => ({
  name: cookie,
  category: "marketing",
  maxAgeDays: 30,
}));

/** The click ids in a landing address's query, with the cookie and site-state action of each. */
export function affiliateClickIds(search: string): { cookie: string; value: string; action: SiteAction }[] {
  const ids = affiliateIdsFromQuery(search);
  return clickIds.flatMap(({ field, cookie, action }) => {
    const value = ids[field];
    return value ? [{ cookie, value, action: action(value) }] : [];
  });
}

/** The ids remembered from an earlier landing, as site-state actions (read only while marketing is granted). */
export function rememberedClickIds(read: (cookie: string) => string | undefined): SiteAction[] {
  return clickIds.flatMap(({ cookie, action }) => {
    const value = read(cookie);
    return isAffiliateId(value) ? [action(value)] : [];
  });
}
