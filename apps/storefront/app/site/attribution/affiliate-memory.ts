import { type AffiliateIds, affiliateIdsFromQuery, parseAffiliateIds } from "@hushling/shop-api/order-attribution";

/**
 * The affiliate click ids of this visit, in sessionStorage under `hushling.affiliate-ids` (a visit
 * ends with the tab). Consent category: marketing (it exists to credit an affiliate network with the
 * sale), so the consent layer may clear or block it; the shop works without it.
 */
export const affiliateStorageKey = "hushling.affiliate-ids";

export function rememberedAffiliateIds(): AffiliateIds {
  try {
    return parseAffiliateIds(sessionStorage.getItem(affiliateStorageKey));
  } catch {
    return {}; // storage blocked: no attribution, nothing else changes
  }
}

/**
 * The landing URL's ids joined with those remembered (a new click replaces the old id of its
 * network), remembered again when the URL brought any.
 */
export function takeAffiliateIds(search: string): AffiliateIds {
  const landed = affiliateIdsFromQuery(search);
  const ids = { ...rememberedAffiliateIds(), ...landed };
  if (Object.keys(landed).length > 0) {
    try {
      sessionStorage.setItem(affiliateStorageKey, JSON.stringify(ids));
    } catch {
      // storage blocked: the ids live in the site state for this page only
    }
  }
  return ids;
}
