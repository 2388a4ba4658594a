import { analyticsBatchSchema, type BeaconName, beaconFields } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import {
  bannerClickFields,
  beaconSend,
  categoryClickFields,
  categoryViewFields,
  productClickFields,
  purchaseEvent,
  recommendationEvent,
  searchFields,
} from "../src/analytics-events.ts";
import type { RecommendationList } from "../src/recommendations.ts";
import { productRecord, spotMetadata } from "./records.ts";

const apiKey = "hushling-us-en";
const crib = productRecord("crib-harmony", {
  variantId: "crib-harmony-oak",
  name: "Crib Harmony",
  url: "/products/crib-harmony/",
  price: "349",
  salePrice: "299",
  sku: "CR-1",
});
const banner = {
  bannerRef: "spring",
  bannerName: "Spring",
  bannerImg: "/images/banners/spring.svg",
  bannerAltTag: "Spring",
  redirectUrl: "/pages/gift-guide/",
  position: "top" as const,
  showOnLandingPage: false,
  showOnQuickSearch: true,
  showOnCategoryPage: false,
  showForTerms: null,
  startDate: "2026/03/01",
  endDate: "",
};
const list: RecommendationList = {
  metadata: spotMetadata({ productThreshold: 1 }),
  records: [{ ...crib, id: "first" }, crib],
  staticContent: [],
};
const profile = { sessionId: "s-1", data_protection: false };

describe("analytics events", () => {
  // The search service refuses a beacon without its required fields: each builder must carry them.
  it.each<[BeaconName, Record<string, string>]>([
    ["n-search/search", searchFields("crib", undefined)],
    ["productTracking", productClickFields(crib, "crib")],
    ["categoryProductClickTracking", categoryClickFields(crib, { name: "Cribs", path: "Sleep;Cribs", position: 3 })],
    ["categoryProductViewTracking", categoryViewFields({ name: "Cribs", path: "Sleep;Cribs" }, ["a", "b"], 24)],
    ["dataTracking", bannerClickFields(banner, "crib")],
  ])("a %s beacon carries every field the protocol requires, as strings", (name, fields) => {
    const { target, form = {} } = beaconSend(apiKey, name, fields, "s-1");
    expect(target).toBe(`v1:${name}`);
    for (const field of beaconFields[name]) expect(typeof form[field], field).toBe("string");
    expect(form.klevu_apiKey).toBe(apiKey);
    expect(form.klevu_sessionId).toBe("s-1");
  });

  it("describes the product clicked, its variant or else itself, and leaves out a missing session", () => {
    expect(
      beaconSend(apiKey, "productTracking", productClickFields({ ...crib, variantId: undefined }, undefined)),
    ).toEqual({
      target: "v1:productTracking",
      form: {
        klevu_apiKey: apiKey,
        klevu_type: "clicked",
        klevu_keywords: "",
        klevu_productId: "crib-harmony",
        klevu_productGroupId: "crib-harmony",
        klevu_productVariantId: "crib-harmony",
        klevu_productName: "Crib Harmony",
        klevu_productUrl: "/products/crib-harmony/",
      },
    });
    expect(categoryClickFields(crib, { name: "Cribs", path: "Sleep;Cribs", position: 3 })).toMatchObject({
      klevu_productVariantId: "crib-harmony-oak",
      klevu_salePrice: "299",
      klevu_productSku: "CR-1",
      klevu_productPosition: "3",
    });
    expect(categoryViewFields({ name: "Cribs", path: "Sleep;Cribs" }, ["a", "b"], 24)).toMatchObject({
      klevu_productIds: "a,b",
      klevu_pageStartsFrom: "24",
    });
  });

  it("tells a search's result count and kind from its first query, and zero without one", () => {
    expect(searchFields("crib", undefined)).toEqual({
      klevu_term: "crib",
      klevu_totalResults: "0",
      klevu_typeOfQuery: "",
    });
  });

  it("a recommendation view and click are events the protocol accepts, items placed by their index in the list", () => {
    const view = recommendationEvent("view_recs_list", list, list.records, [], apiKey, profile);
    const click = recommendationEvent("select_recs_list", list, [crib], [], apiKey, profile);
    const events = analyticsBatchSchema.parse([...(view.json as unknown[]), ...(click.json as unknown[])]);
    expect(events.map((event) => [event.event, event.user_profile.sessionId])).toEqual([
      ["view_recs_list", "s-1"],
      ["select_recs_list", "s-1"],
    ]);
    const [, selected] = events;
    expect(selected?.event === "select_recs_list" && selected.event_data).toMatchObject({
      list_id: "picks",
      list_logic: "HAND_PICKED",
      action: "",
      spot_id: "spot-1",
      items: [{ index: 1, item_id: "crib-harmony", item_variant_id: "crib-harmony-oak", price: "349" }],
    });
    expect(view.target).toBe("v2");
  });

  it("names a static-content spot's pictures, and leaves the field out for a product spot", () => {
    const content = [{ image: "/images/banners/gift-guide.svg", alt: "Gifts", url: "/pages/gift-guide/" }];
    const [withContent] = recommendationEvent("select_recs_list", list, [], content, apiKey, profile).json as {
      event_data: object;
    }[];
    const [withoutContent] = recommendationEvent("view_recs_list", list, [], [], apiKey, profile).json as {
      event_data: object;
    }[];
    expect(withContent?.event_data).toMatchObject({ static_content: content, items: [] });
    expect(withoutContent?.event_data).not.toHaveProperty("static_content");
  });

  it("a purchase is one order_purchase event with every line, as the protocol accepts it", () => {
    const line = {
      currency: "USD",
      item_group_id: "crib-harmony",
      item_id: "crib-harmony",
      item_name: "Crib Harmony",
      unit_price: 299,
      order_id: "Q1",
      order_line_id: "1",
      units: 1,
    };
    const send = purchaseEvent([line, { ...line, order_line_id: "2" }], apiKey, { data_protection: true });
    const [event] = analyticsBatchSchema.parse(send.json);
    expect(event?.event === "order_purchase" && event.event_data.items.map((item) => item.order_line_id)).toEqual([
      "1",
      "2",
    ]);
    expect(event?.user_profile).toEqual({ data_protection: true });
    expect(event?.event_apikey).toBe(apiKey);
  });
});
