/**
 * `npm run build -w @hushling/commerce`: tsc compiles src/ (type check, decorators and their metadata)
 * into dist/tsc/, then esbuild bundles those entry points into dist/ with the workspace packages they
 * import (TypeScript source) inlined and every other package left to node_modules. What the bundle
 * holds runs on plain `node`: no TypeScript loader and no source maps to read at start (docs/adr/0071).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = path.resolve(appDir, "../..");
const dist = path.join(appDir, "dist");
const tscOut = path.join(dist, "tsc");

// The processes node starts (package.json's scripts, the tests, the cluster's forks of main.js) and the
// migrations TypeORM loads by glob from dist/migrations.
const entryNames = ["main", "worker-main", "export-main", "database-migrations", "shop-api-schema-main"];
/** What the bundle's freshness is judged by (commerce-process.ts): every source folder it was made from. */
const sourcesFile = path.join(dist, "bundled-sources.json");

execFileSync(process.execPath, [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", appDir], {
  stdio: "inherit",
});

const migrations = readdirSync(path.join(tscOut, "migrations")).filter((name) => name.endsWith(".js"));
const result = await build({
  entryPoints: [
    ...entryNames.map((name) => path.join(tscOut, `${name}.js`)),
    ...migrations.map((name) => path.join(tscOut, "migrations", name)),
  ],
  absWorkingDir: repoRoot,
  outbase: tscOut,
  outdir: dist,
  bundle: true,
  // Shared modules (settings, config) load once per process, as they did unbundled.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // Vendure and TypeORM read class names (entities, plugins, strategies); the bundle must not rename them.
  keepNames: true,
  sourcemap: "linked",
  metafile: true,
  logLevel: "warning",
  // Chunks beside the entry points: import.meta.url in a shared module must stay two levels below the repo.
  chunkNames: "[name]-[hash]",
  plugins: [
    {
      name: "workspace-inlined",
      setup(esbuild) {
        // Bare imports stay imports, but for the workspace's own packages, which are TypeScript source.
        esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@hushling/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

const outputs = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(repoRoot, file)));
// Chunks of an earlier build are named by other hashes: nothing loads them any more.
for (const folder of [dist, path.join(dist, "migrations")]) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isFile() && /\.js(\.map)?$/.test(entry.name) && !outputs.has(file.replace(/\.map$/, ""))) {
      rmSync(file);
    }
  }
}

const sourceFolders = new Set([path.join(appDir, "src")]);
for (const input of Object.keys(result.metafile.inputs)) {
  const match = /^(?:.*\/)?(packages\/[^/]+\/src)\//.exec(path.relative(repoRoot, path.resolve(repoRoot, input)));
  if (match?.[1]) sourceFolders.add(path.join(repoRoot, match[1]));
}
writeFileSync(
  sourcesFile,
  `${JSON.stringify(
    [...sourceFolders].map((folder) => path.relative(appDir, folder)),
    null,
    2,
  )}\n`,
);
