import path from "node:path";
import { type LanguageCode, type StorefrontId, storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, oneTypoWeight, searchTerm } from "../src/catalog-index.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { adjacentTranspositions } from "../src/transpositions.ts";
import { namesFound } from "./names-found.ts";
import { shopCatalog } from "./shop-catalog.ts";

const contentDir = path.join(repoRoot, "content");
const pages = readContentPages(contentDir);
const merchandising = readMerchandising(contentDir);

const shopIndex = (storefront: StorefrontId, language: LanguageCode, catalog = shopCatalog(language)) =>
  buildCatalogIndex(storefrontRegistry.byId(storefront), language, catalog, pages, merchandising);

describe("a swap of two neighbouring letters is one typo, always, in every spaced language", () => {
  it("eu/de: 'wigee' finds the cradle (Wiege) first, not the bouncers and soft toys near it", () => {
    const found = namesFound(shopIndex("eu", "de"), "wigee");
    expect(found[0]).toBe("Wiege");
  });

  // A shopper's swap of each language's everyday word, and the product it must find first.
  for (const [storefront, language, typed, first] of [
    ["us", "en", "cradel", /^Cradle$/],
    ["us", "en", "bouncre", /^Bouncer /],
    ["eu", "de", "reiesbett", /^Reisebett /],
    ["eu", "fr", "bercaeu", /^Berceau$/],
    ["eu", "nl", "draagazk", /^Draagzak /],
    ["se", "sv", "vagag", /^Vagga$/],
    ["es", "es", "mosiés", /^Moisés$/],
    ["it", "it", "clula", /^Culla$/],
  ] as const) {
    it(`${storefront}/${language}: '${typed}' finds ${first.source} first`, () => {
      const index = shopIndex(storefront, language);
      expect(namesFound(index, typed)[0]).toMatch(first);
    });
  }

  it("keeps the word as typed first where it and its swap both name products", () => {
    const catalog = shopCatalog("en");
    const bear = catalog.products.findIndex((product) => product.name === "Soft Friends Bear");
    // A made-up second product whose name is the swap of the first's.
    catalog.products.push({
      ...structuredClone(catalog.products[bear] as (typeof catalog.products)[number]),
      id: "999",
      key: "soft-friends-baer",
      slug: "soft-friends-baer",
      name: "Soft Friends Baer",
    });
    const index = shopIndex("us", "en", catalog);
    expect(namesFound(index, "bear").slice(0, 2)).toEqual(["Soft Friends Bear", "Soft Friends Baer"]);
    expect(namesFound(index, "baer").slice(0, 2)).toEqual(["Soft Friends Baer", "Soft Friends Bear"]);
  });

  // Words the English stemmer leaves as they are, so the engine here is asked what the index is asked.
  it("scores a swap as the engine scores one edit: what the engine finds for each swap, times the one-typo weight", () => {
    const index = buildCatalogIndex(
      storefrontRegistry.byId("us"),
      "en",
      generatedCatalog("en", 300),
      pages,
      merchandising,
    );
    for (const word of ["cirb", "carrire", "ilght", "cosy", "harmnoy"]) {
      const engine = (term: string, fuzzy: number | false) =>
        index.engine.search(term, { tokenize: (text) => [text], processTerm: (text) => text, fuzzy });
      const best = new Map<string, number>();
      for (const hit of engine(word, word.length < 8 ? 1 : 2)) best.set(String(hit.id), hit.score);
      for (const swapped of adjacentTranspositions(word)) {
        for (const hit of engine(swapped, word.length < 8 ? false : 1)) {
          const score = hit.score * oneTypoWeight(word);
          best.set(String(hit.id), Math.max(best.get(String(hit.id)) ?? 0, score));
        }
      }
      const lookup = searchTerm(index, word, "AND");
      const found = Array.from(
        lookup.positions,
        (position, at) => `${index.documentIds[position]} ${(lookup.scores[at] as number).toPrecision(10)}`,
      );
      const expected = [...best].map(([id, score]) => `${id} ${score.toPrecision(10)}`);
      expect(found.sort(), word).toEqual(expected.sort());
    }
  });
});
