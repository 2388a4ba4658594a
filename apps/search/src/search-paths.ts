import { defaultProviderPaths, type ProviderEndpoints } from "@hushling/search-protocol/protocol-constants";

/** Where each endpoint of the provider's table answers; every path is configurable, these are the defaults. */
export type SearchPaths = ProviderEndpoints;

export const defaultSearchPaths: SearchPaths = defaultProviderPaths;
