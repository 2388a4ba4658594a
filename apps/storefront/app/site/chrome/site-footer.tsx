import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { CookieSettingsButton } from "../../consent/cookie-settings-button.tsx";
import { useTranslation } from "../../i18n/translation-context.tsx";
import type { SiteData } from "../routing/site-data.ts";
import type { LanguageVersion } from "../seo/page-seo.server.ts";
import { useSiteState } from "../state/site-state-provider.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import "./site-footer.css";

// Below the fold and not needed for a first interaction: its code loads after the page's.
const CountrySelector = lazy(() => import("../country/country-selector.tsx"));

/** The footer: the navigation's link groups in columns, then the country and language choice. */
export function SiteFooter({ site, languageVersions }: { site: SiteData; languageVersions: LanguageVersion[] }) {
  const { t } = useTranslation();
  const shoppingIn = useShoppingIn(site);
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label={t("site.footerNav")} className="footer-nav">
          {site.navigation.footer.map((group) => (
            <section key={group.heading}>
              <h2>{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {/* A heading only: as the name of a region it would also be found as the country field's label. */}
        <div className="footer-locale">
          <h2>{t("layout.countryAndLanguage")}</h2>
          {/* The selector arrives after the page's code; its room is kept so nothing below moves. */}
          <div className="country-slot">
            <Suspense fallback={null}>
              <CountrySelector locale={site.locale} />
            </Suspense>
          </div>
          <LanguageSwitcher versions={languageVersions} />
        </div>
      </div>
      <div className="footer-base">
        <p className="footer-brand">{t("site.brand")}</p>
        <p>{t("site.tagline")}</p>
        <p data-testid="shopping-in">
          {t("site.storefront", { name: shoppingIn, currency: site.storefront.currency })}
        </p>
        <p>{t("site.copyright", { year: site.year })}</p>
        <CookieSettingsButton label={site.cookieSettingsLabel} />
      </div>
    </footer>
  );
}

/**
 * Where the visitor shops: in a storefront of several countries the one they chose (the site country,
 * known once the page runs), else the storefront's own name, as the built page says it.
 */
function useShoppingIn(site: SiteData): string {
  const { state } = useSiteState();
  const chosen = state.allowedCountries.length > 1 ? state.userCountry : undefined;
  return (chosen && new Intl.DisplayNames([site.locale], { type: "region" }).of(chosen)) || site.storefront.name;
}
