import type { RegisteredCookieInput } from "@hushling/consent";
import type { SiteAction } from "@hushling/site-state";

/**
 * The affiliate networks' click identifiers a landing address carries (`?awc=` Awin, `?cjevent=` CJ),
 * kept for the order in marketing cookies: written only once marketing is granted (the registry holds
 * the value until then), deleted when it is withdrawn.
 */
const clickIds = [
  { parameter: "awc", cookie: "hushling_awc", action: (id: string): SiteAction => ({ type: "setAwinId", id }) },
  {
    parameter: "cjevent",
    cookie: "hushling_cjevent",
    action: (id: string): SiteAction => ({ type: "setCjEventId", id }),
  },
] as const;

// The networks attribute a sale to a click for 30 days.
export const affiliateCookies: RegisteredCookieInput[] = clickIds.map(({ cookie }) => ({
  name: cookie,
  category: "marketing",
  maxAgeDays: 30,
}));

const clickIdPattern = /^[\w.~-]{1,128}$/;

/** The click ids in a landing address's query, with the cookie and site-state action of each. */
export function affiliateClickIds(search: string): { cookie: string; value: string; action: SiteAction }[] {
  const query = new URLSearchParams(search);
  return clickIds.flatMap(({ parameter, cookie, action }) => {
    const value = query.get(parameter)?.trim();
    return value && clickIdPattern.test(value) ? [{ cookie, value, action: action(value) }] : [];
  });
}

/** The ids remembered from an earlier landing, as site-state actions (read only while marketing is granted). */
export function rememberedClickIds(read: (cookie: string) => string | undefined): SiteAction[] {
  return clickIds.flatMap(({ cookie, action }) => {
    const value = read(cookie);
    return value && clickIdPattern.test(value) ? [action(value)] : [];
  });
}
