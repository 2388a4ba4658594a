import { describe, expect, it } from "vitest";
import { isBannerActive, nextBannerChange } from "../src/banner-dates.ts";
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

describe("next banner change", () => {
  const banners = [
    { startDate: "2026/03/01", endDate: "2026/03/10" },
    { startDate: "2026/03/05", endDate: "" },
  ];

  it("is the midnight that begins a start date or follows an end date, whichever comes first", () => {
    expect(nextBannerChange(banners, new Date("2026-02-20T12:00:00Z"))).toEqual(new Date("2026-03-01T00:00:00Z"));
    expect(nextBannerChange(banners, new Date("2026-03-01T00:00:00Z"))).toEqual(new Date("2026-03-05T00:00:00Z"));
    expect(nextBannerChange(banners, new Date("2026-03-10T23:59:59Z"))).toEqual(new Date("2026-03-11T00:00:00Z"));
    expect(nextBannerChange(banners, new Date("2026-03-11T00:00:00Z"))).toBeUndefined();
  });

  it("is where the date rule flips, in the planning time zone, across a clock change", () => {
    for (const timeZone of ["UTC", "Europe/Amsterdam", "America/New_York", "Asia/Tokyo"]) {
      const banner = { startDate: "2026/03/05", endDate: "2026/03/29" };
      let now = new Date("2026-03-01T00:00:00Z");
      const flips: Date[] = [];
      for (
        let change = nextBannerChange([banner], now, timeZone);
        change;
        change = nextBannerChange([banner], now, timeZone)
      ) {
        expect(isBannerActive(banner, new Date(change.getTime() - 1), timeZone)).not.toBe(
          isBannerActive(banner, change, timeZone),
        );
        flips.push(change);
        now = change;
      }
      expect(flips).toHaveLength(2);
    }
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
