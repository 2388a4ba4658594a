import { describe, expect, it } from "vitest";
import { isCountryCode } from "../src/country-codes.ts";
import { allCountries, continentNames, getCountry, isKnownCountry } from "../src/index.ts";

describe("country reference", () => {
  it("holds every ISO 3166-1 alpha-2 country with its ISO 3 code", () => {
    const countries = allCountries();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    for (const country of countries) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
    }
  });

  it("gives a country's codes, names, calling codes, continent, capital, currencies and languages", () => {
    expect(getCountry("se")).toMatchObject({
      iso2: "SE",
      iso3: "SWE",
      name: "Sweden",
      native: "Sverige",
      phone: [46],
      continent: "EU",
      capital: "Stockholm",
      currency: ["SEK"],
      languages: ["sv"],
    });
  });

  it("marks Kosovo as user-assigned", () => {
    expect(getCountry("XK")).toMatchObject({ iso3: "XKX", userAssigned: true });
    expect(getCountry("DE")?.userAssigned).toBeUndefined();
  });

  it("records the parent of a dependent territory and the continents of a transcontinental country", () => {
    expect(getCountry("AX")?.partOf).toBe("FI");
    expect(getCountry("TR")?.continents).toEqual(expect.arrayContaining(["AS", "EU"]));
  });

  it("accepts codes in any case", () => {
    expect(isKnownCountry("gb")).toBe(true);
    expect(isKnownCountry("Gb")).toBe(true);
    expect(getCountry("jp")?.iso3).toBe("JPN");
  });

  it.each(["", "zz", "UK", "EU", "usa", "u", "1a", " us", "us ", "__proto__", "toString"])(
    "rejects %j as a country",
    (code) => {
      expect(isKnownCountry(code)).toBe(false);
      expect(getCountry(code)).toBeUndefined();
    },
  );

  it("rejects values that are not strings", () => {
    for (const value of [undefined, null, 42, {}, ["us"]]) expect(isKnownCountry(value)).toBe(false);
  });

  it("names the seven continents", () => {
    expect(continentNames).toEqual({
      AF: "Africa",
      AN: "Antarctica",
      AS: "Asia",
      EU: "Europe",
      NA: "North America",
      OC: "Oceania",
      SA: "South America",
    });
  });
});

describe("country codes (the browser's light subpath)", () => {
  it("knows exactly the codes of the reference table, upper case only", () => {
    const codes = allCountries().map((country) => country.iso2);
    expect(codes.every((code) => isCountryCode(code))).toBe(true);
    expect(isCountryCode("XK")).toBe(true);
    expect(isCountryCode("se")).toBe(false);
    expect(isCountryCode("ZZ")).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });
});
