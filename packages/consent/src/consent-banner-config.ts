import type { LanguageCode } from "@hushling/storefronts";
import type * as CookieConsent from "vanilla-cookieconsent";
import { type ConsentBannerTexts, consentBannerTexts } from "./consent-banner-texts.ts";
import {
  type ConsentCategory,
  consentCategories,
  consentCategorySchema,
  grantedCategories,
} from "./consent-category.ts";
import { consentCookieName } from "./consent-cookie.ts";

export type ConsentEvent = "first-choice" | "loaded-choice" | "changed-choice";

export type ConsentBannerOptions = {
  language: LanguageCode;
  /** Raise it when the categories or their purposes change: every visitor is asked again. */
  revision: number;
  /** Told the granted categories on the first choice, on every page load with a stored choice, and on every change. */
  onConsent: (categories: ConsentCategory[], event: ConsentEvent) => void;
  /** How long a choice is kept. */
  expiresAfterDays?: number;
};

/** Cookies set by third-party tags themselves (not through our registry), cleared when their category is withdrawn. */
const tagCookies: Record<Exclude<ConsentCategory, "necessary">, RegExp[]> = {
  functional: [],
  analytics: [/^_ga($|_)/, /^_gid$/, /^_gat/],
  marketing: [/^_fbp$/, /^_fbc$/, /^_gcl_/, /^_uetsid$/, /^_uetvid$/],
};

/**
 * The consent banner's whole configuration: opt-in, the four categories (necessary read-only), the texts
 * of the page's language, and callbacks that report plain category lists.
 */
export function buildConsentBannerConfig(options: ConsentBannerOptions): CookieConsent.CookieConsentConfig {
  const report = (event: ConsentEvent) => (param: { cookie: CookieConsent.CookieValue }) =>
    options.onConsent(knownCategories(param.cookie.categories), event);
  return {
    mode: "opt-in",
    autoShow: true,
    revision: options.revision,
    manageScriptTags: false,
    autoClearCookies: true,
    // The audit bots and the browser tests must see what a visitor sees, banner included.
    hideFromBots: false,
    disablePageInteraction: false,
    lazyHtmlGeneration: true,
    cookie: {
      name: consentCookieName,
      path: "/",
      sameSite: "Lax",
      expiresAfterDays: options.expiresAfterDays ?? 182,
    },
    guiOptions: {
      consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      functional: autoClear(tagCookies.functional),
      analytics: autoClear(tagCookies.analytics),
      marketing: autoClear(tagCookies.marketing),
    },
    language: {
      default: options.language,
      translations: { [options.language]: bannerTranslation(consentBannerTexts[options.language]) },
    },
    onFirstConsent: report("first-choice"),
    onConsent: report("loaded-choice"),
    onChange: report("changed-choice"),
  };
}

export function bannerTranslation(texts: ConsentBannerTexts): CookieConsent.Translation {
  return {
    consentModal: {
      title: texts.bannerTitle,
      description: texts.bannerDescription,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.rejectAll,
      showPreferencesBtn: texts.managePreferences,
      closeIconLabel: texts.close,
    },
    preferencesModal: {
      title: texts.preferencesTitle,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.rejectAll,
      savePreferencesBtn: texts.savePreferences,
      closeIconLabel: texts.close,
      sections: [
        { description: texts.preferencesIntro },
        ...consentCategories.map((category) => ({
          title: texts.categories[category].title,
          description: texts.categories[category].description,
          linkedCategory: category,
        })),
      ],
    },
  };
}

function autoClear(cookies: RegExp[]): CookieConsent.Category {
  return cookies.length === 0 ? {} : { autoClear: { cookies: cookies.map((name) => ({ name })) } };
}

function knownCategories(categories: readonly string[]): ConsentCategory[] {
  return grantedCategories(categories.flatMap((name) => consentCategorySchema.safeParse(name).data ?? []));
}
