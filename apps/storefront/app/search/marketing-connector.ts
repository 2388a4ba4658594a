import type { ConnectorInfo } from "@hushling/search-client";
import { draftEmailAddress } from "../checkout/checkout-draft-key.ts";
import { hasConsent } from "../consent/consent-state.ts";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { profileIdFromCookie } from "./marketing-profile.ts";

/**
 * The e-mail-marketing profile the visitor session carries: only with the shopper's marketing consent,
 * from the provider's visitor cookie, else the e-mail address given at checkout. Asked on every session
 * call, so a consent given or withdrawn reaches the search service with the next search or click.
 */
export function marketingProfile(): ConnectorInfo | undefined {
  if (!hasConsent("marketing")) return undefined;
  const { connectorType, cookie } = siteSettings.search.emailMarketing;
  const exchangeId = profileIdFromCookie(document.cookie, cookie) ?? draftEmailAddress();
  return exchangeId ? { connectorType, exchangeId } : undefined;
}
