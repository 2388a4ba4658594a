import { describe, expect, it } from "vitest";
import {
  affiliateIdsFromQuery,
  affiliateIdsToAttach,
  checkGiftMessage,
  giftMessageMaxLength,
  isAffiliateId,
  parseAffiliateIds,
} from "../src/index.ts";

describe("affiliate ids from the landing URL", () => {
  it("reads awc and cjevent", () => {
    expect(affiliateIdsFromQuery("?awc=12345_1700000000_abcdef&cjevent=a1b2c3d4e5f60718293a4b5c6d7e8f90")).toEqual({
      awinId: "12345_1700000000_abcdef",
      cjEventId: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
    });
    expect(affiliateIdsFromQuery(new URLSearchParams("utm_source=x&awc=9_1-2"))).toEqual({ awinId: "9_1-2" });
    expect(affiliateIdsFromQuery("")).toEqual({});
  });

  it("leaves out values that are not ids: empty, too long, markup, spaces, other parameters' case", () => {
    expect(affiliateIdsFromQuery("?awc=&cjevent=")).toEqual({});
    expect(affiliateIdsFromQuery(`?awc=${"a".repeat(101)}`)).toEqual({});
    expect(affiliateIdsFromQuery("?awc=%3Cscript%3E&cjevent=a%20b")).toEqual({});
    expect(affiliateIdsFromQuery("?AWC=123&CJEVENT=abc")).toEqual({});
    expect(affiliateIdsFromQuery("?awc=%20123%20")).toEqual({ awinId: "123" });
    expect(isAffiliateId("a".repeat(100))).toBe(true);
    expect(isAffiliateId("ä")).toBe(false);
    expect(isAffiliateId(42)).toBe(false);
  });

  it("reads remembered ids back, dropping anything edited into a non-id", () => {
    expect(parseAffiliateIds('{"awinId":"1_2","cjEventId":"abc"}')).toEqual({ awinId: "1_2", cjEventId: "abc" });
    expect(parseAffiliateIds('{"awinId":"<b>","cjEventId":7}')).toEqual({});
    expect(parseAffiliateIds("not json")).toEqual({});
    expect(parseAffiliateIds("null")).toEqual({});
    expect(parseAffiliateIds(null)).toEqual({});
  });

  it("attaches only what the order does not carry yet; the last click wins", () => {
    expect(affiliateIdsToAttach({ awinId: "1" }, { customFields: { awinId: null, cjEventId: null } })).toEqual({
      awinId: "1",
    });
    expect(
      affiliateIdsToAttach({ awinId: "1", cjEventId: "c" }, { customFields: { awinId: "1", cjEventId: "c" } }),
    ).toBe(null);
    expect(affiliateIdsToAttach({ awinId: "2" }, { customFields: { awinId: "1" } })).toEqual({ awinId: "2" });
    expect(affiliateIdsToAttach({}, { customFields: null })).toBe(null);
  });
});

describe("gift message", () => {
  it("is trimmed and measured against commerce's limit", () => {
    expect(checkGiftMessage("  Happy birthday!  ")).toEqual({ message: "Happy birthday!", length: 15, tooLongBy: 0 });
    expect(checkGiftMessage("x".repeat(giftMessageMaxLength)).tooLongBy).toBe(0);
    expect(checkGiftMessage("x".repeat(giftMessageMaxLength + 7)).tooLongBy).toBe(7);
  });
});
