import { describe, expect, it } from "vitest";
import {
  consentCookieName,
  cookieJarOver,
  createMemoryDocumentCookie,
  discardInvalidConsentCookie,
  readConsentChoice,
  type StoredConsent,
} from "../src/index.ts";

const now = Date.parse("2026-06-01T12:00:00Z");

function validConsent(overrides: Partial<Record<keyof StoredConsent, unknown>> = {}) {
  return {
    categories: ["necessary", "analytics"],
    revision: 1,
    data: null,
    consentTimestamp: "2026-05-01T10:00:00.000Z",
    lastConsentTimestamp: "2026-05-02T10:00:00.000Z",
    consentId: "3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f",
    services: { necessary: [], analytics: [] },
    languageCode: "en",
    expirationTime: now + 86_400_000,
    ...overrides,
  };
}

function jarWith(raw: string | undefined) {
  const jar = cookieJarOver(createMemoryDocumentCookie(() => now));
  if (raw !== undefined) jar.set(consentCookieName, raw, { path: "/" });
  return jar;
}

describe("reading the consent banner's stored choice", () => {
  it("returns the chosen categories of a valid, current cookie", () => {
    expect(readConsentChoice(jarWith(JSON.stringify(validConsent())), { revision: 1, now })).toEqual({
      status: "chosen",
      categories: ["necessary", "analytics"],
    });
  });

  it("treats no cookie as no choice", () => {
    expect(readConsentChoice(jarWith(undefined), { revision: 1, now })).toEqual({ status: "none", reason: "absent" });
  });

  it.each([
    ["not JSON", "{categories:"],
    ["an unknown category added by hand", JSON.stringify(validConsent({ categories: ["necessary", "everything"] }))],
    ["necessary removed", JSON.stringify(validConsent({ categories: ["marketing"] }))],
    ["categories not a list", JSON.stringify(validConsent({ categories: "marketing" }))],
    ["no consent id", JSON.stringify(validConsent({ consentId: undefined }))],
    ["a consent id with markup", JSON.stringify(validConsent({ consentId: "<script>alert(1)</script>" }))],
    ["a date that is not a date", JSON.stringify(validConsent({ consentTimestamp: "yesterday" }))],
    ["a JSON array", "[1,2]"],
    ["a JSON string", '"all"'],
  ])("treats a hand-edited cookie (%s) as no choice", (_, raw) => {
    expect(readConsentChoice(jarWith(raw), { revision: 1, now })).toEqual({ status: "none", reason: "corrupt" });
  });

  it("treats a choice made under an older revision as no choice", () => {
    expect(readConsentChoice(jarWith(JSON.stringify(validConsent({ revision: 0 }))), { revision: 1, now })).toEqual({
      status: "none",
      reason: "outdated",
    });
  });

  it("treats an expired choice as no choice", () => {
    const raw = JSON.stringify(validConsent({ expirationTime: now - 1 }));
    expect(readConsentChoice(jarWith(raw), { revision: 1, now })).toEqual({ status: "none", reason: "expired" });
  });

  it("deletes an invalid stored choice so the banner asks again, and keeps a valid one", () => {
    const corrupt = jarWith(JSON.stringify(validConsent({ categories: ["necessary", "everything"] })));
    expect(discardInvalidConsentCookie(corrupt, { revision: 1, now }).status).toBe("none");
    expect(corrupt.get(consentCookieName)).toBeUndefined();

    const valid = jarWith(JSON.stringify(validConsent()));
    expect(discardInvalidConsentCookie(valid, { revision: 1, now }).status).toBe("chosen");
    expect(valid.get(consentCookieName)).toBeDefined();
  });
});
