import { join } from "node:path";

/**
 * The folder of one Playwright run, made by the global setup (E2E_RUN_DIR): the stack's data, the catalog
 * export the storefronts were built from, the product claims and the editor's own rebuilds.
 */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error("E2E_RUN_DIR is not set; run the browser tests through Playwright's global setup");
  return dir;
}

/** The catalog export the storefronts of this run were built from: `{storefront}/{language}.json`. */
export const exportDir = (run = runDir()) => join(run, "export");

/** One file per product a test holds (products.ts). */
export const claimsDir = (run = runDir()) => join(run, "claims");

/** Where a save in the editor rebuilds its storefronts: never the build the other specs read. */
export const editorBuildDir = (run = runDir()) => join(run, "editor-build");
