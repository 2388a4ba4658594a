/** Where each endpoint of the provider's table answers; every path is configurable, these are the defaults. */
export type SearchPaths = {
  search: string;
  /** `{visitor}/{apiKey}/session` */
  visitor: string;
  ipv4: string;
  ipv6: string;
  eventsV2: string;
  /** `{eventsV1}{beacon}`, e.g. `/analytics/v1/productTracking` */
  eventsV1: string;
  /** `{config}{apiKey}.json`, `{config}{apiKey}-banner.json`, `{config}{apiKey}-maps.json` */
  config: string;
  /** `{recommendations}{apiKey}/settings/{recsKey}` */
  recommendations: string;
  /** `{annotations}{apiKey}/annotations?query=…&title=…` */
  annotations: string;
};

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
