import path from "node:path";
import { type LanguageCode, storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog, generatedLanguages } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, type CatalogIndex, searchTerm, type TermLookup } from "../src/catalog-index.ts";
import { bestByScore } from "../src/product-order.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";

const contentDir = path.join(repoRoot, "content");
const pages = readContentPages(contentDir);
const merchandising = readMerchandising(contentDir);
const storefronts: Record<(typeof generatedLanguages)[number], "us" | "eu" | "jp"> = { en: "us", de: "eu", ja: "jp" };

/** Every prefix of a few product names as a shopper types them, plus phrases with repeated and stray words. */
function typedPhrases(names: string[], extra: string[]): string[] {
  const phrases = new Set(extra);
  for (const name of names) for (let end = 1; end <= name.length; end++) phrases.add(name.slice(0, end));
  return [...phrases];
}

/** What a full stable sort by score, best first, gives: the order a lookup not yet best first stands for. */
type TermHit = { id: string; score: number };
const fullySorted = (hits: readonly TermHit[]) => [...hits].sort((a, b) => b.score - a.score);
/** A lookup's hits by record id, in its order. */
const hitsOf = (index: CatalogIndex, lookup: TermLookup): TermHit[] =>
  Array.from(lookup.positions, (position, at) => ({
    id: index.documentIds[position] as string,
    score: lookup.scores[at] as number,
  }));
const bestFirst = (index: CatalogIndex, lookup: TermLookup) =>
  lookup.bestFirst ? hitsOf(index, lookup) : fullySorted(hitsOf(index, lookup));

/** Same ids with the same scores (to floating error), in descending score order. */
function expectSameHits(actual: TermHit[], expected: { id: unknown; score: number }[], phrase: string) {
  const rounded = (hits: { id: unknown; score: number }[]) =>
    hits.map((hit) => `${String(hit.id)} ${hit.score.toPrecision(12)}`).sort();
  expect(rounded(actual), phrase).toEqual(rounded(expected));
  for (let n = 1; n < actual.length; n++) {
    expect((actual[n - 1] as TermHit).score, phrase).toBeGreaterThanOrEqual((actual[n] as TermHit).score);
  }
  // Where scores differ the order is the engine's: compare the order of the distinct score levels.
  const levels = (hits: { score: number }[]) => [...new Set(hits.map((hit) => hit.score.toPrecision(12)))];
  expect(levels(actual), phrase).toEqual(levels(expected));
}

const phrasesByLanguage: Record<(typeof generatedLanguages)[number], string[]> = {
  en: typedPhrases(
    ["Baby Carrier Harmony 12 Black", "Travel Crib Soft 7 Sand", "Carrier Cover Bliss 3", "Bouncer Cosy 40"],
    ["baby baby carrier", "cribs carriers", "Baby, Crib!", "carrer harmoni", "zzz baby", "baby zzz qqq", "a b c"],
  ),
  de: typedPhrases(
    ["Babytrage Harmonie 12 Schwarz", "Reisebett Weich 7", "Babybett Balance 21"],
    ["babytragen harmonie", "Trage bett", "Kinder Babybett", "bett bett trage", "Größe Ä ö"],
  ),
  ja: typedPhrases(
    ["ベビーキャリア ハーモニー 12", "トラベルベッド ソフト 7", "ゆりかご ライト"],
    ["ベビーキャリアハーモニー", "赤ちゃん ベッド", "キャリア カバー キャリア", "抱っこ ねんね"],
  ),
};

describe("a phrase joined from its words' remembered hits", () => {
  for (const language of generatedLanguages) {
    const index = buildCatalogIndex(
      storefrontRegistry.byId(storefronts[language]),
      language as LanguageCode,
      generatedCatalog(language, 5000),
      pages,
      merchandising,
    );
    const phrases = phrasesByLanguage[language];

    it(`finds what the engine finds for the whole phrase, with its scores, in ${language} (${phrases.length} phrases)`, () => {
      expect(phrases.length).toBeGreaterThan(40);
      let joined = 0;
      let inDocumentOrder = 0;
      let tiesAtTheCut = 0;
      // Japanese's fallback is its own (any part typed apart, each whole: search-typos-synonyms.test.ts).
      const joins = language === "ja" ? (["AND"] as const) : (["AND", "OR"] as const);
      for (const combineWith of joins) {
        index.rememberedLookups.clear();
        for (const phrase of phrases) {
          const short = [...phrase].length <= 2;
          const expected = index.engine.search(phrase, {
            combineWith,
            ...(short ? { fields: ["name", "category"] } : {}),
          });
          const before = index.rememberedLookups.size;
          const lookup = searchTerm(index, phrase, combineWith);
          expectSameHits(bestFirst(index, lookup), expected, `${combineWith} ${phrase}`);
          if (index.rememberedLookups.size > before + 1) joined++;
          if (lookup.bestFirst) continue;
          // A page's worth selected without sorting every hit is exactly the fully sorted list's start.
          inDocumentOrder++;
          const hits = hitsOf(index, lookup);
          const sorted = fullySorted(hits);
          for (const count of [1, 5, 10, 24, 48]) {
            expect(bestByScore(hits, count), `${phrase} ${count}`).toEqual(sorted.slice(0, count));
            const [last, next] = [sorted[count - 1], sorted[count]];
            if (last && next && last.score === next.score) tiesAtTheCut++;
          }
        }
      }
      // The phrases do go through the per-word path, not only the engine's whole-phrase path.
      expect(joined).toBeGreaterThan(5 * joins.length);
      expect(inDocumentOrder).toBeGreaterThan(5);
      // Equal scores where the page ends, where an unstable selection would pick other records.
      expect(tiesAtTheCut).toBeGreaterThan(0);
    });
  }
});

describe("the best records by score, selected without a full sort", () => {
  it("are the start of a stable sort, equal scores in the input's order, for every count", () => {
    const next = (() => {
      let state = 11;
      return () => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state / 2_147_483_648;
      };
    })();
    // Few distinct scores, so most boundaries fall inside a run of equal scores.
    const items = Array.from({ length: 300 }, (_, n) => ({ id: n, score: Math.floor(next() * 6) }));
    const sorted = [...items].sort((a, b) => b.score - a.score);
    for (let count = 0; count <= items.length + 1; count++) {
      expect(bestByScore(items, count), String(count)).toEqual(sorted.slice(0, count));
    }
  });
});
