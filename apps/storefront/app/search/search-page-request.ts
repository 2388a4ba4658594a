import { type RequestBody, searchPageRequest } from "@hushling/search-client";
import type { SearchPageQuery } from "./search-page-query.ts";
import { searchPageSize } from "./search-page-query.ts";

/** How many matching categories and content pages the results page lists above the products. */
const otherRecordsLimit = 4;

/**
 * The search page's request: products with facets (filters, sort and page from the address), plus the
 * categories and content pages that match the term. The overlay sends the same body when the shopper
 * submits, so the page that opens next is answered from the client's cache.
 */
export function searchPageBody(query: Pick<SearchPageQuery, "term" | "selections" | "sort" | "page">): RequestBody {
  const products = searchPageRequest(query.term, {
    selections: query.selections,
    sort: query.sort,
    offset: (query.page - 1) * searchPageSize,
    limit: searchPageSize,
  });
  const other = (id: string, type: "KLEVU_CATEGORY" | "KLEVU_CMS") => ({
    id,
    typeOfRequest: "SEARCH" as const,
    settings: { query: { term: query.term }, typeOfRecords: [type], limit: otherRecordsLimit },
  });
  return {
    recordQueries: [
      ...(products.recordQueries ?? []),
      other("categoryList", "KLEVU_CATEGORY"),
      other("pageList", "KLEVU_CMS"),
    ],
  };
}
