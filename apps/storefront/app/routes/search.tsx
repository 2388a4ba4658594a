import { type FormEvent, useEffect, useState } from "react";
import { Form, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { RecordLinks } from "../search/record-links.tsx";
import { SearchBanners } from "../search/search-banners.tsx";
import { SearchPageFilters } from "../search/search-page-filters.tsx";
import { readSearchPageQuery, searchPageParams } from "../search/search-page-query.ts";
import { searchPageBody } from "../search/search-page-request.ts";
import { resultsAnswer } from "../search/search-page-results.ts";
import { SearchProductsSection } from "../search/search-products-section.tsx";
import { quietly, searchClient } from "../search/search-session.ts";
import { useSearchPageResults } from "../search/use-search-page-results.ts";
import { pageContext } from "../site/routing/page-context.server.ts";
import { useSiteData } from "../site/routing/site-data.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/search";
import "../search/search.css";
import "./search.css";

/** Query, filters, sort and page live in the address only; the prerendered page data never changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** Build time: the page's frame. Results come from the search service in the browser, as the address asks. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  return {
    title: `${context.t("search.title")} | ${context.t("site.brand")}`,
    description: context.t("search.label"),
    seo: unindexedPageSeo(context),
  };
}

export default function Search() {
  const { t } = useTranslation();
  const site = useSiteData();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The prerendered page knows no address; the browser reads it after hydration, so both render alike.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = readSearchPageQuery(hydrated ? params : new URLSearchParams());
  const { results, failed } = useSearchPageResults(query, hydrated ? params.toString() : null, site.language);

  const change = (next: Parameters<typeof searchPageParams>[1]) =>
    setParams(searchPageParams(params, next), { preventScrollReset: true });

  const onSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get("q") ?? "");
    const next = readSearchPageQuery(new URLSearchParams({ q: term }));
    if (!next.term) return change({ term: "" });
    const outcome = await searchClient(site.language)
      .submitSearch(next.term, searchPageBody(next))
      .catch(() => undefined);
    if (outcome && "redirect" in outcome) navigate(outcome.redirect);
    else change({ term: next.term, selections: { options: {}, ranges: {} } });
  };

  return (
    <>
      <h1>{query.term ? t("search.resultsFor", { term: query.term }) : t("search.title")}</h1>
      <search>
        <Form method="get" className="search-form" onSubmit={onSearch} key={query.term}>
          <label htmlFor="search-query">{t("search.label")}</label>
          <input id="search-query" name="q" type="search" autoComplete="off" defaultValue={query.term} />
          <button type="submit">{t("search.submit")}</button>
        </Form>
      </search>
      {query.tooLong ? <p role="alert">{t("search.tooLong")}</p> : null}
      {failed ? <p role="alert">{t("search.unavailable")}</p> : null}
      {hydrated && !query.term && !query.tooLong ? <p>{t("search.prompt")}</p> : null}
      {resultsAnswer(results, query) ? (
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
              onChange={(selections) => change({ selections })}
            />
            <SearchProductsSection
              query={query}
              products={results.products}
              onSort={(sort) => change({ sort })}
              pageHref={(page) => `?${searchPageParams(params, { page })}`}
              onProductSelect={(id) => quietly(searchClient(site.language).trackProductClick(id, { term: query.term }))}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
