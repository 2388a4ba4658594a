import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { CookieSettingsButton } from "../../consent/cookie-settings-button.tsx";
import { useTranslation } from "../../i18n/translation-context.tsx";
import type { SiteData } from "../routing/site-data.ts";

// Below the fold and not needed for a first interaction: its code loads after the page's.
const CountrySelector = lazy(() => import("../country/country-selector.tsx"));

export function SiteFooter({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
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
      <Suspense fallback={null}>
        <CountrySelector locale={site.locale} />
      </Suspense>
      <CookieSettingsButton label={site.cookieSettingsLabel} />
      <p>{t("site.tagline")}</p>
      <p>{t("site.storefront", { name: site.storefront.name, currency: site.storefront.currency })}</p>
      <p>{t("site.copyright", { year: site.year })}</p>
    </footer>
  );
}
