import type { AffiliateIds } from "@hushling/shop-api/order-attribution";
import type { SiteAction } from "@hushling/site-state";

/**
 * The affiliate ids the cart sets on the order, as the site state holds them (awinId, cjEventId), for
 * code outside React (cart-session.ts). Kept in memory only: what outlives the page is the consent
 * layer's marketing cookies (consent/affiliate-click-ids.ts), written only with marketing consent.
 */
let remembered: AffiliateIds = {};

/** Follows a site-state action that sets an affiliate id; other actions change nothing. */
export function followAffiliateAction(action: SiteAction): void {
  if (action.type === "setAwinId") remembered = { ...remembered, awinId: action.id };
  else if (action.type === "setCjEventId") remembered = { ...remembered, cjEventId: action.id };
}

export function rememberedAffiliateIds(): AffiliateIds {
  return remembered;
}
