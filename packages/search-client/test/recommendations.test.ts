import type { RecommendationSettings, SearchRecord } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import { recommendationList, recommendationPlan } from "../src/recommendations.ts";
import { spotMetadata } from "./records.ts";

const payload = JSON.stringify({
  recordQueries: [
    { id: "recsList", typeOfRequest: "RECS_SIMILAR", settings: { limit: 8, typeOfRecords: ["KLEVU_PRODUCT"] } },
  ],
});
function settings(
  metadata: Partial<RecommendationSettings["metadata"]> = {},
  extra: Partial<RecommendationSettings> = {},
) {
  return {
    metadata: spotMetadata(metadata),
    search: { basePath: "/cs/v2/search", payload },
    ...extra,
  } as RecommendationSettings;
}

describe("recommendation spots", () => {
  it("shows nothing for a disabled or hidden spot", () => {
    for (const spot of [settings({ enabled: false }), settings({ action: "HIDE_RECOMMENDATION" })])
      expect(recommendationPlan(spot, ["a"], [])).toEqual({
        list: { metadata: spot.metadata, records: [], staticContent: [] },
      });
  });

  it("shows a static-content spot's pictures instead of searching", () => {
    const content = [{ image: "/images/banners/gift-guide.svg", alt: "Gifts", url: "/pages/gift-guide/" }];
    const spot = settings({ action: "STATIC_CONTENT" }, { staticContent: content });
    expect(recommendationPlan(spot, [], [])).toEqual({
      list: { metadata: spot.metadata, records: [], staticContent: content },
    });
  });

  it("searches the spot's payload with the recent clicks and the page's products as context", () => {
    expect(recommendationPlan(settings(), ["r1", "r2"], ["cart-1"])).toEqual({
      search: {
        recordQueries: [
          {
            id: "recsList",
            typeOfRequest: "RECS_SIMILAR",
            settings: {
              limit: 8,
              typeOfRecords: ["KLEVU_PRODUCT"],
              context: {
                recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "r1" }, { id: "r2" }] }],
                sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "cart-1" }] }],
              },
              excludeIds: ["cart-1"],
            },
          },
        ],
      },
    });
  });

  it("recently viewed asks for exactly the clicked products, and for nothing before any click", () => {
    const spot = settings({ logic: "RECENTLY_VIEWED" });
    expect(recommendationPlan(spot, [], [])).toEqual({
      list: { metadata: spot.metadata, records: [], staticContent: [] },
    });
    const plan = recommendationPlan(spot, ["r2", "r1"], []);
    expect("search" in plan && plan.search.recordQueries?.[0]?.settings?.includeIds).toEqual(["r2", "r1"]);
  });

  it("shows the found products only when there are as many as the spot's threshold", () => {
    const { metadata } = settings({ productThreshold: 2 });
    const found = [{ id: "a" }, { id: "b" }] as SearchRecord[];
    expect(recommendationList(metadata, found).records).toEqual(found);
    expect(recommendationList(metadata, found.slice(1)).records).toEqual([]);
  });
});
