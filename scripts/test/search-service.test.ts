import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { searchNodeFlags } from "../search-node-flags.mjs";

const root = join(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

describe("the search service's Node flags", () => {
  it("are the young-generation size its ADR measured", () => {
    expect(searchNodeFlags).toEqual(["--max-semi-space-size=16"]);
  });

  it("are on apps/search's own start script, and on the worst-case bench, which runs the service in its process", () => {
    const scripts: Record<string, string> = JSON.parse(read("apps/search/package.json")).scripts;
    for (const flag of searchNodeFlags) expect(scripts.start?.split(" ")).toContain(flag);
    for (const script of [scripts["bench:worst-case"], scripts.bench]) {
      const worstCase = script?.split("&&").find((part) => part.includes("worst-case-bench.ts")) ?? "";
      for (const flag of searchNodeFlags) expect(worstCase.split(" ")).toContain(flag);
    }
  });

  it("are on the process npm start runs the search service in", () => {
    expect(read("scripts/start.mjs")).toMatch(/spawn\("node", stackArgs[^)]*\)/);
    expect(read("scripts/start.mjs")).toContain("const stackArgs = [...searchNodeFlags,");
  });
});

describe("the search engine's version", () => {
  // catalog-index.ts joins words the way MiniSearch 7.2.0's combineResults does, scores summed in the
  // same order: another version may join or score differently, so the version moves only with that code.
  it("is pinned exactly, and installed as pinned", () => {
    const pinned: string = JSON.parse(read("apps/search/package.json")).dependencies.minisearch;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(read("node_modules/minisearch/package.json")).version).toBe(pinned);
    expect(read("apps/search/src/catalog-index.ts")).toContain(`MiniSearch ${pinned}'s`);
  });
});
