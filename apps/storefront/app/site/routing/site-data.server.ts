import { consentBannerTexts } from "@hushling/consent";
import { errorReportingDecision } from "@hushling/error-reporting/sentry-options";
import { redirectRecoveryScript } from "@hushling/links";
import { languagePrefix, type Storefront, storefrontLanguage } from "@hushling/storefronts";
import { giftAddOns } from "../../cart/gift-add-ons.server.ts";
import { loadCatalog } from "../../catalog/catalog-source.server.ts";
import { formatPrice } from "../../catalog/price.ts";
import { taxNote } from "../../catalog/tax-note.ts";
import { consentDefaultsScript } from "../../consent/consent-defaults.server.ts";
import { loadNavigation } from "../../content/navigation.server.ts";
import { resolveNavigation } from "../../content/navigation-schema.ts";
import { languageNames } from "../../i18n/language-names.ts";
import { translationResource } from "../../i18n/translation-resources.server.ts";
import { storefrontName } from "../build/storefront-name.ts";
import { deliveryPromise } from "../chrome/delivery-promise.ts";
import { earlyErrorScript } from "../error-reporting/early-errors.ts";
import type { LanguageVersion } from "../seo/page-seo.server.ts";
import { loadSiteIndex } from "../seo/site-index.server.ts";
import { pageContext } from "./page-context.server.ts";
import { isNotFoundPage, isStatusDocument, statusOfPath } from "./status-page-kind.ts";
import type { StatusTexts } from "./status-texts.ts";

/**
 * Build time, for every page: the storefront and language of the page, its navigation and the UI
 * strings (the root route's loader data, read below the root with `useSiteData`).
 */
export async function loadSiteData(request: Request) {
  const { path, storefront, language, locale, settings, t } = pageContext(request);
  const index = await loadSiteIndex(settings);
  const own = index.filter((page) => page.storefront === storefront.id && page.language === language);
  const pathOf = (key: string) => own.find((page) => page.key === key)?.path;
  const catalog = await loadCatalog(storefront, language, settings.exportDirectory);
  const navigation = resolveNavigation(loadNavigation(language, settings.contentDirectory), pathOf);
  const money = (amount: number) => formatPrice(amount, storefront.currency, locale);
  return {
    storefront: { id: storefront.id, name: storefrontName(storefront.id, locale), currency: storefront.currency },
    language,
    locale,
    homePath: `${languagePrefix(storefront, language)}/`,
    searchPath: `${languagePrefix(storefront, language)}/search/`,
    cartPath: `${languagePrefix(storefront, language)}/cart/`,
    languageHomes: storefront.languages.map(
      ({ code }): LanguageVersion => ({
        code,
        name: languageNames[code],
        href: `${languagePrefix(storefront, code)}/`,
        current: code === language,
      }),
    ),
    // The one rule for every price on every page and in the cart: the channel's, from the export.
    pricesIncludeTax: catalog.pricesIncludeTax,
    // Delivery amounts in the notice come from the shipping rule commerce charges.
    navigation: {
      ...navigation,
      notice: navigation.notice && deliveryPromise(navigation.notice, storefront.currency, money),
    },
    // Gift prices carry the tax note like every other price ("$9.99 plus tax", "€ 9,99 inkl. MwSt.").
    giftAddOns: giftAddOns(
      catalog,
      (amount) => `${money(amount)} ${taxNote(t, storefront.id, catalog.pricesIncludeTax)}`,
    ),
    year: new Date().getFullYear(),
    translation: translationResource(language),
    // Marks 404.html and 500.html, which a static host also serves at other addresses (entry.client.tsx).
    statusDocument: isStatusDocument(path) ? path : null,
    // The site's own status pages also serve hosts that know no per-language 404.html: they switch their text.
    statusTexts:
      isStatusDocument(path) && language === storefront.languages[0]?.code && storefront.languages.length > 1
        ? statusTextsOf(storefront, statusOfPath(path))
        : null,
    // First in the head: Consent Mode's defaults before any tag, and, when error reporting is on, the
    // record of errors thrown before its SDK loads.
    headScript:
      consentDefaultsScript() +
      (errorReportingDecision(settings.errorReporting, undefined).enabled ? earlyErrorScript : ""),
    /** The footer's button that reopens the consent preferences. */
    cookieSettingsLabel: consentBannerTexts[language].reopenPreferences,
    // Only the not-found page (served for every unknown path) repairs misspelt short links.
    recoveryScript: isNotFoundPage(path) ? redirectRecoveryScript : null,
  };
}

/** What every page knows about its site; its own type, so that components need not import the root. */
export type SiteData = Awaited<ReturnType<typeof loadSiteData>>;

/**
 * The status page's texts in the storefront's other languages: a static host serves the one 404.html
 * (and 500.html) for every address, and the page shows the language of the address's prefix.
 */
function statusTextsOf(storefront: Storefront, status: 404 | 500): StatusTexts {
  const key = status === 500 ? "serverError" : "notFound";
  const texts: StatusTexts = {};
  for (const { code } of storefront.languages.slice(1)) {
    const page = translationResource(code)[key] as Record<string, string>;
    texts[code.toLowerCase()] = {
      lang: storefrontLanguage(storefront, code)?.locale ?? code,
      title: page.title ?? "",
      heading: page.heading ?? "",
      body: page.body ?? "",
      homeLink: page.homeLink ?? "",
      homeHref: `${languagePrefix(storefront, code)}/`,
    };
  }
  return texts;
}
