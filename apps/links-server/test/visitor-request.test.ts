import { describe, expect, it } from "vitest";
import { linksEnvironment, linksSettings } from "../src/index.ts";
import {
  acceptLanguageRegionTag,
  firstCookieValue,
  firstQueryParameter,
  type LinkRequest,
  requestCountry,
  varyHeader,
} from "../src/visitor-request.ts";

const request = (target: string, headers: Record<string, string> = {}, cookieLines: string[] = []): LinkRequest => ({
  method: "GET",
  target,
  cookieLines,
  header: (name) => headers[name],
});

describe("reading signals the way nginx does", () => {
  it.each([
    ["/r/?country=de", "de"],
    ["/r/?x=1&COUNTRY=se&country=fr", "se"],
    ["/r/?xcountry=de", undefined],
    ["/r/?country", undefined],
    ["/r/?a=1?country=de", undefined],
    ["/r/?country=%64e", "%64e"],
    ["/r/", undefined],
  ])("the country parameter of %s is %s", (target, value) => {
    expect(firstQueryParameter(target, "country")).toBe(value);
  });

  it.each<[string[], string | undefined]>([
    [["country=de"], "de"],
    [["a=b; Country=se; country=fr"], "se"],
    [["a=b,country=no; country=fr"], "no"],
    [["xcountry=dk; country=se"], "se"],
    [["country = se ;y=2"], "se "],
    [["country=de,fr"], "de,fr"],
    [["a=1", "country=jp"], "jp"],
    [["country"], undefined],
    [[""], undefined],
  ])("the country cookie of %j is %s", (lines, value) => {
    expect(firstCookieValue(lines, "country")).toBe(value);
  });

  it.each([
    ["de-AT,de;q=0.9", "de-AT"],
    ["zh-Hant-TW", "zh-Hant-TW"],
    [" en-gb ; q=1", "en-gb"],
    ["de, de-AT;q=0.8", undefined],
    ["*", undefined],
    ["de-", undefined],
  ])("the region tag of Accept-Language %s is %s", (header, tag) => {
    expect(acceptLanguageRegionTag(header)).toBe(tag);
  });
});

describe("the visitor's country", () => {
  const trusting = linksSettings({ trustedCountryHeaders: ["cf-ipcountry", "x-vercel-ip-country"] });

  it("takes the first trusted header holding a known country", () => {
    expect(requestCountry(request("/r/", { "cf-ipcountry": "XX", "x-vercel-ip-country": "SE" }), trusting)).toBe("se");
  });

  it("does not trim or decode a signal", () => {
    expect(requestCountry(request("/r/?country=%64e", {}, ["country=de ;x=1"]), trusting)).toBeUndefined();
  });

  it("falls back to the Accept-Language region only when enabled", () => {
    const headers = { "accept-language": "fr-CA,fr;q=0.9" };
    expect(requestCountry(request("/r/", headers), trusting)).toBe("ca");
    expect(requestCountry(request("/r/", headers), linksSettings({ useAcceptLanguageRegion: false }))).toBeUndefined();
  });

  it("names every signal header in Vary", () => {
    expect(varyHeader(trusting)).toBe("Cookie, CF-IPCountry, X-Vercel-IP-Country, Accept-Language");
  });
});

describe("configuration from the environment", () => {
  it("uses the documented defaults", () => {
    const environment = linksEnvironment({});
    expect(environment.port).toBe(8090);
    expect(environment.settings.maxAgeSeconds).toBe(3600);
    expect(environment.settings.trustedCountryHeaders).toEqual([]);
    expect(environment.settings.useAcceptLanguageRegion).toBe(true);
  });

  it("replaces the fictional hosts with LINKS_STOREFRONT_HOSTS", () => {
    const { settings } = linksEnvironment({ LINKS_STOREFRONT_HOSTS: "us=www.example.com, gb=uk.example.com" });
    expect(settings.storefronts.byId("gb").host).toBe("uk.example.com");
    expect(settings.storefronts.byId("de").host).toBe("de.hushling.example");
  });

  it("trusts the known edge headers only when asked, and a named header instead of them", () => {
    expect(linksEnvironment({ LINKS_TRUST_EDGE_HEADERS: "1" }).settings.trustedCountryHeaders).toEqual([
      "cloudfront-viewer-country",
      "cf-ipcountry",
      "x-vercel-ip-country",
    ]);
    expect(
      linksEnvironment({ LINKS_TRUST_EDGE_HEADERS: "1", LINKS_TRUSTED_COUNTRY_HEADER: "X-Geo-Country" }).settings
        .trustedCountryHeaders,
    ).toEqual(["x-geo-country"]);
  });

  it.each([
    [{ LINKS_PORT: "http" }, "LINKS_PORT"],
    [{ LINKS_MAX_AGE: "-5" }, "LINKS_MAX_AGE"],
    [{ LINKS_TRUST_EDGE_HEADERS: "maybe" }, "LINKS_TRUST_EDGE_HEADERS"],
    [{ LINKS_TRUSTED_COUNTRY_HEADER: "X Geo" }, "not a usable HTTP header name"],
    [{ LINKS_STOREFRONT_HOSTS: "us:www.example.com" }, "LINKS_STOREFRONT_HOSTS must look like"],
    [{ LINKS_STOREFRONT_HOSTS: "mars=www.example.com" }, "unknown storefront"],
  ])("rejects %j with a message naming the problem", (env, message) => {
    expect(() => linksEnvironment(env)).toThrow(message);
  });
});
