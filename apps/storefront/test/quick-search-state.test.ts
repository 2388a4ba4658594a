import type { SearchRecord, SearchResponse } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import {
  activeAfterKey,
  closedQuickSearch,
  type QuickSearchEvent,
  type QuickSearchState,
  quickOptions,
  quickSearchReducer,
  quickStatus,
  quickSubmission,
  seeAllTerm,
} from "../app/search/quick-search-state.ts";

const product = (id: string): SearchRecord => ({
  id: id,
  itemGroupId: id,
  name: id,
  url: `/p/${id}`,
  price: "89.00",
  salePrice: "89.00",
  currency: "USD",
  sku: id,
  brand: "Hushling",
  category: "Carriers",
  image: "",
  imageUrl: "",
  typeOfRecord: "KLEVU_PRODUCT",
});

function answer(suggestions: string[], products: string[], pages: string[] = []): SearchResponse {
  const query = (id: string, ids: string[]) => ({
    id,
    meta: {
      apiKey: "hushling-us-en",
      isPersonalised: false,
      qTime: 0,
      noOfResults: ids.length,
      totalResultsFound: ids.length,
      offset: 0,
      typeOfSearch: "AND",
      searchedTerm: "",
      notificationCode: 1,
      debuggingInformation: {},
    },
    records: ids.map(product),
  });
  return {
    meta: { qTime: 0, responseCode: 200 },
    queryResults: [query("productSearch", products), query("cmsSearch", pages)],
    suggestionResults: [{ id: "suggestions", suggestions: suggestions.map((suggest) => ({ suggest })) }],
  };
}

const run = (...events: QuickSearchEvent[]): QuickSearchState => events.reduce(quickSearchReducer, closedQuickSearch);

describe("the search overlay's state", () => {
  it("shows the answer to the latest keystroke under its normalised term", () => {
    const state = run(
      { type: "typed", text: "  Baby  Carrier " },
      { type: "answered", request: 1, response: answer(["baby carrier"], ["c1"]) },
    );
    expect(state.results).toEqual({
      term: "baby carrier",
      suggestions: ["baby carrier"],
      products: [product("c1")],
      pages: [],
    });
    expect(quickStatus(state)).toEqual({ failed: false, products: 1, suggestions: 1 });
    expect(seeAllTerm(state)).toBe("baby carrier");
  });

  it("drops an answer, a failure or banners that come back for an older keystroke", () => {
    const banner = { bannerName: "Sale" } as never;
    const state = run(
      { type: "typed", text: "ca" },
      { type: "typed", text: "car" },
      { type: "answered", request: 1, response: answer([], ["old"]) },
      { type: "failed", request: 1 },
      { type: "bannersFound", request: 1, banners: [banner] },
    );
    expect(state.results).toBeNull();
    expect(state.failed).toBe(false);
    expect(state.banners).toEqual([]);
    expect(
      run({ type: "typed", text: "car" }, { type: "bannersFound", request: 1, banners: [banner] }).banners,
    ).toEqual([banner]);
  });

  it("keeps the last results while the next keystroke's answer is on its way, and clears them for an empty text", () => {
    const answered = run(
      { type: "typed", text: "car" },
      { type: "answered", request: 1, response: answer([], ["c1"]) },
    );
    const typing = quickSearchReducer(answered, { type: "typed", text: "carr" });
    expect(typing.results?.term).toBe("car");
    const cleared = quickSearchReducer(typing, { type: "typed", text: "   " });
    expect(cleared.results).toBeNull();
    expect(seeAllTerm(cleared)).toBeUndefined();
  });

  it("says the service failed until an answer comes", () => {
    const failed = run({ type: "typed", text: "car" }, { type: "failed", request: 1 });
    expect(quickStatus(failed)).toEqual({ failed: true });
    const recovered = run(
      { type: "typed", text: "car" },
      { type: "failed", request: 1 },
      { type: "typed", text: "carr" },
      { type: "answered", request: 2, response: answer([], []) },
    );
    expect(quickStatus(recovered)).toEqual({ failed: false, products: 0, suggestions: 0 });
  });

  it("lists suggestions, then products, then pages, and moves through them with the arrow keys", () => {
    const state = run(
      { type: "typed", text: "car" },
      { type: "answered", request: 1, response: answer(["car seat"], ["c1", "c2"], ["care"]) },
    );
    expect(quickOptions(state.results).map((option) => option.key)).toEqual(["s:car seat", "p:c1", "p:c2", "c:care"]);
    expect(activeAfterKey(state, "ArrowDown")).toBe(0);
    expect(activeAfterKey(state, "ArrowUp")).toBe(3);
    expect(activeAfterKey(state, "a")).toBeUndefined();
  });

  it("opens the active option on Enter, or searches the text when none is active", () => {
    const answered = run(
      { type: "typed", text: "car" },
      { type: "answered", request: 1, response: answer(["car seat"], ["c1"]) },
    );
    expect(quickSubmission(answered)).toEqual({ text: "car" });
    const moved = quickSearchReducer(answered, { type: "moved", active: 1 });
    expect(quickSubmission(moved)).toEqual({ option: { kind: "product", key: "p:c1", record: product("c1") } });
    // A new keystroke leaves no option active.
    expect(quickSearchReducer(moved, { type: "typed", text: "carr" }).active).toBe(-1);
  });
});
