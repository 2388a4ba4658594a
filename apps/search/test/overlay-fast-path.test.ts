import path from "node:path";
import { recordQuerySchema, searchRequestSchema, suggestionQuerySchema } from "@hushling/search-protocol";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { searchMeaning } from "../src/answer-cache.ts";
import { buildCatalogIndex } from "../src/catalog-index.ts";
import { type QueryContext, runRecordQuery, takesOverlayFastPath } from "../src/record-queries.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { ShopperActivity } from "../src/shopper-activity.ts";

/** Every setting's path in a request schema, down to the values a caller sets (lists are one setting). */
function settingPaths(schema: z.ZodType, at: string[] = []): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
    return settingPaths(def.innerType as z.ZodType, at);
  }
  if (def.type === "pipe") return settingPaths(def.in as z.ZodType, at);
  if (def.type === "object") {
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, inner]) =>
      settingPaths(inner, [...at, key]),
    );
  }
  return [at.join(".")];
}

type Role =
  /** The fast path answers it exactly as the full path does. */
  | "fast path honours it"
  /** Set, it sends the query down the full path. */
  | "leaves the fast path"
  /** No search answer reads it (recommendations or the provider's own features do), on either path. */
  | "no search answer reads it";

/**
 * Every record-query setting of the request schema, with what the overlay's fast path does with it and a
 * value that differs from the base query's. A setting added to the schema fails this test until it is
 * classified here; `inKey: false` names the settings the answer key leaves out on a search, and why.
 */
const settings: Record<string, { role: Role; sample: unknown; inKey?: false }> = {
  id: { role: "fast path honours it", sample: "other" },
  typeOfRequest: { role: "fast path honours it", sample: "CATNAV" },
  isFallbackQuery: { role: "fast path honours it", sample: true },
  "settings.query.term": { role: "fast path honours it", sample: "carrier" },
  "settings.query.categoryPath": { role: "fast path honours it", sample: "Cribs" },
  "settings.typeOfRecords": { role: "fast path honours it", sample: ["KLEVU_PRODUCT", "KLEVU_CATEGORY", "KLEVU_CMS"] },
  "settings.limit": { role: "fast path honours it", sample: 24 },
  "settings.offset": { role: "fast path honours it", sample: 5 },
  "settings.sort": { role: "leaves the fast path", sample: "PRICE_ASC" },
  "settings.typeOfSearch": { role: "no search answer reads it", sample: "OR" },
  "settings.fallbackQueryId": { role: "fast path honours it", sample: "fallback" },
  "settings.fallbackWhenCountLessThan": { role: "fast path honours it", sample: 3 },
  "settings.topIds": { role: "leaves the fast path", sample: ["baby-crib-harmony"] },
  "settings.includeIds": { role: "leaves the fast path", sample: ["baby-crib-harmony"] },
  "settings.excludeIds": { role: "leaves the fast path", sample: ["baby-crib-harmony"] },
  "settings.personalisation.enablePersonalisation": { role: "no search answer reads it", sample: true },
  "settings.personalisation.fields": { role: "no search answer reads it", sample: ["colour"] },
  // The shopper's recently viewed products: the key holds them only for the recommendations that read them.
  "settings.context.recentObjects": {
    role: "no search answer reads it",
    sample: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "baby-crib-harmony" }] }],
    inKey: false,
  },
  "settings.context.sourceObjects": {
    role: "no search answer reads it",
    sample: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "baby-crib-harmony" }] }],
  },
  "settings.groupBy": { role: "no search answer reads it", sample: "itemGroupId" },
  "settings.fields": { role: "no search answer reads it", sample: ["name"] },
  "filters.filtersToReturn.enabled": { role: "leaves the fast path", sample: true },
  // Facet settings shape the facets only, which only the full path makes.
  "filters.filtersToReturn.include": { role: "no search answer reads it", sample: ["colour"] },
  "filters.filtersToReturn.exclude": { role: "no search answer reads it", sample: ["colour"] },
  "filters.filtersToReturn.options.order": { role: "no search answer reads it", sample: "INDEX" },
  "filters.filtersToReturn.options.limit": { role: "no search answer reads it", sample: 3 },
  "filters.filtersToReturn.options.mincount": { role: "no search answer reads it", sample: 2 },
  "filters.filtersToReturn.rangeFilterSettings": {
    role: "no search answer reads it",
    sample: [{ key: "klevu_price", minMax: true }],
  },
  "filters.applyFilters.filters": { role: "leaves the fast path", sample: [{ key: "colour", values: ["Sand"] }] },
};

/** The overlay's product query, as the client sends it on every keystroke. */
const baseQuery = { id: "productSearch", typeOfRequest: "SEARCH", settings: { query: { term: "crib" }, limit: 5 } };

function withSetting(query: object, at: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(query) as Record<string, unknown>;
  const keys = at.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
  return copy;
}

const requestOf = (...recordQueries: object[]) =>
  searchRequestSchema.parse({ context: { apiKeys: ["hushling-us-en"] }, recordQueries });
const parsedQuery = (query: object) => recordQuerySchema.parse(query);

const contentDir = path.join(repoRoot, "content");
const merchandising = readMerchandising(contentDir);
const context: QueryContext = {
  index: buildCatalogIndex(
    storefrontRegistry.byId("us"),
    "en",
    generatedCatalog("en", 300),
    readContentPages(contentDir),
    merchandising,
  ),
  activity: new ShopperActivity(),
  scope: "us",
  now: Date.now(),
  apiKey: "hushling-us-en",
  merchandising,
};
const shown = (query: object) => {
  const result = runRecordQuery(context, parsedQuery(query));
  return { ids: result.records.map((record) => record.id), total: result.meta.totalResultsFound };
};

describe("the overlay's fast path", () => {
  it("knows every record-query setting: honoured as on the full path, or leaving it, and in the answer key", () => {
    expect(Object.keys(settings).sort(), "classify each new setting in this test's table").toEqual(
      settingPaths(recordQuerySchema).sort(),
    );
    expect(takesOverlayFastPath(parsedQuery(baseQuery))).toBe(true);
    const baseKey = searchMeaning(requestOf(baseQuery)).text;
    for (const [at, { role, sample, inKey }] of Object.entries(settings)) {
      const query = withSetting(baseQuery, at, sample);
      expect(takesOverlayFastPath(parsedQuery(query)), at).toBe(role !== "leaves the fast path");
      if (role === "fast path honours it") {
        // Excluding an id no record has takes the full path without changing what it finds.
        expect(shown(query), at).toEqual(shown(withSetting(query, "settings.excludeIds", ["no-such-record"])));
      }
      if (role === "no search answer reads it") expect(shown(query), at).toEqual(shown(baseQuery));
      const key = searchMeaning(requestOf(query)).text;
      if (inKey === false) expect(key, at).toBe(baseKey);
      else expect(key, at).not.toBe(baseKey);
    }
  });

  it("leaves no suggestion setting out of the answer key", () => {
    const base = { id: "suggestions", typeOfRequest: "AUTO_SUGGESTIONS", query: "crib", limit: 5 };
    const samples: Record<string, unknown> = {
      id: "other",
      typeOfRequest: "AUTO_SUGGESTIONS",
      query: "carrier",
      limit: 3,
      hlStartElem: "<b>",
      hlEndElem: "</b>",
    };
    expect(Object.keys(samples).sort()).toEqual(settingPaths(suggestionQuerySchema).sort());
    const keyOf = (query: object) =>
      searchMeaning(searchRequestSchema.parse({ context: { apiKeys: ["hushling-us-en"] }, suggestions: [query] })).text;
    for (const [at, sample] of Object.entries(samples)) {
      // The only request type a suggestion query has cannot change.
      if (at === "typeOfRequest") continue;
      expect(keyOf(withSetting(base, at, sample)), at).not.toBe(keyOf(base));
    }
  });
});
