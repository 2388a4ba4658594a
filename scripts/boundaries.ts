import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/**
 * The project's own import lint (ADR 0050), run by scripts/test/boundaries.test.ts in `npm test`:
 * - packages never import apps: not by path, and by name only from a test (an app started as a real part);
 * - apps import each other only by package name; a workspace imported by name only through a subpath its
 *   package.json `exports` declares;
 * - nothing under apps/storefront/app/ reads process.env (the build's settings are read once, outside it);
 * - no workspace reaches into the root scripts/ folder (the root commands): what tests and benches share is
 *   @hushling/test-support, the running shop @hushling/local-stack;
 * - the browser tests (tests/) import workspaces by package name only, through declared exports: an app's
 *   test helpers behind its `testing` export (`@hushling/commerce/testing`), never its src/, test/ or scripts/.
 * Biome's noRestrictedImports matches import strings, not where a relative path lands, so this reads both.
 */

export type Workspace = { dir: string; name: string; exports: string[] };
export type SourceFile = { path: string; source: string };
export type BoundaryProblem = { file: string; rule: string; detail: string };

/** Every workspace (packages/*, apps/*) with its package name and the subpaths its `exports` declares. */
export function readWorkspaces(root: string): Workspace[] {
  return ["packages", "apps"].flatMap((parent) =>
    readdirSync(join(root, parent))
      .filter((name) => existsSync(join(root, parent, name, "package.json")))
      .map((name) => {
        const manifest = JSON.parse(readFileSync(join(root, parent, name, "package.json"), "utf8"));
        return { dir: `${parent}/${name}`, name: manifest.name, exports: Object.keys(manifest.exports ?? {}) };
      }),
  );
}

/** Module specifiers of static and dynamic imports and re-exports. */
export function importSpecifiers(source: string): string[] {
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ""));
}

const isTest = (path: string) => /(^|\/)(test|tests|bench)\//.test(path) || /\.(test|spec)\.tsx?$/.test(path);

/** Problems of the given files (paths relative to the repository root, `/`-separated). */
export function boundaryProblems(files: readonly SourceFile[], workspaces: readonly Workspace[]): BoundaryProblem[] {
  const problems: BoundaryProblem[] = [];
  const workspaceOf = (path: string) => workspaces.find((workspace) => path.startsWith(`${workspace.dir}/`));
  const byName = (specifier: string) =>
    workspaces.find((workspace) => specifier === workspace.name || specifier.startsWith(`${workspace.name}/`));
  for (const file of files) {
    const own = workspaceOf(file.path);
    const browserTest = file.path.startsWith("tests/");
    if (!own && !browserTest) continue;
    const ownIsApp = own?.dir.startsWith("apps/") ?? false;
    for (const specifier of importSpecifiers(file.source)) {
      const relative = specifier.startsWith(".");
      const landsIn = relative ? normalize(join(dirname(file.path), specifier)) : "";
      if (landsIn.startsWith("scripts/")) {
        problems.push({
          file: file.path,
          rule: "workspaces never import the root scripts",
          detail: `${specifier} is ${landsIn}; import @hushling/test-support or @hushling/local-stack instead`,
        });
        continue;
      }
      const target = relative ? workspaceOf(landsIn) : byName(specifier);
      if (!target || target === own) continue;
      if (!own) {
        if (relative)
          problems.push({
            file: file.path,
            rule: "the browser tests import workspaces by package name",
            detail: `${specifier} reaches into ${target.dir}; import ${target.name} or ${target.name}/testing (its package.json exports) instead`,
          });
        else if (!target.exports.includes(`.${specifier.slice(target.name.length)}`))
          problems.push({
            file: file.path,
            rule: "only declared exports",
            detail: `${specifier}: ${target.name} does not export .${specifier.slice(target.name.length)}`,
          });
        continue;
      }
      const targetIsApp = target.dir.startsWith("apps/");
      if (!ownIsApp && targetIsApp && (relative || !isTest(file.path))) {
        problems.push({
          file: file.path,
          rule: "packages never import apps",
          detail: `${specifier} is ${target.dir}${relative ? "" : "; only a test may start an app, by its package name"}`,
        });
      } else if (ownIsApp && targetIsApp && relative) {
        problems.push({
          file: file.path,
          rule: "apps import each other by package name",
          detail: `${specifier} reaches into ${target.dir}; import ${target.name} (its package.json exports) instead`,
        });
      }
      if (!relative) {
        const subpath = `.${specifier.slice(target.name.length)}`;
        if (!target.exports.includes(subpath))
          problems.push({
            file: file.path,
            rule: "only declared exports",
            detail: `${specifier}: ${target.name} does not export ${subpath}`,
          });
      }
    }
    if (file.path.startsWith("apps/storefront/app/") && /(?<!["'`])\bprocess\.env\b/.test(file.source)) {
      problems.push({
        file: file.path,
        rule: "the storefront's app code never reads process.env",
        detail: "read settings at the edge (apps/storefront/build-environment.ts) and pass them down",
      });
    }
  }
  return problems;
}

/** The repository's TypeScript and JavaScript sources in workspaces and tests/ (no node_modules, builds or output). */
export function workspaceSources(root: string, workspaces: readonly Workspace[]): SourceFile[] {
  const skipped = new Set(["node_modules", "build", "dist", ".react-router", "data", "test-results", "generated"]);
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
        files.push({ path, source: readFileSync(join(root, path), "utf8") });
    }
  };
  for (const workspace of workspaces) walk(workspace.dir);
  if (existsSync(join(root, "tests"))) walk("tests");
  return files;
}
