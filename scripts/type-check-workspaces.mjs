// Which workspaces `npm test` type-checks on their own, after `tsc -p tsconfig.json` at the root.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Workspaces whose own `typecheck` the root tsconfig already does: their tsconfig only extends the shared
 * base options and includes folders the root includes, so checking them again checked the same files with
 * the same options (about 15 s of CPU). scripts/test/type-check-workspaces.test.ts keeps that true.
 */
export const checkedByRoot = ["@hushling/links-server", "@hushling/shop-api"];

/** Every workspace folder (packages/*, apps/*) with its package.json. */
export function workspaces(root) {
  return ["packages", "apps"].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((name) => join(root, parent, name))
      .filter((dir) => existsSync(join(dir, "package.json")))
      .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) })),
  );
}

/** Names of the workspaces with a `typecheck` script that the root check does not already cover. */
export function ownTypeChecks(root) {
  return workspaces(root)
    .filter(({ manifest }) => manifest.scripts?.typecheck && !checkedByRoot.includes(manifest.name))
    .map(({ manifest }) => manifest.name);
}
