import { describe, expect, it } from "vitest";
import { localShelfPrice, priceLevels } from "../src/local-price.ts";

describe("localShelfPrice", () => {
  it("keeps the US list price in USD", () => {
    expect(localShelfPrice(22900, "USD")).toBe(22900);
  });

  it("ends prices of 20 units or more in 9 whole units", () => {
    expect(localShelfPrice(22900, "EUR")).toBe(22900);
    expect(localShelfPrice(22900, "CAD")).toBe(30900); // 309.15 -> 309
    expect(localShelfPrice(22900, "GBP")).toBe(19900); // 194.65 -> 199
    expect(localShelfPrice(22900, "SEK")).toBe(251900); // 2519 -> 2519
  });

  it("ends prices under 20 units in .99", () => {
    expect(localShelfPrice(1299, "GBP")).toBe(1199); // 11.04 -> 11.99
    expect(localShelfPrice(100, "EUR")).toBe(99);
  });

  it("rounds HKD to tens, JPY to hundreds and KRW to thousands", () => {
    expect(localShelfPrice(22900, "HKD")).toBe(179000); // 1786.2 -> 1790
    expect(localShelfPrice(22900, "JPY")).toBe(3440000); // 34350 -> 34400
    expect(localShelfPrice(22900, "KRW")).toBe(30900000); // 309150 -> 309000
  });

  it("never rounds a price down to zero", () => {
    for (const currency of Object.keys(priceLevels)) expect(localShelfPrice(1, currency)).toBeGreaterThan(0);
  });

  it("rejects unknown currencies and prices that are not positive whole cents", () => {
    expect(() => localShelfPrice(22900, "XYZ")).toThrow('No price level for currency "XYZ"');
    expect(() => localShelfPrice(0, "EUR")).toThrow(RangeError);
    expect(() => localShelfPrice(12.5, "EUR")).toThrow(RangeError);
  });
});
