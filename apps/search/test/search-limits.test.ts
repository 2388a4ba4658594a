import { searchRequestLimits as limits, type SearchRequestLimit } from "@hushling/search-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { apiKeys, startTestSearch, type TestSearch } from "./search-fixture.ts";

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({ products: 60 });
});
afterAll(() => search.close());

const productKeys = generatedCatalog("en", 60).products.map((product) => product.key);
const productIds = (count: number) => Array.from({ length: count }, (_, at) => `${productKeys[at % 60]}-${at}`);
const records = (count: number) => productIds(count).map((id) => ({ id }));

const request = (query: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  context: { apiKeys: [apiKeys.us] },
  recordQueries: [{ id: "q", typeOfRequest: "SEARCH", settings: { query: { term: "crib" } }, ...query }],
  ...extra,
});
const settings = (more: Record<string, unknown>) => ({ settings: { query: { term: "crib" }, ...more } });
const filters = (more: Record<string, unknown>) => ({ filters: more });
const similar = (groups: { id: string }[][]) => ({
  typeOfRequest: "RECS_SIMILAR",
  settings: { context: { sourceObjects: groups.map((group) => ({ typeOfRecord: "KLEVU_PRODUCT", records: group })) } },
});
const suggestion = (at: number, query = "crib") => ({ id: `s${at}`, typeOfRequest: "AUTO_SUGGESTIONS", query });

/** A request asking `n` of what the limit bounds; at the limit it passes, one more is refused. */
const cases: [SearchRequestLimit, (n: number) => unknown][] = [
  ["apiKeysPerRequest", (n) => ({ ...request(), context: { apiKeys: Array(n).fill(apiKeys.us) } })],
  [
    "recordQueriesPerRequest",
    (n) => ({
      ...request(),
      recordQueries: Array.from({ length: n }, (_, at) => ({ id: `q${at}`, typeOfRequest: "SEARCH", ...settings({}) })),
    }),
  ],
  ["suggestionsPerRequest", (n) => request({}, { suggestions: Array.from({ length: n }, (_, at) => suggestion(at)) })],
  // Counted across queries and groups, as sent.
  [
    "sourceIdsPerRequest",
    (n) => ({
      ...request(),
      recordQueries: [
        { id: "a", ...similar([records(1), records(n - 3)]) },
        { id: "b", ...similar([records(2)]) },
      ],
    }),
  ],
  [
    "recentIdsPerQuery",
    (n) =>
      request({
        typeOfRequest: "RECS_TRENDING",
        settings: {
          personalisation: { enablePersonalisation: true },
          context: { recentObjects: [{ records: records(n) }] },
        },
      }),
  ],
  ["idsPerList", (n) => request(settings({ topIds: productIds(n) }))],
  [
    "objectGroupsPerContext",
    (n) =>
      request({
        typeOfRequest: "RECS_TRENDING",
        settings: { context: { recentObjects: Array(n).fill({ records: [] }) } },
      }),
  ],
  ["resultsPerQuery", (n) => request(settings({ limit: n }))],
  ["resultOffset", (n) => request(settings({ offset: n }))],
  ["suggestionsPerList", (n) => request({}, { suggestions: [{ ...suggestion(0), limit: n }] })],
  [
    "filtersPerQuery",
    (n) =>
      request(
        filters({ applyFilters: { filters: Array.from({ length: n }, () => ({ key: "colour", values: ["Sand"] })) } }),
      ),
  ],
  [
    "valuesPerFilter",
    (n) => request(filters({ applyFilters: { filters: [{ key: "colour", values: productIds(n) }] } })),
  ],
  ["facetKeysPerQuery", (n) => request(filters({ filtersToReturn: { enabled: true, include: productIds(n) } }))],
  ["facetOptions", (n) => request(filters({ filtersToReturn: { enabled: true, options: { limit: n } } }))],
  // Bytes, not characters: "é" takes two.
  ["termBytes", (n) => request(settings({ query: { term: `${"é".repeat(Math.floor(n / 2))}${n % 2 ? "a" : ""}` } }))],
  [
    "termsPerRequest",
    (n) => ({
      ...request(),
      // "crib" again, however spelled, is the same term; the others are new.
      recordQueries: ["crib", " CRIB ", ...Array.from({ length: n - 1 }, (_, at) => `cot${at}`)].map((term, at) => ({
        id: `q${at}`,
        typeOfRequest: "SEARCH",
        settings: { query: { term } },
      })),
    }),
  ],
  [
    "categoryPathBytes",
    (n) => request({ typeOfRequest: "CATNAV", settings: { query: { categoryPath: "s".repeat(n) } } }),
  ],
];

describe("a search request is bounded in the work it can ask for", () => {
  it("has a case here for every limit of the search request", () => {
    const tested = new Set(cases.map(([limit]) => limit));
    const notRefusals = ["searchBodyBytes", "sessionBodyBytes", "wordsPerTerm", "wordCharacters"];
    expect(Object.keys(limits).filter((limit) => !tested.has(limit as SearchRequestLimit))).toEqual(notRefusals);
  });

  for (const [limit, asking] of cases) {
    it(`${limit}: at ${limits[limit]} the request is answered, at one more it is refused naming the limit`, async () => {
      const under = await search.search(asking(limits[limit]));
      expect(under.body.meta.error, limit).toBeUndefined();
      expect(under.status).toBe(200);
      const over = await search.search(asking(limits[limit] + 1));
      expect(over.status).toBe(400);
      expect(over.body.meta.error).toContain(`over the limit ${limit} (${limits[limit]})`);
    });
  }

  it("searchBodyBytes: a body of 16 KB is read, one byte more is refused before it is parsed", async () => {
    const body = (bytes: number) => {
      const text = JSON.stringify({ ...request(), padding: "" });
      return text.replace('"padding":""', `"padding":"${"x".repeat(bytes - text.length)}"`);
    };
    expect(Buffer.byteLength(body(limits.searchBodyBytes))).toBe(limits.searchBodyBytes);
    expect((await search.post(search.paths.search, body(limits.searchBodyBytes))).status).toBe(200);
    const over = await search.post(search.paths.search, body(limits.searchBodyBytes + 1));
    expect(over.status).toBe(400);
    expect(((await over.json()) as { meta: { error: string } }).meta.error).toBe(
      `Request body over the limit searchBodyBytes (${limits.searchBodyBytes})`,
    );
  });

  it("sessionBodyBytes: a visitor session body over 4 KB is refused naming the limit", async () => {
    const path = `/visitor/${apiKeys.us}/session`;
    const session = (bytes: number) => {
      const text = JSON.stringify({ sessionInfo: { connectorInfo: [] }, padding: "" });
      return text.replace('"padding":""', `"padding":"${"x".repeat(bytes - text.length)}"`);
    };
    expect((await search.post(path, session(limits.sessionBodyBytes))).status).toBe(200);
    const over = await search.post(path, session(limits.sessionBodyBytes + 1));
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      error: `Request body over the limit sessionBodyBytes (${limits.sessionBodyBytes})`,
    });
  });

  it("wordsPerTerm: words past the tenth are not looked up, so a nonsense eleventh word changes nothing", async () => {
    const ten = Array(limits.wordsPerTerm).fill("crib").join(" ");
    const found = await search.search(request(settings({ query: { term: ten }, limit: 100 })));
    const withMore = await search.search(request(settings({ query: { term: `${ten} qqqqzzzz` }, limit: 100 })));
    const ids = (answer: typeof found) => answer.body.queryResults[0]?.records.map((record) => record.id);
    expect(ids(found)?.length).toBeGreaterThan(0);
    expect(ids(withMore)).toEqual(ids(found));
    expect(withMore.body.queryResults[0]?.meta.typeOfSearch).toBe("AND");
  });

  it("collapses repeated source ids before the work: ten of one product answer as the product alone", async () => {
    const once = await search.search(request({ id: "q", ...similar([[{ id: productKeys[0] as string }]]) }));
    const repeated = await search.search(
      request({ id: "q", ...similar([Array(limits.sourceIdsPerRequest).fill({ id: productKeys[0] })]) }),
    );
    expect(repeated.status).toBe(200);
    const ids = (answer: typeof once) => answer.body.queryResults[0]?.records.map((record) => record.id);
    expect(ids(once)?.length).toBeGreaterThan(0);
    expect(ids(repeated)).toEqual(ids(once));
  });
});
