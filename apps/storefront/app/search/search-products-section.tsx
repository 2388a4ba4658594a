import type { QueryResult } from "@hushling/search-protocol";
import { ProductCard } from "../catalog/product-card-item.tsx";
import { useTranslation } from "../i18n/translation-context.tsx";
import { EmptySearchSuggestions } from "./empty-search-suggestions.tsx";
import { RecordPriceLabel } from "./record-price-label.tsx";
import type { SearchPageQuery, SearchPageSort } from "./search-page-query.ts";
import { recordPicture } from "./search-page-results.ts";
import { SearchPaginationNav } from "./search-pagination-nav.tsx";
import { SearchSortSelect } from "./search-sort-select.tsx";

/** Search results' cards whose pictures load at once: the first row on a wide screen. */
const eagerCards = 4;

/** The products found: their count and sort, the cards (or where to look instead) and the pages. */
export function SearchProductsSection({
  query,
  products,
  onSort,
  pageHref,
  onProductSelect,
}: {
  query: SearchPageQuery;
  products: QueryResult | undefined;
  onSort: (sort: SearchPageSort) => void;
  pageHref: (page: number) => string;
  onProductSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const total = products?.meta.totalResultsFound ?? 0;
  return (
    <section aria-labelledby="search-products-heading">
      <div className="search-toolbar">
        <h2 id="search-products-heading">{t("search.products")}</h2>
        <p aria-live="polite">{t("search.resultCount", { count: total })}</p>
        <SearchSortSelect sort={query.sort} onChange={onSort} />
      </div>
      {total === 0 ? (
        <div className="search-empty">
          <p>{t("search.empty", { term: query.term })}</p>
          <EmptySearchSuggestions />
        </div>
      ) : (
        <ul className="product-grid">
          {(products?.records ?? []).map((record, index) => (
            <ProductCard
              key={record.id}
              name={record.name}
              href={record.url}
              image={recordPicture(record)}
              eager={index < eagerCards}
              headingLevel={3}
              onSelect={() => onProductSelect(record.id)}
            >
              <RecordPriceLabel record={record} className="product-card-price" />
            </ProductCard>
          ))}
        </ul>
      )}
      <SearchPaginationNav total={total} page={query.page} pageHref={pageHref} />
    </section>
  );
}
