import type { RecommendationSettings, SearchRecord } from "@hushling/search-protocol";
import { searchRequestLimits } from "@hushling/search-protocol/request-limits";
import type { RequestBody } from "./search-requests.ts";

/** A picture that links to a page, hand-picked for a spot. */
export type StaticContent = NonNullable<RecommendationSettings["staticContent"]>[number];

export type RecommendationList = {
  metadata: RecommendationSettings["metadata"];
  /** Empty when the spot is hidden, shows content, or found fewer products than its threshold. */
  records: SearchRecord[];
  /** What a STATIC_CONTENT spot shows instead of products; empty for every other spot. */
  staticContent: StaticContent[];
};

/**
 * What a spot's settings ask for: a list to show as it is (hidden, static content, or recently viewed with
 * nothing viewed), or the search for its products, with the shopper's recent clicks (newest first) and
 * `sourceIds` (the product page's product, the cart's) as context.
 */
export function recommendationPlan(
  settings: RecommendationSettings,
  recentIds: string[],
  sourceIds: string[],
): { list: RecommendationList } | { search: RequestBody } {
  const { metadata } = settings;
  const none: RecommendationList = { metadata, records: [], staticContent: [] };
  if (!metadata.enabled || metadata.action === "HIDE_RECOMMENDATION") return { list: none };
  if (metadata.action === "STATIC_CONTENT") return { list: { ...none, staticContent: settings.staticContent ?? [] } };
  const payload = JSON.parse(settings.search.payload) as RequestBody;
  const recent = recentIds.map((id) => ({ id }));
  // Recently viewed without clicks (or before consent) is an empty list, not the whole catalog.
  if (metadata.logic === "RECENTLY_VIEWED" && recent.length === 0) return { list: none };
  // A cart of more different products than a request may name: its first ones stand for it.
  const sourceKeys = sourceIds.slice(0, searchRequestLimits.sourceIdsPerRequest);
  const sources = sourceKeys.map((id) => ({ id }));
  const recordQueries = (payload.recordQueries ?? []).map((query) => ({
    ...query,
    settings: {
      ...query.settings,
      ...(metadata.logic === "RECENTLY_VIEWED" ? { includeIds: recentIds } : {}),
      context: {
        recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT" as const, records: recent }],
        sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT" as const, records: sources }],
      },
      excludeIds: sourceKeys,
    },
  }));
  return { search: { recordQueries } };
}

/** The spot's list from its search's records: none when fewer than the spot's threshold were found. */
export function recommendationList(
  metadata: RecommendationSettings["metadata"],
  records: SearchRecord[],
): RecommendationList {
  return { metadata, records: records.length >= metadata.productThreshold ? records : [], staticContent: [] };
}
