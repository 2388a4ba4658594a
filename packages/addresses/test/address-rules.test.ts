import { describe, expect, it } from "vitest";
import { addressCountryCodes, addressFormat, addressProblems, normalizedAddress } from "../src/index.ts";

describe("a country's address form", () => {
  it("lists the US fields in the country's order with state and ZIP code required", () => {
    const us = addressFormat("us");
    expect(us.fields).toEqual(["fullName", "company", "streetLine1", "streetLine2", "city", "province", "postalCode"]);
    expect([...us.required].sort()).toEqual(["city", "fullName", "postalCode", "province", "streetLine1"]);
    expect(us.labelKeys.province).toBe("province.state");
    expect(us.labelKeys.postalCode).toBe("postalCode.zip");
    expect(us.regions.find((region) => region.code === "NY")?.name).toBe("New York");
  });

  it("has no region in Germany and no city field in Japan, whose prefecture is required", () => {
    expect(addressFormat("DE").fields).not.toContain("province");
    const jp = addressFormat("JP");
    expect(jp.fields).toEqual(["postalCode", "province", "streetLine1", "streetLine2", "company", "fullName"]);
    expect(jp.required.has("province")).toBe(true);
    expect(jp.labelKeys.province).toBe("province.prefecture");
    expect(jp.regions).toHaveLength(47);
  });

  it("names Britain's city the post town", () => {
    expect(addressFormat("GB").labelKeys.city).toBe("city.post_town");
  });

  it("has a postal-code rule, with an example it accepts, for every served country that uses postal codes", () => {
    for (const code of addressCountryCodes()) {
      const rule = addressFormat(code).postalCode;
      if (code === "HK") expect(rule).toBeUndefined();
      else expect(rule?.pattern.test(rule.example), code).toBe(true);
    }
  });
});

describe("address problems", () => {
  const valid = {
    US: {
      fullName: "Sam Rivera",
      streetLine1: "12 Example Street",
      city: "Brooklyn",
      province: "NY",
      postalCode: "11201-1234",
    },
    DE: { fullName: "Mia Beispiel", streetLine1: "Musterstraße 1", city: "Berlin", postalCode: "10115" },
    JP: { fullName: "山田 花子", streetLine1: "千代田区千代田1-1", province: "東京都", postalCode: "1000001" },
    GB: { fullName: "Alex Example", streetLine1: "1 Sample Lane", city: "London", postalCode: "sw1a 1aa" },
  };

  it.each(Object.entries(valid))("accepts a complete %s address", (countryCode, address) => {
    expect(addressProblems({ ...address, countryCode })).toEqual({});
  });

  it.each([
    ["US", "1120"],
    ["US", "ABCDE"],
    ["DE", "1011"],
    ["DE", "D-10115"],
    ["JP", "100-00011"],
    ["GB", "SW1A"],
    ["GB", "12345"],
    ["CA", "12345"],
    ["NL", "1234"],
    ["PT", "1250"],
  ])("refuses the %s postal code %s", (countryCode, postalCode) => {
    expect(
      addressProblems({ fullName: "A", streetLine1: "B", city: "C", province: "ON", postalCode, countryCode }),
    ).toMatchObject({
      postalCode: "postalCodeFormat",
    });
  });

  it("names each missing required field, in the form's order", () => {
    expect(Object.entries(addressProblems({ countryCode: "US" }))).toEqual([
      ["fullName", "required"],
      ["streetLine1", "required"],
      ["city", "required"],
      ["province", "required"],
      ["postalCode", "required"],
    ]);
    expect(addressProblems({ countryCode: "DE" })).toEqual({
      fullName: "required",
      streetLine1: "required",
      city: "required",
      postalCode: "required",
    });
  });

  it("refuses a region not on the country's list, and accepts its name for its code", () => {
    expect(addressProblems({ ...valid.US, province: "XX", countryCode: "US" })).toEqual({ province: "unknownRegion" });
    expect(addressProblems({ ...valid.US, province: "new york", countryCode: "US" })).toEqual({});
    expect(addressProblems({ ...valid.JP, province: "Tokyo", countryCode: "JP" })).toEqual({});
  });

  it("sends the region's code, the postal code in capitals and trimmed values", () => {
    expect(
      normalizedAddress({ ...valid.US, fullName: " Sam Rivera ", province: "New York", countryCode: "us" }),
    ).toMatchObject({ fullName: "Sam Rivera", province: "NY", countryCode: "US" });
    expect(normalizedAddress({ ...valid.GB, countryCode: "GB" }).postalCode).toBe("SW1A 1AA");
  });
});
