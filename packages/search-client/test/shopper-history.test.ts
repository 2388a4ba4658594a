import type { SearchRecord } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import { ClientStorage, protectedItems } from "../src/client-storage.ts";
import {
  lastClicks,
  lastSearches,
  personalisedCategories,
  rememberClick,
  rememberSearch,
} from "../src/shopper-history.ts";
import { MemoryStorage } from "./memory-storage.ts";

const hour = 60 * 60_000;
const product = (id: string, category: string) =>
  ({ id, itemGroupId: `group-${id}`, category, name: id, url: `/products/${id}/` }) as SearchRecord;

function history(consented = true) {
  let now = 0;
  const storage = new MemoryStorage();
  const local = new ClientStorage(
    storage,
    (item) => consented || !protectedItems.has(item),
    () => now,
  );
  return { local, storage, later: (ms: number) => (now += ms) };
}

describe("shopper history", () => {
  it("remembers the last 10 searches, newest first, each once, in lower case with spaces folded", () => {
    const { local } = history();
    for (let i = 0; i < 12; i++) rememberSearch(local, `Term ${i}`);
    rememberSearch(local, "  TERM   5 ");
    rememberSearch(local, "   ");
    expect(lastSearches(local)).toEqual([
      "term 5",
      "term 11",
      "term 10",
      "term 9",
      "term 8",
      "term 7",
      "term 6",
      "term 4",
      "term 3",
      "term 2",
    ]);
  });

  it("remembers the last 20 clicks, a product clicked again moved to the front", () => {
    const { local, later } = history();
    for (let i = 0; i < 25; i++) {
      later(1000);
      rememberClick(local, product(`p${i}`, "Cribs"), i);
    }
    rememberClick(local, product("p10", "Cribs"), 99);
    const clicks = lastClicks(local);
    expect(clicks).toHaveLength(20);
    expect(clicks.slice(0, 3)).toEqual([
      { id: "p10", itemGroupId: "group-p10", category: "Cribs", at: 99 },
      { id: "p24", itemGroupId: "group-p24", category: "Cribs", at: 24 },
      { id: "p23", itemGroupId: "group-p23", category: "Cribs", at: 23 },
    ]);
    expect(clicks.map((click) => click.id)).not.toContain("p4");
  });

  it("boosts categories clicked in 3 times or more, counted again after a click or after 10 hours", () => {
    const { local, storage, later } = history();
    for (const id of ["a", "b"]) rememberClick(local, product(id, "Cribs"), 0);
    for (const id of ["c", "d", "e"]) rememberClick(local, product(id, "Baby carriers"), 0);
    rememberClick(local, product("f", ""), 0);
    expect(personalisedCategories(local)).toEqual(["Baby carriers"]);
    expect(storage.getItem("hushling-search:categoryClicks")).not.toBeNull();
    rememberClick(local, product("g", "Cribs"), 0);
    expect(storage.getItem("hushling-search:categoryClicks")).toBeNull();
    expect(personalisedCategories(local)).toEqual(["Cribs", "Baby carriers"]);
    // Kept 10 hours: a count written by hand stands until then.
    storage.setItem("hushling-search:categoryClicks", JSON.stringify({ value: ["Strollers"], expires: 10 * hour }));
    expect(personalisedCategories(local)).toEqual(["Strollers"]);
    later(10 * hour);
    expect(personalisedCategories(local)).toEqual(["Cribs", "Baby carriers"]);
  });

  it("keeps no category count when none reaches 3", () => {
    const { local, storage } = history();
    rememberClick(local, product("a", "Cribs"), 0);
    expect(personalisedCategories(local)).toEqual([]);
    expect(storage.getItem("hushling-search:categoryClicks")).toBeNull();
  });

  it("without consent remembers searches but no clicks", () => {
    const { local, storage } = history(false);
    rememberClick(local, product("a", "Cribs"), 0);
    rememberSearch(local, "crib");
    expect(lastClicks(local)).toEqual([]);
    expect(lastSearches(local)).toEqual(["crib"]);
    expect(storage.keys()).toEqual(["hushling-search:lastSearches"]);
  });
});
