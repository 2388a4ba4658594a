import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../src/commerce-settings.ts";
import { ensureCommerceBuild } from "./commerce-process.ts";

describe("the committed Shop API schema (packages/shop-api/schema.graphql)", () => {
  it("is the schema this commerce app prints today, custom fields and plugin extensions included", () => {
    ensureCommerceBuild();
    const dir = mkdtempSync(path.join(tmpdir(), "hushling-shop-schema-"));
    try {
      const fresh = path.join(dir, "schema.graphql");
      execFileSync(process.execPath, [path.join(repoRoot, "apps/commerce/dist/shop-api-schema-main.js"), fresh], {
        cwd: repoRoot,
        stdio: "pipe",
      });
      const committed = readFileSync(path.join(repoRoot, "packages/shop-api/schema.graphql"), "utf8");
      // On failure: `npm run generate -w @hushling/shop-api`, then commit schema.graphql and src/generated.
      expect(committed === readFileSync(fresh, "utf8"), "schema.graphql is stale: regenerate it").toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
