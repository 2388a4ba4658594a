import { searchRequestLimits } from "@hushling/search-protocol/request-limits";
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

  it("refuses a term over the protocol's term limit: nothing is searched and the page says so", () => {
    const { termBytes } = searchRequestLimits;
    // "ü" is two bytes in UTF-8: half the limit in characters plus one is over it.
    const query = read(`q=${"ü".repeat(termBytes / 2 + 1)}`);
    expect(query).toMatchObject({ term: "", tooLong: true });
    expect(read(`q=${"a".repeat(termBytes)}`).tooLong).toBe(false);
  });
  it("reads a repeated parameter by its first value, as the page's links never repeat one", () => {
    expect(read("q=crib&q=bed&sort=price_asc&sort=name_asc&page=3&page=5&o_colour=Sand&o_colour=Grey")).toEqual({
      term: "crib",
      tooLong: false,
      selections: { options: { colour: ["Sand"] }, ranges: {} },
      sort: "PRICE_ASC",
      page: 3,
    });
  });

  it("puts line breaks and tabs of a pasted term to single spaces, and a blank term to none", () => {
    expect(read("q=crib%0A%09bed").term).toBe("crib bed");
    expect(read("q=%20%0A%09").term).toBe("");
    expect(read("q=%E0%A4%A").term).toBe("\uFFFD%A");
  });

  it("takes the sort in any case, and only a page written as plain digits", () => {
    expect(read("sort=Price_Desc").sort).toBe("PRICE_DESC");
    expect(read("sort=relevance").sort).toBe("RELEVANCE");
    expect(read("sort=__proto__").sort).toBe("RELEVANCE");
    expect(read("page=007").page).toBe(7);
    for (const page of ["0", "+3", " 3", "3.0", "0x10", "", "Infinity"]) {
      expect(read(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
  });

  it("drops an empty option, a malformed range and filters named after built-in properties", () => {
    expect(read("o_colour=&o_size=M").selections).toEqual({ options: { size: ["M"] }, ranges: {} });
    for (const range of ["abc", "-5-10", "10-", "-", "5-5-5"]) {
      expect(read(`s_klevu_price=${range}`).selections.ranges, range).toEqual({});
    }
    const polluted = read("o_constructor=x&o_toString=y&s___proto__=1-2");
    expect(polluted.selections).toEqual({ options: {}, ranges: {} });
    expect(Object.getPrototypeOf(polluted.selections.options)).toBe(Object.prototype);
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

  it("encodes a hostile term so it stays one parameter, and a bad sort or page in the address is dropped", () => {
    const hostile = searchPageParams(new URLSearchParams("country=DE&q=crib&page=2&fbclid=x"), { term: "a&b=c#d" });
    expect(hostile.toString()).toBe("country=DE&q=a%26b%3Dc%23d&fbclid=x");
    expect(readSearchPageQuery(new URLSearchParams(hostile.toString())).term).toBe("a&b=c#d");
    expect(searchPageParams(new URLSearchParams("q=crib&sort=bogus&page=abc"), {}).toString()).toBe("q=crib");
    expect(searchPageParams(new URLSearchParams("country=DE&q=crib&page=2"), {}).toString()).toBe(
      "country=DE&q=crib&page=2",
    );
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
