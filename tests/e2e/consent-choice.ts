import { randomUUID } from "node:crypto";
import { storefrontIds } from "@hushling/storefronts";

/**
 * The consent banner greets every first visit. Browser tests of other features start as a visitor who
 * has already chosen "necessary only" on every storefront host, so the banner neither covers what they
 * click nor takes the keyboard focus; consent-and-reporting.spec.ts starts without it and tests the banner.
 * The value is what the banner library writes (its revision must match consent-banner.ts).
 */
export function necessaryOnlyConsentState(now = Date.now()) {
  const at = new Date(now).toISOString();
  const value = encodeURIComponent(
    JSON.stringify({
      categories: ["necessary"],
      revision: 1,
      data: null,
      consentTimestamp: at,
      consentId: randomUUID(),
      services: { necessary: [], functional: [], analytics: [], marketing: [] },
      languageCode: "en",
      lastConsentTimestamp: at,
      expirationTime: now + 182 * 86_400_000,
    }),
  );
  return {
    cookies: storefrontIds.map((id) => ({
      name: "hushling_consent",
      value,
      domain: `${id}.localhost`,
      path: "/",
      expires: Math.floor(now / 1000) + 182 * 86_400,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    })),
    origins: [],
  };
}
