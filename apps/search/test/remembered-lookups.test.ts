import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, searchTerm } from "../src/catalog-index.ts";
import { isShortTerm, RememberedLookups, recentLookupLimit, shortLookupLimit } from "../src/remembered-lookups.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { SecondChanceMap } from "../src/second-chance-map.ts";

const contentDir = path.join(repoRoot, "content");
const index = buildCatalogIndex(
  storefrontRegistry.byId("us"),
  "en",
  generatedCatalog("en", 60),
  readContentPages(contentDir),
  readMerchandising(contentDir),
);

const lookup = (hits: number) => ({ positions: Array.from({ length: hits }, (_, at) => at) });

describe("an index's remembered term lookups", () => {
  it("answer a repeated term exactly as the engine does", () => {
    const fresh = searchTerm(index, "carr", "AND");
    expect(fresh.positions.length).toBeGreaterThan(0);
    expect(searchTerm(index, "carr", "AND")).toBe(fresh);
    index.rememberedLookups.clear();
    expect(searchTerm(index, "carr", "AND")).toEqual(fresh);
    expect(searchTerm(index, "carr", "OR")).not.toBe(fresh);
  });

  it("keep at most the limit of longer terms, and every one- or two-character term that found something", () => {
    const remembered = new RememberedLookups<ReturnType<typeof lookup>>();
    remembered.set("AND/c", "c", lookup(40));
    remembered.set("word/ca", "ca", lookup(12));
    remembered.set("AND/zq", "zq", lookup(0));
    remembered.set("AND/carr", "carr", lookup(3));
    for (let n = 0; n < recentLookupLimit + 10; n++) remembered.set(`AND/word${n}`, `word${n}`, lookup(1));
    expect(remembered.size).toBe(recentLookupLimit + 2);
    expect(remembered.has("AND/c")).toBe(true);
    expect(remembered.has("word/ca")).toBe(true);
    // Nothing found is cheap to look up again, and keeping it would let made-up prefixes fill memory.
    expect(remembered.has("AND/zq")).toBe(false);
    expect(remembered.has("AND/carr")).toBe(false);
    expect(remembered.has(`AND/word${recentLookupLimit + 9}`)).toBe(true);
  });

  it("keep a bounded number of short terms, the ones read staying while made-up ones come and go", () => {
    const remembered = new RememberedLookups<ReturnType<typeof lookup>>();
    remembered.set("AND/c", "c", lookup(40));
    for (let n = 0; n < shortLookupLimit * 2; n++) {
      remembered.set(`AND/c${String.fromCodePoint(0x2000 + n)}`, `c${String.fromCodePoint(0x2000 + n)}`, lookup(40));
      // Shoppers keep typing "c".
      if (n % 100 === 0) remembered.get("AND/c");
    }
    expect(remembered.size).toBe(shortLookupLimit);
    expect(remembered.has("AND/c")).toBe(true);
  });

  it("count characters, not UTF-16 units, in a short term", () => {
    expect(isShortTerm("ca")).toBe(true);
    expect(isShortTerm("car")).toBe(false);
    expect(isShortTerm("ベビ")).toBe(true);
    expect(isShortTerm("𠮷𠮷")).toBe(true);
    expect(isShortTerm("𠮷𠮷𠮷")).toBe(false);
  });
});

describe("a second-chance map", () => {
  it("drops the oldest entry not read since it was stored or passed over", () => {
    const map = new SecondChanceMap<number>({ entries: 3, weight: Infinity }, () => 1);
    map.set("a", 1);
    map.set("b", 2);
    map.set("c", 3);
    expect(map.get("a")).toBe(1);
    map.set("d", 4);
    expect([map.has("a"), map.has("b"), map.has("c"), map.has("d")]).toEqual([true, false, true, true]);
    // "a" went to the back, unmarked: "c" and "d" go before it, then it does.
    map.set("e", 5);
    map.set("f", 6);
    expect([map.has("a"), map.has("c"), map.has("d")]).toEqual([true, false, false]);
    map.set("g", 7);
    expect([map.has("a"), map.has("e"), map.has("f"), map.has("g")]).toEqual([false, true, true, true]);
  });

  it("keeps its weight within the limit and refuses an entry heavier than the limit alone", () => {
    const map = new SecondChanceMap<string>({ entries: 100, weight: 10 }, (_, value) => value.length);
    map.set("a", "xxxx");
    map.set("b", "xxxx");
    map.set("c", "xxxx");
    expect(map.weight).toBeLessThanOrEqual(10);
    expect(map.has("a")).toBe(false);
    map.set("big", "x".repeat(11));
    expect(map.has("big")).toBe(false);
    expect(map.weight).toBe(8);
    map.set("b", "x");
    expect(map.weight).toBe(5);
  });
});
