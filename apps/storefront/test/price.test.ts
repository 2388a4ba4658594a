import { describe, expect, it } from "vitest";
import { formatPrice, priceAsDecimal } from "../app/catalog/price.ts";

describe("formatPrice", () => {
  it("shows a US price in dollars with cents", () => {
    expect(formatPrice(34900, "USD", "en-US")).toBe("$349.00");
  });

  it("puts the euro sign after the amount with a decimal comma in German", () => {
    expect(formatPrice(21950, "EUR", "de-DE")).toBe("219,50\u00a0€");
  });

  it("shows yen without decimals", () => {
    expect(formatPrice(3490000, "JPY", "ja-JP")).toBe("￥34,900");
  });

  it("uses the Swedish krona format", () => {
    expect(formatPrice(249900, "SEK", "sv-SE")).toBe("2\u00a0499,00\u00a0kr");
  });
});

describe("priceAsDecimal", () => {
  it("gives two decimals for machine-readable offers", () => {
    expect(priceAsDecimal(34900)).toBe("349.00");
  });
});
