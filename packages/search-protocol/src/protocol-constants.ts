/** The provider's vocabularies, shared by our service and client (zod-free so browsers load no validator). */
export const sortOptions = [
  "RELEVANCE",
  "PRICE_ASC",
  "PRICE_DESC",
  "NAME_ASC",
  "NAME_DESC",
  "RATING_ASC",
  "RATING_DESC",
  "NEW_ARRIVAL_ASC",
  "NEW_ARRIVAL_DESC",
  "ADVANCED_SORT",
] as const;
export type SortOption = (typeof sortOptions)[number];

export const recordTypes = ["KLEVU_PRODUCT", "KLEVU_CMS", "KLEVU_CATEGORY", "KLEVU_IMAGE"] as const;
export type RecordType = (typeof recordTypes)[number];

export const requestTypes = [
  "SEARCH",
  "CATNAV",
  "RECS_TRENDING",
  "RECS_NEW_ARRIVALS",
  "RECS_SIMILAR",
  "RECS_ALSO_VIEWED",
  "RECS_ALSO_BOUGHT",
  "RECS_SIMILAR_IMAGES",
  "RECS_CUSTOM",
] as const;
export type RequestType = (typeof requestTypes)[number];

export const recommendationLogics = [
  "TRENDING",
  "TRENDING_PERSONALIZED",
  "NEWEST_ARRIVALS",
  "RECENTLY_VIEWED",
  "HAND_PICKED",
  "OTHER_ALSO_VIEWED",
  "SIMILAR",
  "BOUGHT_TOGETHER",
  "BOUGHT_TOGETHER_PDP",
  "VISUALLY_SIMILAR",
  "CUSTOM_LOGIC",
] as const;
export type RecommendationLogic = (typeof recommendationLogics)[number];

export const recommendationPageTypes = ["HOME", "CATEGORY", "PRODUCT", "CHECKOUT"] as const;
export type RecommendationPageType = (typeof recommendationPageTypes)[number];

export const recommendationActions = ["STATIC_CONTENT", "HIDE_RECOMMENDATION", "FILTER"] as const;

/** The request type that serves each recommendation logic (the settings endpoint writes it into the payload). */
export const requestTypeOfLogic: Record<RecommendationLogic, RequestType> = {
  TRENDING: "RECS_TRENDING",
  TRENDING_PERSONALIZED: "RECS_TRENDING",
  NEWEST_ARRIVALS: "RECS_NEW_ARRIVALS",
  RECENTLY_VIEWED: "RECS_CUSTOM",
  HAND_PICKED: "RECS_CUSTOM",
  OTHER_ALSO_VIEWED: "RECS_ALSO_VIEWED",
  SIMILAR: "RECS_SIMILAR",
  BOUGHT_TOGETHER: "RECS_ALSO_BOUGHT",
  BOUGHT_TOGETHER_PDP: "RECS_ALSO_BOUGHT",
  VISUALLY_SIMILAR: "RECS_SIMILAR_IMAGES",
  CUSTOM_LOGIC: "RECS_CUSTOM",
};

/** Default search and suggestion limit and page size. */
export const defaultLimit = 5;
/** Filter lists show this many options by default, in index order. */
export const defaultFilterOptionLimit = 10;

/**
 * The provider's endpoints. The service configures them as paths, the client as full URLs; the hosted
 * provider's URLs fit the same shape.
 */
export type ProviderEndpoints = {
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

/**
 * Where our search service answers by default, as paths on its origin. The service serves them (each
 * configurable) and storefront builds derive the client's full URLs from them, so both read one table.
 */
export const defaultProviderPaths: ProviderEndpoints = {
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
