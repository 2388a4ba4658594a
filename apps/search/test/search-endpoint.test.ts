import type { QueryResult } from "@hushling/search-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, keys, searchQuery, startTestSearch, type TestSearch } from "./search-fixture.ts";

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({
    merchandising: {
      categories: [{ category: "baby-carriers", pins: [keys.miniCarrier, keys.harmonyCarrier], boosts: {} }],
      ratings: { [keys.harmonyCarrier]: { average: 4.8, count: 10 }, [keys.miniCarrier]: { average: 3.2, count: 4 } },
    },
  });
});
afterAll(() => search.close());

const names = (result: QueryResult | undefined) => result?.records.map((record) => record.name) ?? [];

describe("search endpoint", () => {
  it("typing 'carr' on us finds baby carriers, with the provider's record and meta fields", async () => {
    const { status, body } = await search.search(searchQuery(apiKeys.us, "carr", { limit: 50 }));
    expect(status).toBe(200);
    expect(body.meta.responseCode).toBe(200);
    const [result] = body.queryResults;
    expect(result?.id).toBe("productSearch");
    expect(result?.meta).toMatchObject({
      apiKey: apiKeys.us,
      offset: 0,
      searchedTerm: "carr",
      noOfResults: result?.records.length,
      tags: [],
    });
    expect(result?.meta.totalResultsFound).toBeGreaterThan(0);
    expect(names(result)).toContain("Baby Carrier Harmony");
    const record = result?.records.find((entry) => entry.id === keys.harmonyCarrier);
    expect(record).toMatchObject({ itemGroupId: keys.harmonyCarrier, currency: "USD", typeOfRecord: "KLEVU_PRODUCT" });
    expect(record?.url).toBe("/products/baby-carriers/baby-carrier-harmony/");
    for (const value of Object.values(record ?? {})) expect(typeof value).toBe("string");
  });

  it("'trag' on eu/de finds Babytragen inside the compound word", async () => {
    const { body } = await search.search(searchQuery(apiKeys.eu, "trag", { limit: 5 }));
    expect(names(body.queryResults[0]).some((name) => name.startsWith("Babytrage"))).toBe(true);
  });

  it("Japanese is segmented: a part of a katakana word finds the products", async () => {
    const { body } = await search.search(searchQuery(apiKeys.jp, "キャリア", { limit: 5 }));
    expect(names(body.queryResults[0]).some((name) => name.includes("ベビーキャリア"))).toBe(true);
  });

  it("tolerates a typo, a missing accent, a plural and messy whitespace", async () => {
    const typo = await search.search(searchQuery(apiKeys.us, "  Carier   HARMONY ", { limit: 10 }));
    expect(typo.body.queryResults[0]?.meta.searchedTerm).toBe("carier harmony");
    expect(names(typo.body.queryResults[0])).toContain("Baby Carrier Harmony");
    const accent = await search.search(searchQuery(apiKeys.eu, "salbeigrun", { limit: 1 }));
    expect(accent.body.queryResults[0]?.meta.totalResultsFound).toBeGreaterThan(0);
    const plural = await search.search(searchQuery(apiKeys.us, "cradles", { limit: 3 }));
    expect(names(plural.body.queryResults[0]).every((name) => name.startsWith("Cradle"))).toBe(true);
  });

  it("returns option, slider and rating facets with counts, and applied filters narrow the results", async () => {
    const filters = { filtersToReturn: { enabled: true, rangeFilterSettings: [{ key: "klevu_price", minMax: true }] } };
    const all = await search.search(searchQuery(apiKeys.us, "*", { limit: 5 }, { filters }));
    const facets = all.body.queryResults[0]?.filters ?? [];
    expect(facets.map((facet) => [facet.key, facet.type])).toEqual([
      ["category", "OPTIONS"],
      ["colour", "OPTIONS"],
      ["klevu_price", "SLIDER"],
      ["rating", "RATING"],
    ]);
    const category = facets.find((facet) => facet.key === "category");
    const cribs =
      category && "options" in category ? category.options.find((option) => option.value === "Cribs") : undefined;
    expect(cribs?.count).toBe(40);
    const narrowed = await search.search(
      searchQuery(
        apiKeys.us,
        "*",
        { limit: 100 },
        {
          filters: {
            ...filters,
            applyFilters: {
              filters: [
                { key: "category", values: ["Cribs"] },
                { key: "klevu_price", values: ["300", "400"] },
              ],
            },
          },
        },
      ),
    );
    const result = narrowed.body.queryResults[0];
    expect(
      result?.records.every(
        (record) => record.category === "Cribs" && Number(record.price) >= 300 && Number(record.price) <= 400,
      ),
    ).toBe(true);
    expect(result?.meta.totalResultsFound).toBeGreaterThan(0);
    const slider = result?.filters?.find((facet) => facet.key === "klevu_price");
    expect(slider).toMatchObject({ type: "SLIDER", start: 300, end: 400 });
    const selected = result?.filters?.find((facet) => facet.key === "category");
    expect(
      selected && "options" in selected && selected.options.find((option) => option.value === "Cribs")?.selected,
    ).toBe(true);
    const rated = await search.search(
      searchQuery(apiKeys.us, "*", {}, { filters: { applyFilters: { filters: [{ key: "rating", values: ["4"] }] } } }),
    );
    expect(rated.body.queryResults[0]?.records.map((record) => record.id)).toEqual([keys.harmonyCarrier]);
  });

  it("sorts by each option and pages with offset and limit", async () => {
    const prices = async (sort: string) =>
      (await search.search(searchQuery(apiKeys.us, "crib", { sort, limit: 30 }))).body.queryResults[0]?.records.map(
        (r) => Number(r.price),
      ) ?? [];
    const ascending = await prices("PRICE_ASC");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices("PRICE_DESC");
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const byName = (await search.search(searchQuery(apiKeys.us, "harmony", { sort: "NAME_DESC", limit: 30 }))).body
      .queryResults[0];
    expect(names(byName)).toEqual([...names(byName)].sort((a, b) => b.localeCompare(a)));
    const rating = (await search.search(searchQuery(apiKeys.us, "carrier", { sort: "RATING_DESC", limit: 2 }))).body
      .queryResults[0];
    expect(rating?.records.map((record) => record.id)).toEqual([keys.harmonyCarrier, keys.miniCarrier]);
    const newest = (await search.search(searchQuery(apiKeys.us, "*", { sort: "NEW_ARRIVAL_DESC", limit: 1 }))).body
      .queryResults[0];
    expect(newest?.records[0]?.id).toBe("bouncer-air-1");
    for (const sort of ["RELEVANCE", "NAME_ASC", "RATING_ASC", "NEW_ARRIVAL_ASC", "ADVANCED_SORT"]) {
      const { status, body } = await search.search(searchQuery(apiKeys.us, "crib", { sort }));
      expect(status).toBe(200);
      expect(body.queryResults[0]?.records.length).toBe(5);
    }
    const first = (await search.search(searchQuery(apiKeys.us, "crib", { limit: 4, offset: 0 }))).body.queryResults[0];
    const second = (await search.search(searchQuery(apiKeys.us, "crib", { limit: 4, offset: 4 }))).body.queryResults[0];
    expect(second?.meta.offset).toBe(4);
    expect(second?.meta.totalResultsFound).toBe(first?.meta.totalResultsFound);
    expect(new Set([...names(first), ...names(second)]).size).toBe(8);
  });

  it("category merchandising puts the pinned products first, in the pinned order", async () => {
    const { body } = await search.search({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [
        {
          id: "category",
          typeOfRequest: "CATNAV",
          settings: { query: { categoryPath: "Carry;Baby carriers" }, limit: 40 },
        },
      ],
    });
    const ids = body.queryResults[0]?.records.map((record) => record.id) ?? [];
    expect(ids.slice(0, 2)).toEqual([keys.miniCarrier, keys.harmonyCarrier]);
    expect(ids.length).toBe(40);
    expect(
      body.queryResults[0]?.records.every((record) => record.klevu_category?.startsWith("Carry;Baby carriers")),
    ).toBe(true);
  });

  it("finds content pages and categories when asked for those record types", async () => {
    const { body } = await search.search(searchQuery(apiKeys.us, "gift", { typeOfRecords: ["KLEVU_CMS"] }));
    expect(body.queryResults[0]?.records[0]).toMatchObject({
      id: "page:gift-guide",
      url: "/pages/gift-guide/",
      typeOfRecord: "KLEVU_CMS",
    });
    const categories = await search.search(searchQuery(apiKeys.eu, "wiegen", { typeOfRecords: ["KLEVU_CATEGORY"] }));
    expect(categories.body.queryResults[0]?.records[0]).toMatchObject({ name: "Wiegen", url: "/de/products/cradles/" });
  });

  it("answers suggestions from the first keystroke, 5 by default, highlighted only with bare tags", async () => {
    const { body } = await search.search({
      context: { apiKeys: [apiKeys.us] },
      suggestions: [
        { id: "plain", typeOfRequest: "AUTO_SUGGESTIONS", query: "c" },
        {
          id: "marked",
          typeOfRequest: "AUTO_SUGGESTIONS",
          query: "cra",
          hlStartElem: "<b>",
          hlEndElem: "</b>",
          limit: 2,
        },
        {
          id: "hostile",
          typeOfRequest: "AUTO_SUGGESTIONS",
          query: "cra",
          hlStartElem: "<img src=x onerror=alert(1)>",
          hlEndElem: "</b>",
        },
      ],
    });
    const [plain, marked, hostile] = body.suggestionResults;
    expect(plain?.suggestions.length).toBe(5);
    expect(marked?.suggestions.length).toBe(2);
    expect(marked?.suggestions[0]?.suggest).toContain("<b>cra</b>");
    expect(hostile?.suggestions.every((item) => !item.suggest.includes("<"))).toBe(true);
  });

  it("a fallback query answers only when the main query found too little", async () => {
    const request = (term: string) => ({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [
        {
          id: "main",
          typeOfRequest: "SEARCH",
          settings: { query: { term }, fallbackQueryId: "fallback", fallbackWhenCountLessThan: 1 },
        },
        { id: "fallback", typeOfRequest: "RECS_TRENDING", isFallbackQuery: true, settings: { limit: 3 } },
      ],
    });
    const empty = await search.search(request("zzqqxx"));
    expect(empty.body.queryResults.map((result) => [result.id, result.records.length])).toEqual([
      ["main", 0],
      ["fallback", 3],
    ]);
    const found = await search.search(request("crib"));
    expect(found.body.queryResults.map((result) => [result.id, result.records.length])).toEqual([
      ["main", 5],
      ["fallback", 0],
    ]);
  });
});
