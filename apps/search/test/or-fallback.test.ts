import path from "node:path";
import { type ParsedRecordQuery, recordQuerySchema } from "@hushling/search-protocol";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, searchTerm } from "../src/catalog-index.ts";
import { runRecordQuery } from "../src/record-queries.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { ShopperActivity } from "../src/shopper-activity.ts";

const contentDir = path.join(repoRoot, "content");
const merchandising = readMerchandising(contentDir);
const index = buildCatalogIndex(
  storefrontRegistry.byId("us"),
  "en",
  generatedCatalog("en", 2000),
  readContentPages(contentDir),
  merchandising,
);
const context = {
  index,
  activity: new ShopperActivity(),
  scope: "us",
  now: Date.now(),
  apiKey: "hushling-us-en",
  merchandising,
};
// No record holds all these words (the model is not made in that colour), so the search falls back to OR.
const term = "baby carrier harmony sag";

/** The page is set on the parsed query: the ranking answers any page, the request limits bound what a request asks. */
const search = ({ offset = 0, limit }: { offset?: number; limit: number }): ReturnType<typeof runRecordQuery> => {
  const query = recordQuerySchema.parse({
    id: "q",
    typeOfRequest: "SEARCH",
    settings: { query: { term } },
    filters: { filtersToReturn: { enabled: true } },
  }) as ParsedRecordQuery;
  return runRecordQuery(context, { ...query, settings: { ...query.settings, offset, limit } });
};

describe("a search that falls back to records holding any of its words", () => {
  // The whole ranking, 250 at a time: pages past 64 are sorted whole.
  const first = search({ limit: 250 });
  const all = { ...first, records: [...first.records] };
  while (all.records.length < first.meta.totalResultsFound) {
    all.records.push(...search({ offset: all.records.length, limit: 250 }).records);
  }

  it("is the OR fallback over many records", () => {
    expect(searchTerm(index, term, "AND").positions.length).toBe(0);
    expect(all.meta.typeOfSearch).toBe("OR");
    expect(all.records.length).toBeGreaterThan(1000);
    expect(new Set(all.records.map((record) => record.id)).size).toBe(all.meta.totalResultsFound);
  });

  it("shows each page as the same stretch of the whole ranking, with the same total and facets", () => {
    for (const [offset, limit] of [
      [0, 5],
      [3, 5],
      [24, 24],
      [990, 10],
    ] as const) {
      const page = search({ offset, limit });
      expect(page.records.map((record) => record.id)).toEqual(
        all.records.slice(offset, offset + limit).map((record) => record.id),
      );
      expect(page.meta.totalResultsFound).toBe(all.meta.totalResultsFound);
      expect(page.filters).toEqual(all.filters);
    }
  });

  it("counts every match in its facets, options in the order the best products show them", () => {
    const products = all.records.filter((record) => record.typeOfRecord === "KLEVU_PRODUCT");
    const category = all.filters?.find((filter) => filter.key === "category");
    const options = category && "options" in category ? category.options : [];
    const firstSeen = [...new Set(products.map((record) => record.category))];
    expect(options.map((option) => option.name)).toEqual(firstSeen);
    for (const option of options) {
      expect(option.count).toBe(products.filter((record) => record.category === option.name).length);
    }
  });
});
