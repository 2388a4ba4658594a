import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";

/** Nothing matched: the shop's categories, as places to look instead, and the home page. */
export function EmptySearchSuggestions() {
  const { t } = useTranslation();
  const site = useSiteData();
  const id = useId();
  const categories = site.navigation.menu.flatMap((entry) => entry.children).slice(0, 8);
  return (
    <nav aria-labelledby={id}>
      <h3 id={id}>{t("search.emptySuggestions")}</h3>
      <ul className="search-record-list">
        {categories.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
        <li>
          <Link to={site.homePath}>{t("search.emptyHome")}</Link>
        </li>
      </ul>
    </nav>
  );
}
