/**
 * Builds every storefront (or those named: `build-all.ts us eu`), each into build/<id>/client, with one
 * progress line per storefront; STOREFRONT_BUILD_ROOT puts them in <root>/<id> instead. First it runs
 * the commerce export (the storefront's only catalog source) against the running commerce server:
 * `--commerce-url=<url>` (else COMMERCE_URL, else http://localhost:3000), into `--export-dir=<dir>`
 * (else COMMERCE_EXPORT_DIR, else data/export); `--no-export` builds from the export already there (a second
 * batch of the same run). Every catalog is exported, whatever is built: hreflang
 * links every storefront's pages. BUILD_JOBS (default: one per core) worker processes build in
 * parallel, each several storefronts in turn (build-worker.ts, ADR 0012).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { type Storefront, storefrontIds, storefrontRegistry } from "@hushling/storefronts";
import { type BuildWorker, startBuildWorker } from "./build-worker-pool.ts";

const appDirectory = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(appDirectory, "../..");
const buildRoot = path.resolve(appDirectory, process.env.STOREFRONT_BUILD_ROOT ?? "build");
const outputOf = (storefront: Storefront) => path.join(buildRoot, storefront.id);

type BuildOptions = { storefronts: Storefront[]; commerceUrl: string; exportDir: string; exportFirst: boolean };

function parseArguments(args: string[]): BuildOptions {
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const unknownOptions = args.filter(
    (arg) => arg.startsWith("-") && arg !== "--no-export" && !/^--(commerce-url|export-dir)=./.test(arg),
  );
  if (unknownOptions.length)
    throw new Error(
      `Unknown option(s): ${unknownOptions.join(" ")}; use --commerce-url=<url> --export-dir=<dir> --no-export`,
    );
  const ids = args.filter((arg) => !arg.startsWith("-"));
  const unknown = ids.filter((id) => !storefrontIds.some((known) => known === id));
  if (unknown.length) throw new Error(`Unknown storefront(s): ${unknown.join(", ")}; use: ${storefrontIds.join(" ")}`);
  return {
    storefronts: ids.length
      ? storefrontRegistry.storefronts.filter((sf) => ids.includes(sf.id))
      : [...storefrontRegistry.storefronts],
    commerceUrl: option("commerce-url") ?? process.env.COMMERCE_URL ?? "http://localhost:3000",
    exportDir: path.resolve(
      option("export-dir") ?? process.env.COMMERCE_EXPORT_DIR ?? path.join(repoRoot, "data/export"),
    ),
    exportFirst: !args.includes("--no-export"),
  };
}

/** Runs a command in the repository root; resolves with whether it succeeded and what it printed. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; log: string }> {
  return new Promise((resolve) => {
    const [command = "", ...rest] = args;
    const child = spawn(command, rest, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (chunk) => {
      log += chunk;
    });
    child.stderr.on("data", (chunk) => {
      log += chunk;
    });
    child.on("close", (code) => resolve({ ok: code === 0, log }));
  });
}

/** The commerce export, the storefront's one catalog source (catalog JSON and images). */
async function exportCatalogs(options: BuildOptions): Promise<void> {
  const result = await run(["npm", "run", "--silent", "export", "-w", "@hushling/commerce"], {
    COMMERCE_URL: options.commerceUrl,
    COMMERCE_EXPORT_DIR: options.exportDir,
    COMMERCE_EXPORT_STOREFRONTS: "",
  });
  const lines = result.log.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
  if (!result.ok) throw new Error(`The commerce export failed:\n${lines.slice(-20).join("\n")}`);
}

async function countPages(folder: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === "index.html") count += 1;
  }
  return count;
}

/** The environment one storefront's build reads (build-worker.ts sets it before the build). */
function buildEnvironment(storefront: Storefront, options: BuildOptions): Record<string, string> {
  return {
    STOREFRONT_QUIET: "1",
    STOREFRONT_OUT_DIR: outputOf(storefront),
    COMMERCE_EXPORT_DIR: options.exportDir,
    // The browser's cart talks to the commerce server the catalog was exported from.
    SHOP_API_URL: new URL("/shop-api", options.commerceUrl).href,
    // Every build is a new deployment: the browser compares this with the live /build-manifest.json.
    BUILD_HASH: randomBytes(6).toString("hex"),
  };
}

/**
 * Longest first, so that no large storefront starts last and leaves a core idle at the end; pages (and
 * build time) grow with the number of languages.
 */
function longestFirst(storefronts: Storefront[]): Storefront[] {
  return [...storefronts].sort((a, b) => b.languages.length - a.languages.length);
}

function bar(done: number, total: number, width = 20): string {
  const filled = Math.round((done / total) * width);
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
}

/**
 * Builds the storefronts, `jobs` at a time, each worker process taking the next from the queue; resolves
 * with whether all succeeded (the first failure stops the rest and prints its log).
 */
async function buildStorefronts(options: BuildOptions, jobs: number): Promise<boolean> {
  const { storefronts } = options;
  let done = 0;
  let failed = false;
  const queue = longestFirst(storefronts);
  const buildEach = async (builds: BuildWorker) => {
    for (let storefront = queue.shift(); storefront && !failed; storefront = queue.shift()) {
      const began = performance.now();
      const result = await builds.build({
        storefront: storefront.id,
        env: buildEnvironment(storefront, options),
      });
      done += 1;
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      const label = `[${String(done).padStart(2)}/${storefronts.length}] ${bar(done, storefronts.length)} ${storefront.id.padEnd(2)}`;
      if (!result.ok) {
        failed = true;
        console.error(`${label} FAILED after ${seconds}s\n${result.log.trim().split("\n").slice(-30).join("\n")}`);
        break;
      }
      const client = path.join(outputOf(storefront), "client");
      const languages = storefront.languages.map((language) => language.code).join(",");
      console.log(
        `${label} ${String(await countPages(client)).padStart(4)} pages  ${languages.padEnd(14)} ${seconds}s`,
      );
    }
  };
  const worker = async () => {
    const builds = startBuildWorker(appDirectory);
    try {
      await buildEach(builds);
    } finally {
      builds.stop();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, storefronts.length) }, worker));
  return !failed;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  // One build per core: a build is CPU-bound (rollup, terser, rendering), and its I/O is small.
  const jobs = Math.max(1, Number(process.env.BUILD_JOBS ?? availableParallelism()));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  if (options.exportFirst) {
    process.stdout.write(`Exporting the catalog from ${options.commerceUrl}... `);
    await exportCatalogs(options);
    console.log(`${elapsed()} (${path.relative(repoRoot, options.exportDir)})`);
  }
  const ok = await buildStorefronts(options, jobs);
  if (!ok) process.exit(1);
  console.log(
    `Built ${options.storefronts.length} storefronts in ${elapsed()}: ${path.join(buildRoot, "<id>", "client")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
