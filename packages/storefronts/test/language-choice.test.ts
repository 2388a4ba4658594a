import { describe, expect, it } from "vitest";
import { chooseLanguage, detectBrowserLanguage, languageRedirect } from "../src/language-choice.ts";
import { defaultLanguageContext, languageContextOf } from "../src/language-context.ts";

const ca = ["en", "fr"];
const choose = (input: Partial<Parameters<typeof chooseLanguage>[0]>) =>
  chooseLanguage({ saved: null, browserLanguages: [], languages: ca, pageLanguage: "en", ...input });

describe("chooseLanguage", () => {
  it("step 1: a saved preference wins over the browser languages", () => {
    expect(choose({ saved: "en", browserLanguages: ["fr-CA"] })).toBe("en");
    expect(choose({ saved: "fr", browserLanguages: ["en-CA"] })).toBe("fr");
  });

  it("step 2: without a saved preference, the first browser language the site has", () => {
    expect(choose({ browserLanguages: ["fr-CA", "en-US"] })).toBe("fr");
    expect(choose({ browserLanguages: ["de-DE", "fr"] })).toBe("fr");
  });

  it("step 2: else the configured fallback, else the page language", () => {
    expect(choose({ browserLanguages: ["de-DE"], fallbackLanguage: "fr" })).toBe("fr");
    expect(choose({ browserLanguages: ["de-DE"], pageLanguage: "fr" })).toBe("fr");
    expect(choose({ browserLanguages: [] })).toBe("en");
  });

  it("step 3: a choice the site does not have (corrupt or old preference) becomes the page language", () => {
    expect(choose({ saved: "klingon", browserLanguages: ["fr-CA"] })).toBe("en");
    expect(choose({ saved: '{"broken', pageLanguage: "fr" })).toBe("fr");
    expect(choose({ saved: "FR" })).toBe("en");
    expect(choose({ browserLanguages: ["de"], fallbackLanguage: "de" })).toBe("en");
  });

  it("step 1: an empty saved value counts as none", () => {
    expect(choose({ saved: "", browserLanguages: ["fr"] })).toBe("fr");
  });
});

describe("detectBrowserLanguage", () => {
  it("matches a region or script variant to the site's language", () => {
    expect(detectBrowserLanguage(["zh-TW"], ["zh-Hant", "en"])).toBe("zh-Hant");
    expect(detectBrowserLanguage(["zh-Hant-HK"], ["zh-Hant", "en"])).toBe("zh-Hant");
    expect(detectBrowserLanguage(["zh-CN", "en-GB"], ["zh-Hant", "en"])).toBe("en");
    expect(detectBrowserLanguage(["EN-us"], ["en"])).toBe("en");
    expect(detectBrowserLanguage(["", "ko-KR"], ["ja"])).toBeUndefined();
  });
});

describe("languageRedirect", () => {
  const base = { defaultLanguage: "en", search: "?utm_source=qr-code", hash: "#reviews" };

  it("step 5: stays on the page when the choice is the default language", () => {
    expect(languageRedirect({ ...base, choice: "en", originalPath: "/", trailingSlash: "always" })).toBeUndefined();
  });

  it("step 5: prefixes the path with /{language}, keeping query and hash ('always')", () => {
    expect(languageRedirect({ ...base, choice: "fr", originalPath: "/stores/", trailingSlash: "always" })).toBe(
      "/fr/stores/?utm_source=qr-code#reviews",
    );
    expect(languageRedirect({ ...base, choice: "zh-Hant", originalPath: "/", trailingSlash: "always" })).toBe(
      "/zh-hant/?utm_source=qr-code#reviews",
    );
    expect(languageRedirect({ ...base, choice: "fr", originalPath: "/stores", trailingSlash: "always" })).toBe(
      "/fr/stores/?utm_source=qr-code#reviews",
    );
  });

  it("step 5: strips the trailing slash when the policy is 'never'", () => {
    expect(languageRedirect({ ...base, choice: "fr", originalPath: "/stores/", trailingSlash: "never" })).toBe(
      "/fr/stores?utm_source=qr-code#reviews",
    );
    expect(languageRedirect({ ...base, choice: "fr", originalPath: "/", trailingSlash: "never" })).toBe(
      "/fr?utm_source=qr-code#reviews",
    );
  });

  it("step 5: 'ignore' leaves the path as it comes", () => {
    expect(
      languageRedirect({
        ...base,
        choice: "fr",
        originalPath: "/stores",
        search: "",
        hash: "",
        trailingSlash: "ignore",
      }),
    ).toBe("/fr/stores");
  });

  it("goes to the page's own translated address when the build knows it", () => {
    expect(
      languageRedirect({
        ...base,
        choice: "fr",
        originalPath: "/products/cribs/baby-crib/",
        localizedPath: "/fr/produits/lits-bebe/lit-bebe/",
        trailingSlash: "always",
      }),
    ).toBe("/fr/produits/lits-bebe/lit-bebe/?utm_source=qr-code#reviews");
  });
});

describe("languageContextOf", () => {
  it("reads a prefixed address as routed in that language", () => {
    expect(
      languageContextOf({ pathname: "/fr/stores/", languages: ca, siteUrl: "https://ca.hushling.example" }),
    ).toEqual({
      routed: true,
      language: "fr",
      languages: ca,
      originalPath: "/stores/",
      defaultLanguage: "en",
      path: "/fr/stores/",
      siteUrl: "https://ca.hushling.example",
      generateDefaultLanguagePage: false,
    });
  });

  it("reads an unprefixed address as the default language, not routed", () => {
    const context = languageContextOf({ pathname: "/stores/", languages: ca, siteUrl: "" });
    expect(context).toMatchObject({ routed: false, language: "en", originalPath: "/stores/" });
    expect(languageContextOf({ pathname: "/zh-hant", languages: ["zh-Hant", "en"], siteUrl: "" }).routed).toBe(false);
    expect(languageContextOf({ pathname: "/EN", languages: ["zh-Hant", "en"], siteUrl: "" })).toMatchObject({
      routed: true,
      language: "en",
      originalPath: "/",
    });
  });

  it("defaults to English with nothing configured", () => {
    expect(defaultLanguageContext).toMatchObject({
      language: "en",
      languages: ["en"],
      defaultLanguage: "en",
      originalPath: "/",
    });
  });
});
