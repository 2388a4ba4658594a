import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, searchQuery, startTestSearch, type TestSearch } from "./search-fixture.ts";

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({ products: 60 });
});
afterAll(() => search.close());

describe("bad input to the search endpoint", () => {
  it("refuses duplicate query ids with the provider's message", async () => {
    const { status, body } = await search.search({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [
        { id: "same", typeOfRequest: "SEARCH", settings: { query: { term: "crib" } } },
        { id: "same", typeOfRequest: "SEARCH", settings: { query: { term: "cot" } } },
      ],
    });
    expect(status).toBe(400);
    expect(body.meta).toMatchObject({ responseCode: 400, error: "Duplicate ids in request..." });
  });

  it("refuses an unknown API key with 403, naming it", async () => {
    const { status, body } = await search.search(searchQuery("hushling-xx-en", "crib"));
    expect(status).toBe(403);
    expect(body.meta.error).toBe('Unknown API key "hushling-xx-en"');
  });

  it("refuses malformed JSON and wrongly shaped bodies with 400 and says what is wrong", async () => {
    for (const body of [
      "{not json",
      "[]",
      JSON.stringify({ context: {} }),
      JSON.stringify({ context: { apiKeys: [] } }),
    ]) {
      const response = await search.post(search.paths.search, body);
      expect(response.status).toBe(400);
      expect((await response.json()).meta.error).toMatch(/Malformed/);
    }
    const badType = await search.search({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [{ id: "x", typeOfRequest: "DROP TABLE" }],
    });
    expect(badType.status).toBe(400);
    expect(badType.body.meta.error).toMatch(/recordQueries\.0\.typeOfRequest/);
  });

  it("answers empty and whitespace-only terms with the whole catalog, never an error", async () => {
    for (const term of ["", "   ", "*"]) {
      const { status, body } = await search.search(searchQuery(apiKeys.us, term));
      expect(status).toBe(200);
      expect(body.queryResults[0]?.meta.totalResultsFound).toBe(60);
    }
  });

  it("never echoes a script-laden term as markup: the JSON escapes angle brackets", async () => {
    const term = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { status, body, text } = await search.search({
      ...searchQuery(apiKeys.us, term),
      suggestions: [{ id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: term }],
    });
    expect(status).toBe(200);
    expect(text).not.toMatch(/[<>]/);
    expect(body.queryResults[0]?.meta.searchedTerm).toBe(term.toLowerCase());
  });

  it("answers unicode-heavy terms (emoji, combining marks, RTL, NUL) without a server error", async () => {
    const terms = [
      "👶🏽".repeat(100),
      "c\u0301\u0327".repeat(100),
      "\u202Ecrib\u202C",
      "crib\u0000",
      "ｃｒｉｂ",
      "\uD800",
    ];
    for (const term of terms) {
      const { status } = await search.search({
        ...searchQuery(apiKeys.jp, term),
        suggestions: [{ id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: term }],
      });
      expect(status).toBeLessThan(500);
    }
  });

  it("ignores hostile filter values instead of failing", async () => {
    const { status, body } = await search.search(
      searchQuery(
        apiKeys.us,
        "*",
        {},
        {
          filters: {
            applyFilters: {
              filters: [
                { key: "klevu_price", values: ["abc", "1e309"] },
                { key: "rating", values: ["<script>"] },
                { key: "__proto__", values: ["x"] },
              ],
            },
          },
        },
      ),
    );
    expect(status).toBe(200);
    expect(body.queryResults[0]?.meta.totalResultsFound).toBe(60);
  });

  it("answers 404 for paths it does not serve and 204 with CORS headers to a preflight", async () => {
    expect((await fetch(`${search.url}/nothing-here`)).status).toBe(404);
    const preflight = await fetch(`${search.url}${search.paths.search}`, {
      method: "OPTIONS",
      headers: { origin: "http://us.localhost:8080", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });
});
