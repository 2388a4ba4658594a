import { clearFilter, setFilterRange, toggleFilterOption } from "@hushling/search-client";
import type {
  Banner,
  OptionFilter,
  QueryResult,
  SearchFilter,
  SearchRecord,
  SliderFilter,
} from "@hushling/search-protocol";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { ProductCard } from "../catalog/product-card-item.tsx";
import type { SiteImage } from "../catalog/product-image.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { RecordPriceLabel } from "../search/record-price-label.tsx";
import { SearchBanners } from "../search/search-banners.tsx";
import {
  readSearchPageQuery,
  type SearchPageQuery,
  searchPageParams,
  searchPageSize,
  searchPageSorts,
} from "../search/search-page-query.ts";
import { searchPageBody } from "../search/search-page-request.ts";
import { quietly, searchClient } from "../search/search-session.ts";
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

type PageResults = {
  query: SearchPageQuery;
  products: QueryResult | undefined;
  categories: QueryResult | undefined;
  pages: QueryResult | undefined;
  banners: Banner[];
};

const sortLabels: Record<(typeof searchPageSorts)[number], string> = {
  RELEVANCE: "search.sortRelevance",
  PRICE_ASC: "search.sortPriceAsc",
  PRICE_DESC: "search.sortPriceDesc",
  NAME_ASC: "search.sortName",
  RATING_DESC: "search.sortRating",
  NEW_ARRIVAL_DESC: "search.sortNewest",
};

export default function Search() {
  const { t } = useTranslation();
  const site = useSiteData();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The prerendered page knows no address; the browser reads it after hydration, so both render alike.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = readSearchPageQuery(hydrated ? params : new URLSearchParams());
  const [results, setResults] = useState<PageResults | null>(null);
  const [failed, setFailed] = useState(false);
  const queryKey = hydrated ? params.toString() : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (queryKey) is what the results follow
  useEffect(() => {
    if (queryKey === null) return;
    if (!query.term) {
      setResults(null);
      return;
    }
    let current = true;
    const client = searchClient(site.language);
    Promise.all([client.search(searchPageBody(query)), client.banners("landingpage", query.term).catch(() => [])]).then(
      ([response, banners]) => {
        if (!current) return;
        const byId = (id: string) => response.queryResults.find((result) => result.id === id);
        setFailed(false);
        setResults({
          query,
          products: byId("productList"),
          categories: byId("categoryList"),
          pages: byId("pageList"),
          banners,
        });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [queryKey, site.language]);

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

  const products = results?.products;
  const total = products?.meta.totalResultsFound ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / searchPageSize));
  const pageHref = (page: number) => `?${searchPageParams(params, { page })}`;
  const shown = results && results.query.term === query.term;

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
      {shown && results ? (
        <>
          <SearchBanners
            banners={results.banners}
            onSelect={(banner) => quietly(searchClient(site.language).trackBannerClick(banner, query.term))}
          />
          <RecordLinks heading={t("search.categories")} result={results.categories} />
          <RecordLinks heading={t("search.pages")} result={results.pages} />
          <div className="search-layout">
            <Filters
              filters={products?.filters ?? []}
              query={query}
              onChange={(selections) => change({ selections })}
            />
            <section aria-labelledby="search-products-heading">
              <div className="search-toolbar">
                <h2 id="search-products-heading">{t("search.products")}</h2>
                <p aria-live="polite">{t("search.resultCount", { count: total })}</p>
                <label>
                  {t("search.sort")}{" "}
                  <select
                    value={query.sort}
                    onChange={(event) => {
                      const sort = searchPageSorts.find((option) => option === event.target.value);
                      if (sort) change({ sort });
                    }}
                  >
                    {searchPageSorts.map((option) => (
                      <option key={option} value={option}>
                        {t(sortLabels[option])}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {total === 0 ? (
                <div className="search-empty">
                  <p>{t("search.empty", { term: query.term })}</p>
                  <EmptySuggestions />
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
                      onSelect={() =>
                        quietly(searchClient(site.language).trackProductClick(record.id, { term: query.term }))
                      }
                    >
                      <RecordPriceLabel record={record} className="product-card-price" />
                    </ProductCard>
                  ))}
                </ul>
              )}
              {lastPage > 1 ? (
                <nav className="search-pagination" aria-label={t("search.pagination")}>
                  {query.page > 1 ? (
                    <Link to={pageHref(Math.min(query.page - 1, lastPage))} rel="prev">
                      {t("search.previous")}
                    </Link>
                  ) : null}
                  <span>{t("search.pageOf", { page: Math.min(query.page, lastPage), pages: lastPage })}</span>
                  {query.page < lastPage ? (
                    <Link to={pageHref(query.page + 1)} rel="next">
                      {t("search.next")}
                    </Link>
                  ) : null}
                </nav>
              ) : null}
            </section>
          </div>
        </>
      ) : null}
    </>
  );
}

/** Search results' cards whose pictures load at once: the first row on a wide screen. */
const eagerCards = 4;

/**
 * A product record's picture as the card shows it: the file on this site and its drawn size (the export's,
 * which the service passes on), so its box is reserved before it loads.
 */
function recordPicture(record: SearchRecord): SiteImage | null {
  const width = Number(record.imageWidth);
  const height = Number(record.imageHeight);
  if (!record.image.startsWith("/") || !(width > 0) || !(height > 0)) return null;
  return { url: record.image, width, height };
}

/** Nothing matched: the shop's categories, as places to look instead, and the home page. */
function EmptySuggestions() {
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

function RecordLinks({ heading, result }: { heading: string; result: QueryResult | undefined }) {
  const id = useId();
  if (!result || result.records.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="search-record-list">
        {result.records.map((record) => (
          <li key={record.id}>
            <Link to={record.url}>{record.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({
  filters,
  query,
  onChange,
}: {
  filters: readonly SearchFilter[];
  query: SearchPageQuery;
  onChange: (selections: SearchPageQuery["selections"]) => void;
}) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <section className="search-filters" aria-label={t("search.filters")}>
      {filters.map((filter) =>
        filter.type === "SLIDER" ? (
          <RangeFilter key={filter.key} filter={filter} query={query} onChange={onChange} />
        ) : (
          <OptionFilterBox
            key={filter.key}
            filter={filter}
            onToggle={(value) => onChange(toggleFilterOption(query.selections, filters, filter.key, value))}
          />
        ),
      )}
      {Object.keys(query.selections.options).length + Object.keys(query.selections.ranges).length > 0 ? (
        <button type="button" className="button-quiet" onClick={() => onChange({ options: {}, ranges: {} })}>
          {t("search.clearFilters")}
        </button>
      ) : null}
    </section>
  );
}

/**
 * A filter's options as checkboxes. A click shows at once (the answer takes a moment); the next answer's
 * options say what is selected.
 */
function OptionFilterBox({ filter, onToggle }: { filter: OptionFilter; onToggle: (value: string) => void }) {
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer's options replace what was clicked
  useEffect(() => setClicked({}), [filter]);
  if (filter.options.length === 0) return null;
  return (
    <fieldset>
      <legend>{filter.label}</legend>
      {filter.options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={clicked[option.value] ?? option.selected}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setClicked((shown) => ({ ...shown, [option.value]: checked }));
              onToggle(option.value);
            }}
          />
          {option.name} ({option.count})
        </label>
      ))}
    </fieldset>
  );
}

/** A price range as two number inputs: accessible without a two-thumb slider, and exact. */
function RangeFilter({
  filter,
  query,
  onChange,
}: {
  filter: SliderFilter;
  query: SearchPageQuery;
  onChange: (selections: SearchPageQuery["selections"]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = query.selections.ranges[filter.key];
  const low = Math.floor(filter.min);
  const high = Math.ceil(filter.max);
  // The bounds follow the other filters (a category narrows them): the fields start inside the current
  // bounds, or the browser refuses the form over a value the shopper never typed.
  const within = (value: number) => Math.min(Math.max(value, low), high);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const start = Number(form.get("start"));
    const end = Number(form.get("end"));
    if (!Number.isFinite(start) || !Number.isFinite(end)) return;
    const filters = [{ ...filter, min: low, max: high }];
    onChange(setFilterRange(query.selections, filters, filter.key, start, end));
  };
  return (
    <form onSubmit={apply} key={`${chosen?.start}-${chosen?.end}/${low}-${high}`}>
      <fieldset className="search-range">
        <legend>{filter.label}</legend>
        <label htmlFor={`${id}-start`}>{t("search.from")}</label>
        <input
          id={`${id}-start`}
          name="start"
          type="number"
          inputMode="decimal"
          min={low}
          max={high}
          defaultValue={within(chosen?.start ?? low)}
        />
        <label htmlFor={`${id}-end`}>{t("search.to")}</label>
        <input
          id={`${id}-end`}
          name="end"
          type="number"
          inputMode="decimal"
          min={low}
          max={high}
          defaultValue={within(chosen?.end ?? high)}
        />
        <button type="submit" className="button-secondary">
          {t("search.applyRange")}
        </button>
        {chosen ? (
          <button
            type="button"
            className="button-quiet"
            onClick={() => onChange(clearFilter(query.selections, filter.key))}
          >
            {t("search.clearRange")}
          </button>
        ) : null}
      </fieldset>
    </form>
  );
}
