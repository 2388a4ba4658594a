import { describe, expect, it } from "vitest";
import { type ItemName, protectedItems } from "../src/client-storage.ts";
import { shopperConsent } from "../src/shopper-consent.ts";

const items: ItemName[] = [
  "session",
  "segments",
  "ip",
  "lastClicks",
  "categoryClicks",
  "lastSearches",
  "merchantConfig",
  "pendingAnalytics",
];
const kept = (consent: ReturnType<typeof shopperConsent>) => items.filter(consent.mayStore);
const unprotected = items.filter((item) => !protectedItems.has(item));

describe("shopper consent", () => {
  it("keeps everything where consent is not required, and asks for no data protection", () => {
    const consent = shopperConsent(false, false);
    expect(kept(consent)).toEqual(items);
    expect(consent.dataProtection()).toBe(false);
  });

  it("where it is required, keeps only unprotected items until the shopper consents, and again once withdrawn", () => {
    const consent = shopperConsent(true, false);
    expect(kept(consent)).toEqual(["lastSearches", "merchantConfig", "pendingAnalytics"]);
    expect(kept(consent)).toEqual(unprotected);
    expect(consent.dataProtection()).toBe(true);
    consent.set(true);
    expect(kept(consent)).toEqual(items);
    expect(consent.dataProtection()).toBe(false);
    consent.set(false);
    expect(kept(consent)).toEqual(unprotected);
    expect(consent.dataProtection()).toBe(true);
  });

  it("starts from the consent the shopper already gave", () => {
    expect(kept(shopperConsent(true, true))).toEqual(items);
  });
});
