import { describe, expect, it } from "vitest";
import { addressScriptFor, formatAddress } from "../src/index.ts";

describe("an address laid out as its country writes it", () => {
  it("puts city, state and ZIP code on one line in the US", () => {
    expect(
      formatAddress(
        {
          fullName: "Sam Rivera",
          streetLine1: "12 Example Street",
          streetLine2: "Apt 3",
          city: "Brooklyn",
          province: "NY",
          postalCode: "11201",
          countryCode: "US",
        },
        { countryName: "United States" },
      ),
    ).toEqual(["Sam Rivera", "12 Example Street", "Apt 3", "Brooklyn, NY 11201", "United States"]);
  });

  it("keeps a readable line when the US state is missing", () => {
    expect(formatAddress({ city: "Brooklyn", postalCode: "11201", countryCode: "us" })).toEqual(["Brooklyn 11201"]);
    expect(formatAddress({ province: "NY", postalCode: "11201", countryCode: "US" })).toEqual(["NY 11201"]);
  });

  it("puts the postal code before the city in Germany", () => {
    expect(
      formatAddress({
        fullName: "Mia Beispiel",
        company: "Beispiel GmbH",
        streetLine1: "Musterstraße 1",
        city: "Berlin",
        postalCode: "10115",
        countryCode: "DE",
      }),
    ).toEqual(["Mia Beispiel", "Beispiel GmbH", "Musterstraße 1", "10115 Berlin"]);
  });

  it("starts with the postal mark and prefecture in Japan, name last", () => {
    const address = {
      fullName: "山田 花子",
      streetLine1: "千代田区千代田1-1",
      province: "東京都",
      postalCode: "100-0001",
      countryCode: "JP",
    };
    expect(formatAddress(address)).toEqual(["〒100-0001", "東京都", "千代田区千代田1-1", "山田 花子"]);
    expect(formatAddress(address, { script: "latin" })).toEqual(["山田 花子", "千代田区千代田1-1, 東京都", "100-0001"]);
  });

  it("puts the post town above the postcode in Britain", () => {
    expect(
      formatAddress({
        fullName: "Alex Example",
        streetLine1: "1 Sample Lane",
        city: "London",
        postalCode: "SW1A 1AA",
        countryCode: "GB",
      }),
    ).toEqual(["Alex Example", "1 Sample Lane", "London", "SW1A 1AA"]);
  });

  it("keeps fixed text of a layout only beside a value (Sweden's SE-)", () => {
    expect(formatAddress({ city: "Stockholm", postalCode: "111 22", countryCode: "SE" })).toEqual([
      "SE-111 22 Stockholm",
    ]);
    expect(formatAddress({ city: "Stockholm", countryCode: "SE" })).toEqual(["Stockholm"]);
  });

  it("writes a Japanese address in Japanese for Japanese readers and in Latin order for others", () => {
    expect(addressScriptFor("JP", "ja")).toBe("local");
    expect(addressScriptFor("JP", "en")).toBe("latin");
    expect(addressScriptFor("DE", "en")).toBe("local");
  });
});
