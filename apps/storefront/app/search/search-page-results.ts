import type { Banner, QueryResult, SearchRecord, SearchResponse } from "@hushling/search-protocol";
import type { SiteImage } from "../catalog/product-image.ts";
import { type SearchPageQuery, searchPageSize } from "./search-page-query.ts";

/** One answer of the search page's request, with the query it answers (the address may have moved on). */
export type SearchPageResults = {
  query: SearchPageQuery;
  products: QueryResult | undefined;
  categories: QueryResult | undefined;
  pages: QueryResult | undefined;
  banners: Banner[];
};

/** The answer's parts by the ids searchPageBody gave its queries. */
export function searchPageResultsOf(
  query: SearchPageQuery,
  response: SearchResponse,
  banners: Banner[],
): SearchPageResults {
  const byId = (id: string) => response.queryResults.find((result) => result.id === id);
  return { query, products: byId("productList"), categories: byId("categoryList"), pages: byId("pageList"), banners };
}

/** Results are shown only while they answer the term in the address: a new term hides the old ones. */
export function resultsAnswer(results: SearchPageResults | null, query: SearchPageQuery): results is SearchPageResults {
  return results !== null && results.query.term === query.term;
}

/** The pagination's links: none for one page; a page past the last reads as the last. */
export type SearchPagination = { page: number; lastPage: number; previous?: number; next?: number };

export function searchPagination(total: number, page: number): SearchPagination | undefined {
  const lastPage = Math.max(1, Math.ceil(total / searchPageSize));
  if (lastPage <= 1) return undefined;
  return {
    page: Math.min(page, lastPage),
    lastPage,
    ...(page > 1 ? { previous: Math.min(page - 1, lastPage) } : {}),
    ...(page < lastPage ? { next: page + 1 } : {}),
  };
}

/**
 * A product record's picture as the card shows it: the file on this site and its drawn size (the export's,
 * which the service passes on), so its box is reserved before it loads.
 */
export function recordPicture(record: SearchRecord): SiteImage | null {
  const width = Number(record.imageWidth);
  const height = Number(record.imageHeight);
  if (!record.image.startsWith("/") || !(width > 0) || !(height > 0)) return null;
  return { url: record.image, width, height };
}
