import type { RecordQuery, SearchRequest, SortOption, SuggestionQuery } from "@hushling/search-protocol";
import { defaultLimit } from "@hushling/search-protocol/protocol-constants";
import type { UrlFilterSelections } from "@hushling/search-protocol/url-filters";
import { appliedFilters } from "./filter-selection.ts";

/** Request bodies for the pages the storefront shows; pure, so the UI and tests build the same ones. */

export type RequestBody = Omit<SearchRequest, "context">;

/** The overlay: products and suggestions from the first keystroke, 5 of each by default. */
export function quickSearchRequest(term: string, limit = defaultLimit): RequestBody {
  return {
    recordQueries: [
      {
        id: "productSearch",
        typeOfRequest: "SEARCH",
        settings: { query: { term }, limit, typeOfRecords: ["KLEVU_PRODUCT"] },
      },
      {
        id: "cmsSearch",
        typeOfRequest: "SEARCH",
        settings: { query: { term }, limit: 3, typeOfRecords: ["KLEVU_CMS"] },
      },
    ],
    suggestions: [
      { id: "autosuggestion", typeOfRequest: "AUTO_SUGGESTIONS", query: term, limit } satisfies SuggestionQuery,
    ],
  };
}

export type ListingOptions = {
  selections?: UrlFilterSelections;
  sort?: SortOption;
  offset?: number;
  limit?: number;
};

function listingQuery(query: Omit<RecordQuery, "filters">, options: ListingOptions): RecordQuery {
  const filters = appliedFilters(options.selections ?? { options: {}, ranges: {} });
  return {
    ...query,
    settings: {
      ...query.settings,
      limit: options.limit ?? defaultLimit,
      offset: options.offset ?? 0,
      sort: options.sort ?? "RELEVANCE",
    },
    filters: {
      filtersToReturn: { enabled: true, rangeFilterSettings: [{ key: "klevu_price", minMax: true }] },
      applyFilters: { filters },
    },
  };
}

/** The search page: products with facets, sorted and paged as the URL says. */
export function searchPageRequest(term: string, options: ListingOptions = {}): RequestBody {
  return {
    recordQueries: [
      listingQuery(
        { id: "productList", typeOfRequest: "SEARCH", settings: { query: { term }, typeOfRecords: ["KLEVU_PRODUCT"] } },
        options,
      ),
    ],
  };
}

/** A category page in the service's merchandising order (`Sleep;Cribs` or the category key). */
export function categoryPageRequest(categoryPath: string, options: ListingOptions = {}): RequestBody {
  return {
    recordQueries: [
      listingQuery(
        {
          id: "productList",
          typeOfRequest: "CATNAV",
          settings: { query: { categoryPath }, typeOfRecords: ["KLEVU_PRODUCT"] },
        },
        options,
      ),
    ],
  };
}
