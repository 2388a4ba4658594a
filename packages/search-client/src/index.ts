export {
  decodeUrlFilters,
  encodeUrlFilters,
  type OptionSelections,
  type RangeSelections,
  toggleOption,
  type UrlFilterSelections,
} from "@hushling/search-protocol/url-filters";
export type { StorageLike } from "./client-storage.ts";
export { appliedFilters, clearFilter, setFilterRange, toggleFilterOption } from "./filter-selection.ts";
export { activeBanners, type BannerPlace, keywordRedirect } from "./merchant-rules.ts";
export {
  type ConnectorInfo,
  clientLimits,
  createSearchClient,
  type PurchaseItem,
  type RecommendationList,
  type SearchClient,
  type SearchClientConfig,
  SearchClientError,
  type SearchUrls,
  type StaticContent,
} from "./search-client.ts";
export { clientErrors } from "./search-client-error.ts";
export {
  categoryPageRequest,
  type ListingOptions,
  quickSearchRequest,
  type RequestBody,
  searchPageRequest,
} from "./search-requests.ts";
