import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { searchPagination } from "./search-page-results.ts";

/** Previous and next links with "page n of m"; nothing when the results fit on one page. */
export function SearchPaginationNav({
  total,
  page,
  pageHref,
}: {
  total: number;
  page: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation();
  const pagination = searchPagination(total, page);
  if (!pagination) return null;
  return (
    <nav className="search-pagination" aria-label={t("search.pagination")}>
      {pagination.previous !== undefined ? (
        <Link to={pageHref(pagination.previous)} rel="prev">
          {t("search.previous")}
        </Link>
      ) : null}
      <span>{t("search.pageOf", { page: pagination.page, pages: pagination.lastPage })}</span>
      {pagination.next !== undefined ? (
        <Link to={pageHref(pagination.next)} rel="next">
          {t("search.next")}
        </Link>
      ) : null}
    </nav>
  );
}
