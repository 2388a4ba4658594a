import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import type { SiteData } from "../routing/site-data.ts";
import type { LanguageVersion } from "../seo/page-seo.server.ts";

export function SiteHeader({ site, languageVersions }: { site: SiteData; languageVersions: LanguageVersion[] }) {
  const { t } = useTranslation();
  // A new page starts with every menu closed (the menus are <details>, which keep their own state).
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipLink")}
      </a>
      <header>
        {site.navigation.notice ? <NoticeBar text={site.navigation.notice} /> : null}
        <div className="site-header">
          <Link to={site.homePath} className="brand" aria-label={t("site.homeLink")}>
            {t("site.brand")}
          </Link>
          <nav key={pathname} aria-label={t("site.primaryNav")} className="primary-nav">
            <ul>
              {site.navigation.menu.map((item) => (
                <li key={item.label}>
                  {item.children.length > 0 ? (
                    <details>
                      <summary>{item.label}</summary>
                      <ul>
                        {item.href ? (
                          <li>
                            <NavLink to={item.href}>{item.label}</NavLink>
                          </li>
                        ) : null}
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <NavLink to={child.href}>{child.label}</NavLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : item.href ? (
                    <NavLink to={item.href}>{item.label}</NavLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-tools">
            <Link to={site.searchPath}>{t("site.search")}</Link>
            <Link to={site.cartPath}>{t("site.cart")}</Link>
            <LanguageSwitcher versions={languageVersions} />
          </div>
        </div>
      </header>
    </>
  );
}

/** Links to the same page in the storefront's other languages; plain links, so they work without JS. */
function LanguageSwitcher({ versions }: { versions: LanguageVersion[] }) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <nav aria-label={t("site.languageSwitcher")} className="language-switcher">
      <ul>
        {versions.map((version) => (
          <li key={version.code}>
            {version.current ? (
              <span aria-current="true" lang={version.code}>
                {version.name}
              </span>
            ) : (
              <Link to={version.href} lang={version.code} hrefLang={version.code}>
                {version.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoticeBar({ text }: { text: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div className="notice-bar">
      <p>{text}</p>
      <button type="button" onClick={() => setHidden(true)} aria-label={t("site.noticeBarClose")}>
        ×
      </button>
    </div>
  );
}

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
      <p>{t("site.tagline")}</p>
      <p>{t("site.storefront", { name: site.storefront.name, currency: site.storefront.currency })}</p>
      <p>{t("site.copyright", { year: site.year })}</p>
    </footer>
  );
}
