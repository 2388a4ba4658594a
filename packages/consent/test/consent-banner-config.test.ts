import { languageCodes } from "@hushling/storefronts";
import type { CookieValue } from "vanilla-cookieconsent";
import { describe, expect, it } from "vitest";
import { buildConsentBannerConfig, type ConsentCategory, consentBannerTexts, consentCookieName } from "../src/index.ts";

function cookieValue(categories: string[]): { cookie: CookieValue } {
  return {
    cookie: {
      categories,
      revision: 1,
      data: null,
      consentId: "id",
      consentTimestamp: "",
      lastConsentTimestamp: "",
      languageCode: "en",
      services: {},
      expirationTime: 0,
    },
  };
}

function flatten(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(flatten);
  return [];
}

describe("consent banner configuration", () => {
  it("is opt-in with necessary read-only and functional, analytics and marketing off until chosen", () => {
    const config = buildConsentBannerConfig({ language: "en", revision: 1, onConsent: () => {} });
    expect(config.mode).toBe("opt-in");
    expect(Object.keys(config.categories)).toEqual(["necessary", "functional", "analytics", "marketing"]);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    for (const category of ["functional", "analytics", "marketing"]) {
      expect(config.categories[category]?.enabled).toBeUndefined();
      expect(config.categories[category]?.readOnly).toBeUndefined();
    }
  });

  it("keeps the choice in its own first-party cookie on path / with SameSite=Lax", () => {
    const config = buildConsentBannerConfig({ language: "en", revision: 3, onConsent: () => {} });
    expect(config.cookie).toMatchObject({ name: consentCookieName, path: "/", sameSite: "Lax" });
    expect(config.revision).toBe(3);
  });

  it("offers reject as prominently as accept and shows itself to audit bots too", () => {
    const config = buildConsentBannerConfig({ language: "en", revision: 1, onConsent: () => {} });
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(config.hideFromBots).toBe(false);
  });

  it("clears the tag manager's analytics and ads cookies when their category is withdrawn", () => {
    const config = buildConsentBannerConfig({ language: "en", revision: 1, onConsent: () => {} });
    const analytics = config.categories.analytics?.autoClear?.cookies.map((cookie) => cookie.name) ?? [];
    expect(analytics.some((name) => name instanceof RegExp && name.test("_ga_ABC123"))).toBe(true);
    const marketing = config.categories.marketing?.autoClear?.cookies.map((cookie) => cookie.name) ?? [];
    expect(marketing.some((name) => name instanceof RegExp && name.test("_fbp"))).toBe(true);
  });

  it("reports the granted categories, dropping unknown names and always holding necessary", () => {
    const calls: [ConsentCategory[], string][] = [];
    const config = buildConsentBannerConfig({ language: "en", revision: 1, onConsent: (...args) => calls.push(args) });
    config.onFirstConsent?.(cookieValue(["analytics", "marketing", "bogus"]));
    config.onConsent?.(cookieValue(["necessary"]));
    config.onChange?.({
      ...cookieValue(["necessary", "functional"]),
      changedCategories: ["functional"],
      changedServices: {},
    });
    expect(calls).toEqual([
      [["necessary", "analytics", "marketing"], "first-choice"],
      [["necessary"], "loaded-choice"],
      [["necessary", "functional"], "changed-choice"],
    ]);
  });

  it.each(languageCodes)("carries only the page language's texts (%s), with every category described", (language) => {
    const config = buildConsentBannerConfig({ language, revision: 1, onConsent: () => {} });
    expect(config.language.default).toBe(language);
    expect(Object.keys(config.language.translations)).toEqual([language]);
    const translation = config.language.translations[language];
    if (typeof translation !== "object") throw new Error("expected an inline translation");
    expect(translation.consentModal.acceptAllBtn).toBe(consentBannerTexts[language].acceptAll);
    expect(translation.preferencesModal.sections.map((section) => section.linkedCategory)).toEqual([
      undefined,
      "necessary",
      "functional",
      "analytics",
      "marketing",
    ]);
  });

  it("has texts in every storefront language, none empty, each translated from English", () => {
    const english = flatten(consentBannerTexts.en);
    for (const language of languageCodes) {
      const texts = flatten(consentBannerTexts[language]);
      expect(texts).toHaveLength(english.length);
      expect(texts.every((text) => text.trim().length > 0)).toBe(true);
      if (language !== "en") {
        const untranslated = texts.filter((text, index) => text === english[index]);
        // Only the brand-like category name "Marketing" may stay as in English.
        expect(untranslated.every((text) => text === "Marketing")).toBe(true);
      }
    }
  });

  it("has distinct accept and reject labels in every language, so both buttons say what they do", () => {
    for (const language of languageCodes) {
      const texts = consentBannerTexts[language];
      expect(texts.acceptAll).not.toBe(texts.rejectAll);
    }
  });
});
