import { Link } from "react-router";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { saveLanguage } from "../language/saved-language.ts";
import type { LanguageVersion } from "../seo/page-seo.server.ts";

/**
 * Links to the same page in the storefront's other languages; plain links, so they work without JS.
 * The choice is saved, and wins over the browser's languages on the next visit.
 */
export function LanguageSwitcher({ versions }: { versions: LanguageVersion[] }) {
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
              <Link
                to={version.href}
                lang={version.code}
                hrefLang={version.code}
                onClick={() => saveLanguage(version.code)}
              >
                {version.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
