import type { SortOption } from "@hushling/search-protocol/protocol-constants";
import { maxTermBytes, termByteLength } from "@hushling/search-protocol/search-terms";
import { decodeUrlFilters, encodeUrlFilters, type UrlFilterSelections } from "@hushling/search-protocol/url-filters";

/** The sorts a shopper chooses from: the provider's options that mean something on a results page. */
export const searchPageSorts = [
  "RELEVANCE",
  "PRICE_ASC",
  "PRICE_DESC",
  "NAME_ASC",
  "RATING_DESC",
  "NEW_ARRIVAL_DESC",
] as const satisfies readonly SortOption[];
export type SearchPageSort = (typeof searchPageSorts)[number];

export const searchPageSize = 12;
/** No catalog needs more pages; a larger `page` is read as the last one the results have. */
const maxPage = 9999;

/** Everything the search page shows, read from its address: `q`, `o_*`, `s_*`, `sort`, `page`. */
export type SearchPageQuery = {
  term: string;
  /** The term was over 1 KB: nothing is searched and the page says why. */
  tooLong: boolean;
  selections: UrlFilterSelections;
  sort: SearchPageSort;
  /** 1-based. */
  page: number;
};

function sortOf(value: string | null): SearchPageSort {
  const wanted = value?.toUpperCase();
  return searchPageSorts.find((sort) => sort === wanted) ?? "RELEVANCE";
}

function pageOf(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), maxPage);
}

/** Reads the page's address; anything malformed falls back to its default instead of failing. */
export function readSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const raw = params.get("q") ?? "";
  const tooLong = termByteLength(raw) > maxTermBytes;
  return {
    term: tooLong ? "" : raw.replace(/\s+/gu, " ").trim(),
    tooLong,
    selections: decodeUrlFilters(params),
    sort: sortOf(params.get("sort")),
    page: pageOf(params.get("page")),
  };
}

/**
 * The address after a change. A new term, filter or sort starts again at page 1; parameters the page
 * does not own (tracking, `country`) are kept; defaults are left out so shared links stay short.
 */
export function searchPageParams(
  current: URLSearchParams,
  change: Partial<Pick<SearchPageQuery, "term" | "selections" | "sort" | "page">>,
): URLSearchParams {
  const query = readSearchPageQuery(current);
  const next = encodeUrlFilters(current, change.selections ?? query.selections);
  const term = change.term ?? query.term;
  const sort = change.sort ?? query.sort;
  const startOver = change.term !== undefined || change.selections !== undefined || change.sort !== undefined;
  const page = change.page ?? (startOver ? 1 : query.page);
  if (term) next.set("q", term);
  else next.delete("q");
  if (sort === "RELEVANCE") next.delete("sort");
  else next.set("sort", sort.toLowerCase());
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}
