import path from "node:path";
import { searchRequestSchema } from "@hushling/search-protocol";
import { type LanguageCode, storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, searchTerm } from "../src/catalog-index.ts";
import { type QueryContext, runRecordQuery } from "../src/record-queries.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { ShopperActivity } from "../src/shopper-activity.ts";
import { suggestionsFor } from "../src/suggestions.ts";

const contentDir = path.join(repoRoot, "content");
const merchandising = readMerchandising(contentDir);
const pages = readContentPages(contentDir);

const queryOf = (term: string, settings: Record<string, unknown>) =>
  searchRequestSchema.parse({
    context: { apiKeys: ["x"] },
    recordQueries: [{ id: "p", typeOfRequest: "SEARCH", settings: { query: { term }, ...settings } }],
  }).recordQueries[0] as Parameters<typeof runRecordQuery>[1];

/** The parts of an answer that depend on the ranking: which records, in which order, and how many in all. */
const shown = (result: ReturnType<typeof runRecordQuery>) => ({
  ids: result.records.map((record) => record.id),
  total: result.meta.totalResultsFound,
  mode: result.meta.typeOfSearch,
});

describe("the relevance page without a full ranking", () => {
  for (const [storefront, language, phrases] of [
    ["us", "en", ["c", "ca", "baby c", "travel crib c", "carrier cover bliss sage gre", "crib harmony", "zzz baby"]],
    ["jp", "ja", ["ベ", "ベビー", "ゆりかご コージー セ", "キャリア"]],
  ] as const) {
    const index = buildCatalogIndex(
      storefrontRegistry.byId(storefront),
      language as LanguageCode,
      generatedCatalog(language, 600),
      pages,
      merchandising,
    );
    const context: QueryContext = {
      index,
      activity: new ShopperActivity(),
      scope: storefront,
      now: Date.now(),
      apiKey: "x",
      merchandising,
    };

    it(`shows what ranking every hit shows, page by page, in ${language}`, () => {
      let compared = 0;
      for (const term of phrases) {
        for (const [offset, limit] of [
          [0, 5],
          [0, 24],
          [5, 5],
          [590, 24],
        ] as const) {
          for (const typeOfRecords of [undefined, ["KLEVU_PRODUCT", "KLEVU_CATEGORY", "KLEVU_CMS"]]) {
            const settings = { offset, limit, ...(typeOfRecords ? { typeOfRecords } : {}) };
            const shortcut = runRecordQuery(context, queryOf(term, settings));
            // Excluding an id no record has takes the path that ranks every product found.
            const full = runRecordQuery(context, queryOf(term, { ...settings, excludeIds: ["no-such-record"] }));
            expect(shown(shortcut), `${term} ${offset}+${limit}`).toEqual(shown(full));
            if (shortcut.records.length > 0) compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(phrases.length * 4);
    });

    it(`suggests the names of the best products and categories in ${language}`, () => {
      let suggested = 0;
      for (const term of phrases) {
        const suggestions = suggestionsFor(index, context.activity, storefront, {
          id: "s",
          typeOfRequest: "AUTO_SUGGESTIONS",
          query: term,
          limit: 5,
        });
        // The reference: every hit of a product or category, fully sorted (stable), the first 15 named.
        const lookup = searchTerm(index, term, "AND");
        const named = Array.from(lookup.positions, (position, at) => ({ position, score: lookup.scores[at] as number }))
          .filter(({ position }) =>
            ["KLEVU_PRODUCT", "KLEVU_CATEGORY"].includes(index.documentTypes[position] as string),
          )
          .sort((a, b) => b.score - a.score)
          .slice(0, 15)
          .map(({ position }) =>
            (position < index.productOrder.length
              ? index.productOrder[position]?.name
              : index.otherRecords.get(index.documentIds[position] as string)?.name
            )?.toLocaleLowerCase(index.locale),
          );
        expect(
          suggestions.map((suggestion) => suggestion.suggest),
          term,
        ).toEqual([...new Set(named)].slice(0, 5));
        suggested += suggestions.length;
      }
      expect(suggested).toBeGreaterThan(phrases.length * 2);
    });
  }
});
