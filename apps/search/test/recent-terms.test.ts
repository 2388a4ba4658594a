import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, recentTermLimit, searchTerm } from "../src/catalog-index.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";

const contentDir = path.join(repoRoot, "content");
const index = buildCatalogIndex(
  storefrontRegistry.byId("us"),
  "en",
  generatedCatalog("en", 60),
  readContentPages(contentDir),
  readMerchandising(contentDir),
);

describe("an index's remembered term lookups", () => {
  it("answer a repeated term exactly as the engine does, and keep at most the limit, dropping the oldest", () => {
    const fresh = searchTerm(index, "carr", "AND");
    expect(fresh.positions.length).toBeGreaterThan(0);
    expect(searchTerm(index, "carr", "AND")).toBe(fresh);
    index.recentTerms.clear();
    expect(searchTerm(index, "carr", "AND")).toEqual(fresh);
    expect(searchTerm(index, "carr", "OR")).not.toBe(fresh);

    for (let n = 0; n < recentTermLimit + 10; n++) searchTerm(index, `word${n}`, "AND");
    expect(index.recentTerms.size).toBe(recentTermLimit);
    expect(index.recentTerms.has("AND/carr")).toBe(false);
    expect(index.recentTerms.has(`AND/word${recentTermLimit + 9}`)).toBe(true);
  });
});
