import { Link } from "react-router";
import { useTranslation } from "../../i18n/translation-context.tsx";
import "./breadcrumbs.css";

export function Breadcrumbs({ crumbs }: { crumbs: readonly { name: string; href: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("site.breadcrumb")} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.href}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
