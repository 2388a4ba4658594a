/**
 * Storefront numbers for BENCHMARKS.md: full build time of all storefronts (skip with --no-build to
 * measure an existing build), first-load JS of the product page (gzip -9 of every script the page
 * preloads), and HTML size per template. Prints a Markdown table.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const appDirectory = path.resolve(import.meta.dirname, "..");
const client = (id: string) => path.join(appDirectory, "build", id, "client");
const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let buildSeconds: number | undefined;
if (!process.argv.includes("--no-build")) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(appDirectory, "scripts/build-all.ts")], {
    cwd: appDirectory,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  buildSeconds = (performance.now() - started) / 1000;
}

/** The first page in the us build matching a pattern (an index.html path relative to the client folder). */
function findPage(pattern: RegExp): string | undefined {
  const files = spawnSync("find", [client("us"), "-name", "index.html"], { encoding: "utf8" }).stdout.split("\n");
  return files.map((file) => path.relative(client("us"), file)).find((file) => pattern.test(file));
}

const templates: [string, RegExp][] = [
  ["home", /^index\.html$/],
  ["category", /^products\/[^/]+\/index\.html$/],
  ["product", /^products\/[^/]+\/[^/]+\/index\.html$/],
  ["content page", /^pages\/[^/]+\/index\.html$/],
  ["not found", /^404\/index\.html$/],
];

if (!existsSync(client("us"))) {
  console.error("No us build; run without --no-build first.");
  process.exit(1);
}
const rows: string[] = [];
for (const [name, pattern] of templates) {
  const page = findPage(pattern);
  if (!page) continue;
  const html = readFileSync(path.join(client("us"), page));
  const scripts = [...html.toString().matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  const js = scripts.reduce((sum, src) => sum + gzipSize(readFileSync(path.join(client("us"), src ?? ""))), 0);
  rows.push(
    `| ${name} | /${page.replace(/index\.html$/, "")} | ${kb(html.length)} | ${kb(gzipSize(html))} | ${kb(js)} |`,
  );
}
console.log("\n| template | page (us) | HTML | HTML gzip | first-load JS gzip |\n|---|---|---|---|---|");
console.log(rows.join("\n"));
if (buildSeconds !== undefined) console.log(`\nFull build of all storefronts: ${buildSeconds.toFixed(1)} s`);
