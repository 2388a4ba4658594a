import type { ProviderEndpoints } from "@hushling/search-protocol";

/** Where each endpoint of the provider's table answers; every path is configurable, these are the defaults. */
export type SearchPaths = ProviderEndpoints;

export const defaultSearchPaths: SearchPaths = {
  search: "/cs/v2/search",
  visitor: "/visitor",
  ipv4: "/ip/v4",
  ipv6: "/ip/v6",
  eventsV2: "/analytics/v2/collect",
  eventsV1: "/analytics/v1/",
  config: "/merchant/",
  recommendations: "/recommendations/",
  annotations: "/annotations/",
};
