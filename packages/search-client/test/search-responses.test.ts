import type { SearchResponse } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import { quickSearchRequest } from "../src/search-requests.ts";
import { checkQueryIds, searchResponses } from "../src/search-responses.ts";
import { productRecord } from "./records.ts";

const answer = (responseCode: number, ...ids: string[]): SearchResponse => ({
  meta: { qTime: 1, responseCode },
  queryResults: [
    {
      id: "productSearch",
      meta: {
        apiKey: "hushling-us-en",
        isPersonalised: false,
        qTime: 1,
        noOfResults: ids.length,
        totalResultsFound: ids.length,
        offset: 0,
        typeOfSearch: "AND",
        searchedTerm: "crib",
        notificationCode: 1,
        debuggingInformation: {},
      },
      records: ids.map((id) => productRecord(id)),
    },
  ],
  suggestionResults: [],
});

describe("search answers", () => {
  it("refuses a request naming a query id twice, across records and suggestions", () => {
    expect(() => checkQueryIds(quickSearchRequest("crib"))).not.toThrow();
    const body = quickSearchRequest("crib");
    expect(() =>
      checkQueryIds({ ...body, suggestions: [{ id: "cmsSearch", typeOfRequest: "AUTO_SUGGESTIONS", query: "c" }] }),
    ).toThrow("Duplicate ids in request...");
  });

  it("answers the same request from memory for 10 minutes", () => {
    let now = 0;
    const responses = searchResponses(() => now);
    const kept = answer(200, "a");
    responses.keep("crib", kept);
    expect(responses.cached("crib")).toBe(kept);
    expect(responses.cached("cot")).toBeUndefined();
    now = 10 * 60_000 - 1;
    expect(responses.cached("crib")).toBe(kept);
    now = 10 * 60_000;
    expect(responses.cached("crib")).toBeUndefined();
  });

  it("keeps no answer the provider marks incomplete, but remembers its records for clicks", () => {
    const responses = searchResponses(() => 0);
    responses.keep("crib", answer(206, "partial"));
    expect(responses.cached("crib")).toBeUndefined();
    expect(responses.recordOf("partial").name).toBe("Product partial");
  });

  it("describes a record it showed, and refuses no id or one never shown with the provider's words", () => {
    const responses = searchResponses(() => 0);
    responses.keep("crib", answer(200, "a", "b"));
    responses.keep("cot", answer(200, "c"));
    expect(["a", "b", "c"].map((id) => responses.recordOf(id).url)).toEqual([
      "/products/a/",
      "/products/b/",
      "/products/c/",
    ]);
    expect(() => responses.recordOf(undefined)).toThrow("Cannot send event without product id");
    expect(() => responses.recordOf("")).toThrow("Cannot send event without product id");
    expect(() => responses.recordOf("d")).toThrow("Given d doesn't exists");
  });
});
