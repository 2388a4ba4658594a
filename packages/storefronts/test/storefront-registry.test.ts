import { describe, expect, it } from "vitest";
import {
  createStorefrontRegistry,
  defaultLanguage,
  languagePrefix,
  localOrigin,
  routePath,
  StorefrontConfigError,
  storefrontForCountry,
  storefrontIds,
  storefrontRegistry,
} from "../src/index.ts";

/** The countries the short links redirect, and the storefront that serves each of them. */
const expectedStorefront: Record<string, string> = {
  us: "us",
  gb: "gb",
  se: "se",
  de: "de",
  fr: "fr",
  es: "es",
  it: "it",
  nl: "nl",
  ca: "ca",
  au: "au",
  hk: "hk",
  kr: "kr",
  jp: "jp",
  ie: "eu",
  pl: "eu",
  be: "eu",
  at: "eu",
  pt: "eu",
  hr: "eu",
  cz: "eu",
  dk: "eu",
  ee: "eu",
  fi: "eu",
  hu: "eu",
  lv: "eu",
  lt: "eu",
  lu: "eu",
  sk: "eu",
  si: "eu",
  cy: "eu",
  gr: "eu",
  tw: "hk",
  cn: "hk",
};

describe("storefront registry", () => {
  it("has the fourteen storefronts of ARCHITECTURE.md", () => {
    expect(storefrontRegistry.storefronts.map((storefront) => storefront.id)).toEqual([...storefrontIds]);
    expect(storefrontIds).toHaveLength(14);
  });

  it.each(Object.entries(expectedStorefront))("sends country %s to the %s storefront", (country, storefront) => {
    expect(storefrontForCountry(country)?.id).toBe(storefront);
    expect(storefrontForCountry(country.toUpperCase())?.id).toBe(storefront);
  });

  it("serves no storefront for a country outside the table", () => {
    expect(storefrontForCountry("br")).toBeUndefined();
    expect(storefrontForCountry("zz")).toBeUndefined();
    expect(storefrontForCountry("")).toBeUndefined();
  });

  it("gives each storefront its currency and its default language first", () => {
    const summary = Object.fromEntries(
      storefrontRegistry.storefronts.map((storefront) => [
        storefront.id,
        `${storefront.currency} ${storefront.languages.map((language) => language.code).join(",")}`,
      ]),
    );
    expect(summary).toEqual({
      us: "USD en",
      ca: "CAD en,fr",
      gb: "GBP en",
      eu: "EUR en,de,fr,nl",
      se: "SEK sv",
      de: "EUR de",
      fr: "EUR fr",
      es: "EUR es",
      it: "EUR it",
      nl: "EUR nl",
      au: "AUD en",
      hk: "HKD zh-Hant,en",
      kr: "KRW ko",
      jp: "JPY ja",
    });
  });

  it("builds each storefront's paths with its language's localised segments", () => {
    const product = { category: "cribs", product: "baby-crib" };
    const path = (id: (typeof storefrontIds)[number], language: string, route: "product" | "category" | "page") =>
      routePath(storefrontRegistry.byId(id), language as never, route, { ...product, slug: "gift-guide" });
    expect(path("us", "en", "product")).toBe("/products/cribs/baby-crib/");
    expect(path("se", "sv", "product")).toBe("/produkter/cribs/baby-crib/");
    expect(path("fr", "fr", "product")).toBe("/produits/cribs/baby-crib/");
    expect(path("ca", "fr", "product")).toBe("/fr/produits/cribs/baby-crib/");
    expect(path("es", "es", "product")).toBe("/productos/cribs/baby-crib/");
    expect(path("it", "it", "product")).toBe("/prodotti/cribs/baby-crib/");
    expect(path("nl", "nl", "product")).toBe("/producten/cribs/baby-crib/");
    expect(path("eu", "nl", "product")).toBe("/nl/producten/cribs/baby-crib/");
    expect(path("es", "es", "page")).toBe("/paginas/gift-guide/");
    expect(path("de", "de", "page")).toBe("/pages/gift-guide/");
    expect(path("jp", "ja", "category")).toBe("/product-category/cribs/");
    expect(path("kr", "ko", "product")).toBe("/product/baby-crib/");
    expect(path("hk", "en", "page")).toBe("/en/pages/gift-guide/");
  });

  it("prefixes only languages other than the default", () => {
    const hk = storefrontRegistry.byId("hk");
    expect(defaultLanguage(hk).code).toBe("zh-Hant");
    expect(languagePrefix(hk, "zh-Hant")).toBe("");
    expect(languagePrefix(hk, "en")).toBe("/en");
  });

  it("refuses a route for a language the storefront does not have", () => {
    expect(() => routePath(storefrontRegistry.byId("us"), "de", "page", { slug: "x" })).toThrow(/has no language de/);
  });

  it("encodes path parameters so a slug cannot add path segments", () => {
    expect(routePath(storefrontRegistry.byId("us"), "en", "page", { slug: "../admin" })).toBe("/pages/..%2Fadmin/");
  });

  it("takes production hosts from configuration", () => {
    const registry = createStorefrontRegistry({ us: "shop.example.com" });
    expect(registry.byId("us").host).toBe("shop.example.com");
    expect(registry.forHost("SHOP.example.com")?.id).toBe("us");
    expect(registry.byId("eu").host).toBe("eu.hushling.example");
  });

  it("rejects a host for an unknown storefront or a host that is not a host name", () => {
    expect(() => createStorefrontRegistry({ xx: "a.example" })).toThrow(StorefrontConfigError);
    expect(() => createStorefrontRegistry({ us: "https://a.example/" })).toThrow(/Storefront us: host/);
    expect(() => createStorefrontRegistry({ us: "eu.hushling.example" })).toThrow(/used twice/);
  });

  it("serves local development at {id}.localhost", () => {
    expect(localOrigin(storefrontRegistry.byId("jp"), 8080)).toBe("http://jp.localhost:8080");
  });
});
