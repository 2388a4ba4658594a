import { describe, expect, it } from "vitest";
import { nextActiveOption } from "../app/search/combobox-keys.ts";
import { merchandisedOrder } from "../app/search/merchandised-order.ts";
import { readSearchPageQuery, searchPageParams } from "../app/search/search-page-query.ts";
import { searchPageBody } from "../app/search/search-page-request.ts";

const read = (query: string) => readSearchPageQuery(new URLSearchParams(query));

describe("readSearchPageQuery", () => {
  it("reads term, option filters, ranges, sort and page from the address", () => {
    expect(read("q=%20baby%20%20carrier%20&o_colour=Sand,Grey&s_klevu_price=50-200&sort=price_asc&page=3")).toEqual({
      term: "baby carrier",
      tooLong: false,
      selections: { options: { colour: ["Sand", "Grey"] }, ranges: { klevu_price: { start: 50, end: 200 } } },
      sort: "PRICE_ASC",
      page: 3,
    });
  });

  it("falls back to defaults for hostile or malformed values instead of failing", () => {
    const query = read(
      "q=<script>alert(1)</script>&o_<b>=x&o_colour=<img src=x>&s_klevu_price=9-1&sort=DROP TABLE&page=-2&o___proto__=1",
    );
    expect(query.term).toBe("<script>alert(1)</script>");
    expect(query.selections).toEqual({ options: {}, ranges: {} });
    expect(query.sort).toBe("RELEVANCE");
    expect(query.page).toBe(1);
    expect(read("page=99999999").page).toBe(1);
    expect(read("page=1e3").page).toBe(1);
    expect(read("page=120000").page).toBe(9999);
  });

  it("refuses a term over 1 KB: nothing is searched and the page says so", () => {
    const query = read(`q=${"ü".repeat(600)}`);
    expect(query).toMatchObject({ term: "", tooLong: true });
    expect(read(`q=${"a".repeat(1024)}`).tooLong).toBe(false);
  });
});

describe("searchPageParams", () => {
  const current = new URLSearchParams("q=crib&page=4&sort=name_asc&utm_source=mail&o_colour=Sand");

  it("starts again at page 1 when the term, a filter or the sort changes, keeping foreign parameters", () => {
    expect(searchPageParams(current, { sort: "PRICE_DESC" }).toString()).toBe(
      "q=crib&sort=price_desc&utm_source=mail&o_colour=Sand",
    );
    const filtered = searchPageParams(current, {
      selections: { options: {}, ranges: { klevu_price: { start: 10, end: 90 } } },
    });
    expect(filtered.get("page")).toBeNull();
    expect(filtered.get("o_colour")).toBeNull();
    expect(filtered.get("s_klevu_price")).toBe("10-90");
  });

  it("moves between pages and leaves defaults out of the address", () => {
    expect(searchPageParams(current, { page: 5 }).get("page")).toBe("5");
    expect(searchPageParams(current, { page: 1 }).has("page")).toBe(false);
    expect(searchPageParams(current, { sort: "RELEVANCE" }).has("sort")).toBe(false);
    expect(searchPageParams(current, { term: "" }).has("q")).toBe(false);
  });

  it("survives a round trip: what it writes reads back the same", () => {
    const selections = {
      options: { colour: ["Sand, light", "Grey"] },
      ranges: { klevu_price: { start: 0, end: 99.5 } },
    };
    const written = searchPageParams(new URLSearchParams(), {
      term: "trage",
      selections,
      sort: "RATING_DESC",
      page: 2,
    });
    expect(readSearchPageQuery(new URLSearchParams(written.toString()))).toMatchObject({
      term: "trage",
      selections,
      sort: "RATING_DESC",
      page: 2,
    });
  });
});

describe("searchPageBody", () => {
  it("asks for a page of products with facets, and matching categories and pages", () => {
    const body = searchPageBody(read("q=crib&page=2&sort=price_asc&o_colour=Sand"));
    const [products, categories, pages] = body.recordQueries ?? [];
    expect(products?.settings).toMatchObject({ query: { term: "crib" }, offset: 12, limit: 12, sort: "PRICE_ASC" });
    expect(products?.filters?.applyFilters?.filters).toEqual([{ key: "colour", values: ["Sand"] }]);
    expect(categories?.settings?.typeOfRecords).toEqual(["KLEVU_CATEGORY"]);
    expect(pages?.settings?.typeOfRecords).toEqual(["KLEVU_CMS"]);
    expect(new Set(body.recordQueries?.map((query) => query.id)).size).toBe(3);
  });
});

describe("nextActiveOption", () => {
  it("moves down and up through the options, wrapping at both ends", () => {
    expect(nextActiveOption("ArrowDown", -1, 3)).toBe(0);
    expect(nextActiveOption("ArrowDown", 2, 3)).toBe(0);
    expect(nextActiveOption("ArrowUp", -1, 3)).toBe(2);
    expect(nextActiveOption("ArrowUp", 0, 3)).toBe(2);
    expect(nextActiveOption("ArrowUp", 2, 3)).toBe(1);
  });

  it("jumps with Home and End only while an option is active, and leaves other keys to the text box", () => {
    expect(nextActiveOption("Home", 2, 3)).toBe(0);
    expect(nextActiveOption("End", 0, 3)).toBe(2);
    expect(nextActiveOption("Home", -1, 3)).toBeUndefined();
    expect(nextActiveOption("a", 1, 3)).toBeUndefined();
    expect(nextActiveOption("ArrowDown", -1, 0)).toBe(-1);
    expect(nextActiveOption("Enter", -1, 0)).toBeUndefined();
  });
});

describe("merchandisedOrder", () => {
  const cards = ["/a/", "/b/", "/c/", "/d/"].map((href) => ({ href }));

  it("puts the ranked cards first in the service's order and keeps the rest in place", () => {
    expect(merchandisedOrder(cards, ["/c/", "/a/", "/zz/", "/c/"]).map((card) => card.href)).toEqual([
      "/c/",
      "/a/",
      "/b/",
      "/d/",
    ]);
    expect(merchandisedOrder(cards, [])).toEqual(cards);
  });
});
