import type { AnalyticsEvent, Banner, BeaconName, QueryResult, SearchRecord } from "@hushling/search-protocol";
import type { PendingSend } from "./analytics-queue.ts";
import type { RecommendationList, StaticContent } from "./recommendations.ts";
import type { UserProfile } from "./shopper-session.ts";

/**
 * What the client tells the provider's analytics, as the provider's own client words it: v1 beacons (form
 * fields, all strings) and v2 events (JSON). Pure: the caller adds the session and sends them.
 */

/** One line of a paid order as the provider's purchase event carries it (mapped by `@hushling/analytics`). */
export type PurchaseItem = Extract<AnalyticsEvent, { event: "order_purchase" }>["event_data"]["items"][number];

const productFields = (record: SearchRecord) => ({
  klevu_productId: record.id,
  klevu_productGroupId: record.itemGroupId,
  klevu_productVariantId: record.variantId ?? record.id,
  klevu_productName: record.name,
  klevu_productUrl: record.url,
});

/** `n-search/search`: a search-box term that showed results (the first query's). */
export const searchFields = (term: string, result: QueryResult | undefined) => ({
  klevu_term: term,
  klevu_totalResults: String(result?.meta.totalResultsFound ?? 0),
  klevu_typeOfQuery: result?.meta.typeOfSearch ?? "",
});

/** `productTracking`: a click on a product found by a search. */
export const productClickFields = (record: SearchRecord, term: string | undefined) => ({
  klevu_type: "clicked",
  klevu_keywords: term ?? "",
  ...productFields(record),
});

/** `categoryProductClickTracking`: a click on a product of a category page. */
export const categoryClickFields = (
  record: SearchRecord,
  category: { name: string; path: string; position: number },
) => ({
  klevu_categoryName: category.name,
  klevu_categoryPath: category.path,
  klevu_productIds: record.id,
  klevu_pageStartsFrom: "0",
  ...productFields(record),
  klevu_salePrice: record.salePrice,
  klevu_productSku: record.sku,
  klevu_productPosition: String(category.position),
});

/** `categoryProductViewTracking`: the products a category page showed, from offset `startsFrom`. */
export const categoryViewFields = (
  category: { name: string; path: string },
  productIds: string[],
  startsFrom: number,
) => ({
  klevu_categoryName: category.name,
  klevu_categoryPath: category.path,
  klevu_productIds: productIds.join(","),
  klevu_pageStartsFrom: String(startsFrom),
});

/** `dataTracking`: a click on a banner. */
export const bannerClickFields = (banner: Banner, term: string) => ({
  type: "banner",
  klevu_request: "click",
  klevu_term: term,
  klevu_bannerId: banner.bannerRef,
  klevu_bannerName: banner.bannerName,
  klevu_image: banner.bannerImg,
  klevu_target: banner.redirectUrl,
});

/** A beacon as the analytics queue sends it, with the API key and (where there is one) the session. */
export function beaconSend(
  apiKey: string,
  name: BeaconName,
  fields: Record<string, string>,
  sessionId?: string,
): Omit<PendingSend, "attempts"> {
  return {
    target: `v1:${name}`,
    form: { klevu_apiKey: apiKey, ...fields, ...(sessionId ? { klevu_sessionId: sessionId } : {}) },
  };
}

/** A v2 event as the queue sends it: one event in a batch. */
function eventSend(event: string, apiKey: string, profile: UserProfile, data: object): Omit<PendingSend, "attempts"> {
  return {
    target: "v2",
    json: [{ event, event_version: "1.0.0", event_apikey: apiKey, user_profile: profile, event_data: data }],
  };
}

/**
 * A recommendation spot's view or click: the spot, and the records seen or clicked with their place in
 * the list. A STATIC_CONTENT spot names its pictures (or the one clicked) instead.
 */
export function recommendationEvent(
  event: "view_recs_list" | "select_recs_list",
  list: RecommendationList,
  records: SearchRecord[],
  staticContent: StaticContent[],
  apiKey: string,
  profile: UserProfile,
): Omit<PendingSend, "attempts"> {
  return eventSend(event, apiKey, profile, {
    list_id: list.metadata.recsKey,
    list_logic: list.metadata.logic,
    list_name: list.metadata.title,
    action: list.metadata.action ?? "",
    spot_id: list.metadata.spotKey,
    spot_name: list.metadata.spotName,
    ...(staticContent.length > 0 ? { static_content: staticContent } : {}),
    items: records.map((record) => ({
      index: list.records.findIndex((entry) => entry.id === record.id),
      item_id: record.id,
      item_group_id: record.itemGroupId,
      item_name: record.name,
      item_variant_id: record.variantId ?? record.id,
      price: record.price,
      currency: record.currency,
      item_brand: record.brand,
      item_category: record.category,
    })),
  });
}

/** A paid order: one order_purchase event with every line. */
export function purchaseEvent(
  items: PurchaseItem[],
  apiKey: string,
  profile: UserProfile,
): Omit<PendingSend, "attempts"> {
  return eventSend("order_purchase", apiKey, profile, { items });
}
