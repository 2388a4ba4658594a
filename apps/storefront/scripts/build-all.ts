/**
 * Builds every storefront (or those named: `build-all.ts us eu`), each into build/<id>/client, with one
 * progress line per storefront; STOREFRONT_BUILD_ROOT puts them in <root>/<id> instead. The catalogs are read once into a snapshot first, so 14 builds do not
 * ask the Shop API 14 times for the same data (a commerce export, when present, is used as is).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { type Storefront, storefrontIds, storefrontRegistry } from "@hushling/storefronts";
import { defaultShopApiUrl, fetchCatalog, vendureLanguageCode } from "../app/catalog/shop-api.server.ts";

const appDirectory = path.resolve(import.meta.dirname, "..");
// The CLI of @react-router/dev, wherever npm hoisted it.
const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.js",
);
const snapshotDirectory = path.join(appDirectory, "build", ".catalog");
const exportDirectory = path.resolve(appDirectory, process.env.COMMERCE_EXPORT_DIR ?? "../../data/export");
const buildRoot = path.resolve(appDirectory, process.env.STOREFRONT_BUILD_ROOT ?? "build");
const outputOf = (storefront: Storefront) => path.join(buildRoot, storefront.id);

function chosenStorefronts(args: string[]): Storefront[] {
  const unknown = args.filter((id) => !storefrontIds.some((known) => known === id));
  if (unknown.length) throw new Error(`Unknown storefront(s): ${unknown.join(", ")}; use: ${storefrontIds.join(" ")}`);
  return args.length
    ? storefrontRegistry.storefronts.filter((sf) => args.includes(sf.id))
    : [...storefrontRegistry.storefronts];
}

/** Every catalog (all storefronts, all languages: hreflang needs them all) into one folder. */
async function snapshotCatalogs(): Promise<string> {
  if (existsSync(exportDirectory)) return exportDirectory;
  await rm(snapshotDirectory, { recursive: true, force: true });
  const endpoint = process.env.COMMERCE_SHOP_API ?? defaultShopApiUrl;
  await Promise.all(
    storefrontRegistry.storefronts.flatMap((storefront) =>
      storefront.languages.map(async ({ code }) => {
        const catalog = await fetchCatalog({
          endpoint,
          channel: storefront.id,
          languageCode: vendureLanguageCode(code),
          storefront: storefront.id,
          language: code,
          currency: storefront.currency,
        });
        await mkdir(path.join(snapshotDirectory, storefront.id), { recursive: true });
        await writeFile(path.join(snapshotDirectory, storefront.id, `${code}.json`), JSON.stringify(catalog));
      }),
    ),
  );
  return snapshotDirectory;
}

async function countPages(folder: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === "index.html") count += 1;
  }
  return count;
}

function buildOne(storefront: Storefront, catalogs: string): Promise<{ ok: boolean; log: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [reactRouterCli, "build"], {
      cwd: appDirectory,
      env: {
        ...process.env,
        STOREFRONT: storefront.id,
        STOREFRONT_QUIET: "1",
        STOREFRONT_OUT_DIR: outputOf(storefront),
        COMMERCE_EXPORT_DIR: catalogs,
      },
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

function bar(done: number, total: number, width = 20): string {
  const filled = Math.round((done / total) * width);
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
}

async function main() {
  const storefronts = chosenStorefronts(process.argv.slice(2));
  const jobs = Math.max(1, Number(process.env.BUILD_JOBS ?? 2));
  const started = performance.now();
  process.stdout.write("Reading catalogs... ");
  const catalogs = await snapshotCatalogs();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)}s (${path.relative(appDirectory, catalogs)})`);

  let done = 0;
  let failed = false;
  const queue = [...storefronts];
  const worker = async () => {
    for (let storefront = queue.shift(); storefront && !failed; storefront = queue.shift()) {
      const began = performance.now();
      const result = await buildOne(storefront, catalogs);
      done += 1;
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      const label = `[${String(done).padStart(2)}/${storefronts.length}] ${bar(done, storefronts.length)} ${storefront.id.padEnd(2)}`;
      if (!result.ok) {
        failed = true;
        console.error(`${label} FAILED after ${seconds}s\n${result.log.trim().split("\n").slice(-30).join("\n")}`);
        return;
      }
      const client = path.join(outputOf(storefront), "client");
      const languages = storefront.languages.map((language) => language.code).join(",");
      console.log(
        `${label} ${String(await countPages(client)).padStart(4)} pages  ${languages.padEnd(14)} ${seconds}s`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, storefronts.length) }, worker));
  if (failed) process.exit(1);
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${storefronts.length} storefronts in ${total}s: ${path.join(buildRoot, "<id>", "client")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
