import { describe, expect, it } from "vitest";
import { isBannerActive } from "../src/banner-dates.ts";
import { normaliseTerm, termByteLength } from "../src/search-terms.ts";

describe("banner dates", () => {
  const banner = { startDate: "2026/03/01", endDate: "2026/03/10" };

  it("is active from the start date through the whole end date", () => {
    expect(isBannerActive(banner, new Date("2026-02-28T23:59:59Z"))).toBe(false);
    expect(isBannerActive(banner, new Date("2026-03-01T00:00:00Z"))).toBe(true);
    expect(isBannerActive(banner, new Date("2026-03-10T23:59:59Z"))).toBe(true);
    expect(isBannerActive(banner, new Date("2026-03-11T00:00:00Z"))).toBe(false);
  });

  it("an empty end date never ends; a malformed date never activates", () => {
    expect(isBannerActive({ startDate: "2026/03/01", endDate: "" }, new Date("2099-01-01T00:00:00Z"))).toBe(true);
    expect(isBannerActive({ startDate: "2026-03-01", endDate: "" }, new Date("2026-04-01T00:00:00Z"))).toBe(false);
    expect(isBannerActive({ startDate: "2026/03/01", endDate: "soon" }, new Date("2026-03-02T00:00:00Z"))).toBe(false);
  });

  it("reads today in the planning time zone", () => {
    // 23:30 UTC on 10 March is already 11 March in Amsterdam.
    expect(isBannerActive(banner, new Date("2026-03-10T23:30:00Z"), "Europe/Amsterdam")).toBe(false);
    expect(isBannerActive(banner, new Date("2026-03-10T23:30:00Z"), "UTC")).toBe(true);
  });
});

describe("search terms", () => {
  it("are normalised: whitespace collapsed, trimmed, lowercased", () => {
    expect(normaliseTerm("  Baby \t\n Carrier  ")).toBe("baby carrier");
    expect(normaliseTerm("ÉTÉ")).toBe("été");
  });

  it("are measured in UTF-8 bytes", () => {
    expect(termByteLength("é")).toBe(2);
    expect(termByteLength("👶")).toBe(4);
  });
});
