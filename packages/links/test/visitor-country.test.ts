import { isKnownCountry } from "@hushling/countries";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import {
  countryCookieValue,
  countryForLanguage,
  countryForTimeZone,
  countryQueryValue,
  geographicTimeZonePattern,
  resolveVisitorCountry,
  timeZoneCountries,
  visitorCountryCode,
} from "../src/index.ts";
import { ianaAreaPrefixes, principalCountry, reportedTimeZoneNames } from "./iana-time-zones.ts";
import { groupCExtraCountries, specRedirectCountries } from "./spec-links.ts";

describe("resolveVisitorCountry", () => {
  const all = {
    query: "se",
    cookie: "de",
    edge: "fr",
    timeZone: "Asia/Tokyo",
    languages: ["ko-KR"],
  };

  it("takes the signals in ARCHITECTURE.md's order: query, cookie, edge, time zone, language", () => {
    expect(resolveVisitorCountry(all)).toBe("se");
    expect(resolveVisitorCountry({ ...all, query: null })).toBe("de");
    expect(resolveVisitorCountry({ ...all, query: null, cookie: null })).toBe("fr");
    expect(resolveVisitorCountry({ ...all, query: null, cookie: null, edge: null })).toBe("jp");
    expect(resolveVisitorCountry({ languages: ["ko-KR"] })).toBe("kr");
    expect(resolveVisitorCountry({})).toBeUndefined();
  });

  it("skips invalid values instead of failing", () => {
    expect(resolveVisitorCountry({ ...all, query: "zz" })).toBe("de");
    expect(resolveVisitorCountry({ ...all, query: "sweden", cookie: "d e" })).toBe("fr");
    expect(resolveVisitorCountry({ ...all, query: "", cookie: "", edge: "XX" })).toBe("jp");
    expect(resolveVisitorCountry({ query: "<script>", cookie: "%00", edge: "\r\n", timeZone: "Mars/Olympus" })).toBe(
      undefined,
    );
    expect(resolveVisitorCountry({ languages: [42 as unknown as string, "en-ZZ", "sv-SE"] })).toBe("se");
  });

  it("reads the country from a whole query string or Cookie header", () => {
    expect(resolveVisitorCountry({ query: "?utm_source=x&country=GB" })).toBe("gb");
    expect(resolveVisitorCountry({ query: "?utm_source=x", cookie: "consent=yes; country=nl; a=b" })).toBe("nl");
    expect(resolveVisitorCountry({ cookie: "consent=yes; mycountry=nl" })).toBeUndefined();
  });

  it("returns lowercase codes whatever the visitor sent", () => {
    expect(resolveVisitorCountry({ query: " JP " })).toBe("jp");
    expect(resolveVisitorCountry({ edge: "Hk" })).toBe("hk");
  });

  it("obeys a known country without rules (the default rule then applies) rather than looking further", () => {
    expect(resolveVisitorCountry({ query: "br", cookie: "se" })).toBe("br");
  });

  it("stops at a time zone of a country the links do not cover, but not at UTC", () => {
    expect(resolveVisitorCountry({ timeZone: "America/Sao_Paulo", languages: ["en-US"] })).toBeUndefined();
    expect(resolveVisitorCountry({ timeZone: "UTC", languages: ["en-US"] })).toBe("us");
    expect(resolveVisitorCountry({ timeZone: "Etc/GMT-1", languages: ["fr-FR"] })).toBe("fr");
    expect(resolveVisitorCountry({ timeZone: "", languages: ["fr-FR"] })).toBe("fr");
  });

  it("looks at no more than 16 browser languages", () => {
    const many = [...Array.from({ length: 16 }, () => "en"), "sv-SE"];
    expect(resolveVisitorCountry({ languages: many })).toBeUndefined();
    expect(resolveVisitorCountry({ languages: many.slice(1) })).toBe("se");
  });
});

describe("countryForTimeZone", () => {
  it.each([
    ["Europe/Stockholm", "se"],
    ["America/Toronto", "ca"],
    ["America/Indiana/Knox", "us"],
    ["America/Indianapolis", "us"],
    ["Australia/Sydney", "au"],
    ["Australia/NSW", "au"],
    ["Asia/Taipei", "tw"],
    ["Asia/Shanghai", "cn"],
    ["Asia/Nicosia", "cy"],
    ["Europe/Ljubljana", "si"],
  ])("%s is in %s", (zone, country) => {
    expect(countryForTimeZone(zone)).toBe(country);
  });

  it.each([["Europe/Oslo"], ["UTC"], ["Australia/"], ["America/Indiana"], [""], [null]])(
    "%j is not one of the covered countries",
    (zone) => {
      expect(countryForTimeZone(zone)).toBeUndefined();
    },
  );

  it("knows a zone for every redirect country, and only names a browser reports or their area prefixes", () => {
    const countries = new Set(timeZoneCountries.values());
    expect([...countries].sort()).toEqual([...specRedirectCountries, ...groupCExtraCountries].sort());
    const reported = new Set([...reportedTimeZoneNames, ...ianaAreaPrefixes]);
    for (const zone of timeZoneCountries.keys()) expect(reported.has(zone), zone).toBe(true);
  });

  it("agrees with tzdata on the country of every name a browser reports", () => {
    // A zone several countries share (Europe/Zurich: ch, de, li) belongs to its principal one.
    const covered = new Set(timeZoneCountries.values());
    for (const zone of reportedTimeZoneNames) {
      const principal = principalCountry(zone);
      expect(countryForTimeZone(zone), zone).toBe(principal && covered.has(principal) ? principal : undefined);
    }
  });

  it("counts exactly the reported names that tzdata places in a country as places on Earth", () => {
    for (const zone of reportedTimeZoneNames) {
      expect(geographicTimeZonePattern.test(zone), zone).toBe(principalCountry(zone) !== undefined);
    }
    expect(geographicTimeZonePattern.test("Etc/GMT+2")).toBe(false);
  });

  it("only uses area prefixes that no other listed zone falls under", () => {
    const prefixes = [...timeZoneCountries].filter(([zone]) => zone.endsWith("/"));
    for (const [prefix, country] of prefixes) {
      for (const [zone, other] of timeZoneCountries) {
        if (zone !== prefix && zone.startsWith(prefix)) expect(other).toBe(country);
      }
    }
  });
});

describe("countryForLanguage", () => {
  it.each([
    ["en-GB", "gb"],
    ["sv-SE", "se"],
    ["zh-Hant-TW", "tw"],
    ["zh_HK", "hk"],
    ["pt-br", "br"],
    [" fr-CA ", "ca"],
  ])("reads the region of %s", (tag, country) => {
    expect(countryForLanguage(tag)).toBe(country);
  });

  it.each([["en"], ["es-419"], ["zh-Hant"], ["en-ZZ"], [""], [undefined], [7]])("finds no country in %j", (tag) => {
    expect(countryForLanguage(tag)).toBeUndefined();
  });
});

describe("signal parsing", () => {
  it("validates codes against the country reference", () => {
    expect(visitorCountryCode("XK")).toBe("xk");
    expect(visitorCountryCode("UK")).toBeUndefined();
    expect(visitorCountryCode(["se"])).toBeUndefined();
  });

  it("picks the country parameter and the first country cookie", () => {
    expect(countryQueryValue("?a=1&country=se&country=de")).toBe("se");
    expect(countryQueryValue("se")).toBe("se");
    expect(countryQueryValue("?a=1")).toBeNull();
    // As nginx's $arg_country: the name in any case, the value as sent (never percent-decoded).
    expect(countryQueryValue("?COUNTRY=JP")).toBe("JP");
    expect(countryQueryValue("?country=%73e")).toBe("%73e");
    expect(countryQueryValue("?xcountry=se&country=de")).toBe("de");
    expect(visitorCountryCode(countryQueryValue("?country=%73e"))).toBeUndefined();
    // The Kelvin sign lowercases to an ASCII k, but it is not a letter of a country code.
    expect(visitorCountryCode("\u212Ar")).toBeUndefined();
    expect(countryCookieValue("a=1; country=se; country=de")).toBe("se");
    expect(countryCookieValue("se")).toBe("se");
    expect(countryCookieValue("a=1")).toBeNull();
  });

  it("every redirect country is a known code served by some storefront", () => {
    for (const country of [...specRedirectCountries, ...groupCExtraCountries]) {
      expect(isKnownCountry(country)).toBe(true);
      expect(storefrontRegistry.forCountry(country)).toBeDefined();
    }
  });
});
