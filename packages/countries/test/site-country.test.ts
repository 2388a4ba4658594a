import { describe, expect, it } from "vitest";
import { countryCookie, isPageSpeedAudit, resolveSiteCountry } from "../src/site-country.ts";

const eu = ["AT", "BE", "IE"];
const resolve = (input: Partial<Parameters<typeof resolveSiteCountry>[0]>) =>
  resolveSiteCountry({ allowedCountries: eu, auditContext: false, queryCountry: null, cookieCountry: null, ...input });

describe("resolveSiteCountry", () => {
  it("uses the store's first country in a preview or audit, whatever the query and cookie say", () => {
    expect(resolve({ auditContext: true, queryCountry: "ie", cookieCountry: "BE" })).toEqual({
      country: "AT",
      source: "audit",
      deleteCookie: false,
    });
  });

  it("gives no country in an audit when the first allowed country is not a known code", () => {
    expect(resolve({ auditContext: true, allowedCountries: ["ZZ", "AT"] })).toEqual({
      country: undefined,
      source: "none",
      deleteCookie: false,
    });
    expect(resolve({ auditContext: true, allowedCountries: [] }).country).toBeUndefined();
  });

  it("takes ?country= upper-cased when the store sells there", () => {
    expect(resolve({ queryCountry: "be", cookieCountry: "IE" })).toMatchObject({ country: "BE", source: "query" });
  });

  it("passes over ?country= outside the store or not a known code, to the cookie", () => {
    expect(resolve({ queryCountry: "US", cookieCountry: "ie" })).toMatchObject({ country: "IE", source: "cookie" });
    expect(resolve({ queryCountry: "ZZ", allowedCountries: ["ZZ"], cookieCountry: null }).country).toBeUndefined();
    expect(resolve({ queryCountry: "<script>", cookieCountry: "at" })).toMatchObject({ country: "AT" });
  });

  it("takes the cookie upper-cased when the store sells there", () => {
    expect(resolve({ cookieCountry: "be" })).toEqual({ country: "BE", source: "cookie", deleteCookie: false });
  });

  it("deletes a cookie that is not an allowed, known country and gives no country", () => {
    expect(resolve({ cookieCountry: "us" })).toEqual({ country: undefined, source: "none", deleteCookie: true });
    expect(resolve({ cookieCountry: "" })).toMatchObject({ country: undefined, deleteCookie: true });
    expect(resolve({ cookieCountry: "A".repeat(5000) })).toMatchObject({ deleteCookie: true });
    expect(resolve({ cookieCountry: "ZZ", allowedCountries: ["ZZ"] })).toMatchObject({ deleteCookie: true });
  });

  it("gives no country and deletes nothing without query and cookie", () => {
    expect(resolve({})).toEqual({ country: undefined, source: "none", deleteCookie: false });
  });
});

describe("countryCookie", () => {
  it("lives a year on every path, same-site lax, strictly necessary", () => {
    expect(countryCookie).toEqual({
      name: "country",
      maxAgeDays: 365,
      path: "/",
      sameSite: "Lax",
      consentCategory: "necessary",
    });
  });
});

describe("isPageSpeedAudit", () => {
  it("recognises Lighthouse and PageSpeed Insights, not a shopper's Chrome", () => {
    expect(isPageSpeedAudit("Mozilla/5.0 (Linux; Android 11) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse")).toBe(
      true,
    );
    expect(isPageSpeedAudit("Mozilla/5.0 (compatible; Google Page Speed Insights)")).toBe(true);
    expect(isPageSpeedAudit("Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36")).toBe(false);
  });
});
