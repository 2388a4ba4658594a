import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { RecordLinks } from "./record-links.tsx";
import { SearchBanners } from "./search-banners.tsx";
import { SearchPageFilters } from "./search-page-filters.tsx";
import { type SearchPageQuery, searchPageParams } from "./search-page-query.ts";
import { searchPageBody } from "./search-page-request.ts";
import { resultsAnswer } from "./search-page-results.ts";
import { SearchProductsSection } from "./search-products-section.tsx";
import { quietly, searchClient } from "./search-session.ts";
import { useSearchPageResults } from "./use-search-page-results.ts";

/**
 * What the search page shows once hydrated: the search service's answer to the address (banners,
 * categories, pages, filters, products), with the search client that asks for it. The route loads this
 * after the page's first load: the prerendered page has no answer to show, and the first-load budget
 * (BENCHMARKS.md) has no room for the client.
 */
export default function SearchPageAnswer({
  query,
  params,
  onChange,
}: {
  query: SearchPageQuery;
  params: URLSearchParams;
  onChange: (next: Parameters<typeof searchPageParams>[1]) => void;
}) {
  const { t } = useTranslation();
  const site = useSiteData();
  const { results, failed } = useSearchPageResults(query, params.toString(), site.language);
  if (failed) return <p role="alert">{t("search.unavailable")}</p>;
  if (!resultsAnswer(results, query)) return null;
  return (
    <>
      <SearchBanners
        banners={results.banners}
        onSelect={(banner) => quietly(searchClient(site.language).trackBannerClick(banner, query.term))}
      />
      <RecordLinks heading={t("search.categories")} result={results.categories} />
      <RecordLinks heading={t("search.pages")} result={results.pages} />
      <div className="search-layout">
        <SearchPageFilters
          filters={results.products?.filters ?? []}
          query={query}
          onChange={(selections) => onChange({ selections })}
        />
        <SearchProductsSection
          query={query}
          products={results.products}
          onSort={(sort) => onChange({ sort })}
          pageHref={(page) => `?${searchPageParams(params, { page })}`}
          onProductSelect={(id) => quietly(searchClient(site.language).trackProductClick(id, { term: query.term }))}
        />
      </div>
    </>
  );
}

/** A term typed into the page's form: a keyword map's redirect, if the service answers one. */
export async function searchRedirect(language: string, query: SearchPageQuery): Promise<string | undefined> {
  const outcome = await searchClient(language)
    .submitSearch(query.term, searchPageBody(query))
    .catch(() => undefined);
  return outcome && "redirect" in outcome ? outcome.redirect : undefined;
}
