import type { QueryResult, SearchRecord, SearchResponse, SliderFilter } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import { hasFilterSelections, optionChecked, rangeApplied, rangeFields } from "../app/search/search-filter-state.ts";
import { readSearchPageQuery } from "../app/search/search-page-query.ts";
import {
  recordPicture,
  resultsAnswer,
  searchPageResultsOf,
  searchPagination,
} from "../app/search/search-page-results.ts";

const read = (query: string) => readSearchPageQuery(new URLSearchParams(query));
const none = { options: {}, ranges: {} };

function result(id: string, names: string[] = []): QueryResult {
  return {
    id,
    meta: {
      apiKey: "hushling-us-en",
      isPersonalised: false,
      qTime: 0,
      noOfResults: names.length,
      totalResultsFound: names.length,
      offset: 0,
      typeOfSearch: "AND",
      searchedTerm: "",
      notificationCode: 1,
      debuggingInformation: {},
    },
    records: names.map((name) => record({ id: name, name })),
  };
}

function record(fields: Partial<SearchRecord>): SearchRecord {
  return {
    id: "p1",
    itemGroupId: "p1",
    name: "Carrier",
    url: "/p/carrier",
    price: "89.00",
    salePrice: "89.00",
    currency: "USD",
    sku: "p1",
    brand: "Hushling",
    category: "Carriers",
    image: "",
    imageUrl: "",
    typeOfRecord: "KLEVU_PRODUCT",
    ...fields,
  } as SearchRecord;
}

describe("the search page's results", () => {
  it("takes products, categories and pages from the answer by their query ids", () => {
    const response: SearchResponse = {
      meta: { qTime: 1, responseCode: 200 },
      queryResults: [result("pageList", ["Care"]), result("productList", ["Carrier"]), result("categoryList", [])],
      suggestionResults: [],
    };
    const shown = searchPageResultsOf(read("q=carrier"), response, []);
    expect(shown.products?.records.map((entry) => entry.name)).toEqual(["Carrier"]);
    expect(shown.pages?.records.map((entry) => entry.name)).toEqual(["Care"]);
    expect(shown.categories?.records).toEqual([]);
  });

  it("are shown only while the address asks the term they answer", () => {
    const response: SearchResponse = { meta: { qTime: 1, responseCode: 200 }, queryResults: [], suggestionResults: [] };
    const results = searchPageResultsOf(read("q=carrier"), response, []);
    expect(resultsAnswer(results, read("q=carrier&sort=price_asc&page=2"))).toBe(true);
    expect(resultsAnswer(results, read("q=crib"))).toBe(false);
    expect(resultsAnswer(null, read("q=carrier"))).toBe(false);
  });

  it("paginate 12 to a page, reading a page past the last as the last", () => {
    expect(searchPagination(12, 1)).toBeUndefined();
    expect(searchPagination(0, 3)).toBeUndefined();
    expect(searchPagination(13, 1)).toEqual({ page: 1, lastPage: 2, next: 2 });
    expect(searchPagination(30, 2)).toEqual({ page: 2, lastPage: 3, previous: 1, next: 3 });
    expect(searchPagination(30, 9)).toEqual({ page: 3, lastPage: 3, previous: 3 });
  });

  it("show a product's picture only from this site and with its drawn size", () => {
    const sized = { imageWidth: "800", imageHeight: "600" };
    expect(recordPicture(record({ image: "/images/carrier.webp", ...sized }))).toEqual({
      url: "/images/carrier.webp",
      width: 800,
      height: 600,
    });
    expect(recordPicture(record({ image: "https://elsewhere.example/carrier.webp", ...sized }))).toBeNull();
    expect(recordPicture(record({ image: "/images/carrier.webp", imageWidth: "0", imageHeight: "600" }))).toBeNull();
    expect(recordPicture(record({ image: "/images/carrier.webp" }))).toBeNull();
  });
});

describe("the search page's filters", () => {
  const price: SliderFilter = {
    key: "klevu_price",
    label: "Price",
    type: "SLIDER",
    min: 19.5,
    max: 240.2,
    start: 0,
    end: 0,
  };

  it("say whether anything is selected", () => {
    expect(hasFilterSelections(none)).toBe(false);
    expect(hasFilterSelections({ options: { colour: ["Sand"] }, ranges: {} })).toBe(true);
    expect(hasFilterSelections({ options: {}, ranges: { klevu_price: { start: 20, end: 50 } } })).toBe(true);
  });

  it("show a clicked option at once, and the answer's selection otherwise", () => {
    const sand = { name: "Sand", value: "Sand", count: 3, selected: false };
    expect(optionChecked({}, sand)).toBe(false);
    expect(optionChecked({ Sand: true }, sand)).toBe(true);
    expect(optionChecked({ Sand: false }, { ...sand, selected: true })).toBe(false);
  });

  it("start a range's fields inside the whole-number bounds of the answer", () => {
    expect(rangeFields(price, undefined)).toEqual({ low: 19, high: 241, start: 19, end: 241 });
    // A category narrowed the bounds below what the address chose: the fields stay inside them.
    expect(rangeFields(price, { start: 5, end: 500 })).toEqual({ low: 19, high: 241, start: 19, end: 241 });
    expect(rangeFields(price, { start: 50, end: 100 })).toMatchObject({ start: 50, end: 100 });
  });

  it("apply a range in either order, clamped to the bounds, and ignore fields that are not numbers", () => {
    expect(rangeApplied(none, price, "300", "40")).toEqual({
      options: {},
      ranges: { klevu_price: { start: 40, end: 241 } },
    });
    expect(rangeApplied(none, price, "abc", "40")).toBeUndefined();
    expect(rangeApplied({ options: { colour: ["Sand"] }, ranges: {} }, price, "20", "30")).toEqual({
      options: { colour: ["Sand"] },
      ranges: { klevu_price: { start: 20, end: 30 } },
    });
  });
});
