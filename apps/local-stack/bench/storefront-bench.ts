/**
 * Storefront numbers for BENCHMARKS.md, as Markdown tables: full build time of all storefronts (skip
 * with --no-build to measure an existing build), HTML size and first-load JS (gzip -9 of every script
 * the page preloads) per template, and Lighthouse (mobile preset, Debian Chromium) for home, category,
 * product and content pages (skip with --no-lighthouse). STOREFRONT_BUILD_ROOT names another build folder.
 * For work on one page: `--pages=content,home` audits only the templates named (a word each: home,
 * category, product, content), `--runs=N` runs Lighthouse N times per page (default 3), and
 * `--reports=<dir>` keeps every run's full JSON report and its trace there; each run's LCP element and LCP
 * phases are printed as it ends.
 * The build time includes the commerce export that build:all runs first (--commerce-url=; when no
 * commerce server answers there, the bench starts one on a fresh SQLite file and stops it after). It is
 * measured twice: cold (a fresh export folder, build cache and tsx cache, as a fresh clone or CI has)
 * and warm (the same again), each with the load average, since other work on the machine skews both.
 * `--quick`: the export and the us storefront built once (cold), into a scratch folder unless
 * STOREFRONT_BUILD_ROOT names one, and one Lighthouse run of the home page (unless --pages= or --runs= say).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type RunningSearchApp, readSearchSettings, startSearchApp } from "@hushling/search";
import { startStaticHost } from "@hushling/static-host";
import { firstLoadJs } from "@hushling/storefront/first-load-js";
import { readSearchBuildSettings } from "@hushling/storefront/search-build-settings";
import { pageFile, type Template, templatePages } from "@hushling/storefront/template-pages";
import { storefrontRegistry } from "@hushling/storefronts";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { freePort } from "@hushling/test-support/free-port";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { commerceAnswers, type LocalCommerce, startCommerce } from "../src/commerce.ts";
import { dataDir, repoRoot } from "../src/paths.ts";

if (process.argv.includes("--help")) {
  console.log(
    "npm run bench:storefront -w @hushling/local-stack [-- --quick] [--no-build] [--no-lighthouse] [--pages=home,category,product,content] [--runs=N] [--reports=<dir>] [--commerce-url=<url>]",
  );
  process.exit(0);
}
const quick = isQuickRun(process.argv);
if (quick) console.log(quickRunNote);
const appDirectory = path.join(repoRoot, "apps/storefront");
/** A folder removed when the bench exits. */
function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
// A quick run builds into a scratch folder, never over the build that npm start and the e2e tests serve.
const buildRoot = path.resolve(
  appDirectory,
  process.env.STOREFRONT_BUILD_ROOT ?? (quick ? scratchFolder("hushling-bench-build-") : "build"),
);
const storefront = storefrontRegistry.byId("us");
const client = path.join(buildRoot, storefront.id, "client");
const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () => loadavg()[0]?.toFixed(2) ?? "?";
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** One timed build:all, export included, with the load average (1 min) before and after. */
type TimedBuild = { seconds: number; loadBefore: string; loadAfter: string };
const buildTimes: { cold?: TimedBuild; warm?: TimedBuild } = {};
/** Lighthouse runs per page; the median is reported. */
const lighthouseRuns = Number(option("runs") ?? (quick ? 1 : 3));
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error("--runs= takes a whole number above 0");
const auditedTemplates: Template[] = ["home", "category", "product", "content page"];
/** The templates --pages= names by their first word (all four when it is not given). */
const audited = auditedTemplates.filter((template) => {
  const wanted = option("pages")?.split(",") ?? (quick ? ["home"] : undefined);
  return !wanted || wanted.includes(template.split(" ")[0] ?? template);
});
if (audited.length === 0) throw new Error(`--pages= names none of: ${auditedTemplates.join(", ")}`);
const reportDir = option("reports");
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
/** The catalog export the audited pages' search calls are answered from: the timed build's, else npm start's. */
let searchExportDir = path.join(dataDir, "export");
if (!process.argv.includes("--no-build")) {
  const wantedUrl = option("commerce-url") ?? process.env.COMMERCE_URL ?? "http://localhost:3000";
  // The export stays until Lighthouse has audited the pages against it.
  const scratch = scratchFolder("hushling-bench-");
  let commerce: LocalCommerce | undefined;
  try {
    if (!(await commerceAnswers(wantedUrl))) {
      console.log(`No commerce server at ${wantedUrl}; starting one on a fresh database (not timed)...`);
      commerce = await startCommerce({
        port: await freePort(),
        data: { database: path.join(scratch, "commerce.sqlite") },
        quiet: true,
      });
    }
    // Cold is what a fresh clone and CI see: no export, no build cache, no tsx cache. Warm runs again
    // with the export and the build cache the cold build left.
    const caches = { exportDir: path.join(scratch, "export"), buildCacheDir: path.join(scratch, "build-cache") };
    const commerceUrl = commerce?.url ?? wantedUrl;
    console.log("Cold build:");
    buildTimes.cold = await timeBuildAll(commerceUrl, caches, { TSX_DISABLE_CACHE: "1" });
    if (!quick) {
      console.log("Warm build:");
      buildTimes.warm = await timeBuildAll(commerceUrl, caches, {});
    }
    searchExportDir = caches.exportDir;
  } finally {
    await commerce?.stop();
  }
}

/** Times `build:all` (the commerce export and every storefront build, us alone when quick); throws when it fails. */
async function timeBuildAll(
  commerceUrl: string,
  caches: { exportDir: string; buildCacheDir: string },
  env: NodeJS.ProcessEnv,
): Promise<TimedBuild> {
  const loadBefore = load();
  const started = performance.now();
  const status = await new Promise<number | null>((resolve) =>
    spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(appDirectory, "scripts/build-all.ts"),
        `--commerce-url=${commerceUrl}`,
        `--export-dir=${caches.exportDir}`,
        ...(quick ? [storefront.id] : []),
      ],
      {
        cwd: appDirectory,
        stdio: "inherit",
        env: { ...process.env, ...env, BUILD_CACHE_DIR: caches.buildCacheDir, STOREFRONT_BUILD_ROOT: buildRoot },
      },
    ).once("exit", resolve),
  );
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`build:all failed (exit ${status}); see its output above`);
  return { seconds, loadBefore, loadAfter: load() };
}

if (!existsSync(client)) {
  console.error(`No us build in ${buildRoot}; run without --no-build first.`);
  process.exit(1);
}
const pages = templatePages(buildRoot, storefront, "en");

/** The stylesheets the page links (the design system, then its components' and route's CSS), gzipped. */
function pageCss(html: string): number {
  const sheets = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? ""),
  );
  return [...sheets].reduce((sum, href) => sum + gzipSize(readFileSync(path.join(client, href))), 0);
}

console.log("\n| template | page (us) | HTML | HTML gzip | first-load JS gzip | CSS gzip |\n|---|---|---|---|---|---|");
for (const [template, pagePath] of pages) {
  const html = readFileSync(path.join(client, pageFile(pagePath)), "utf8");
  console.log(
    `| ${template} | ${pagePath} | ${kb(html.length)} | ${kb(gzipSize(html))} | ${kb(firstLoadJs(html, client))} | ${kb(pageCss(html))} |`,
  );
}
for (const [kind, timed] of Object.entries(buildTimes)) {
  console.log(
    `${kind === "cold" ? "\n" : ""}${quick ? "Build of us" : "Full build of all storefronts"}, ${kind}: ${timed.seconds.toFixed(1)} s, export included ` +
      `(${cpus().length} cores, load average ${timed.loadBefore} before, ${timed.loadAfter} after)`,
  );
}

if (!process.argv.includes("--no-lighthouse")) await lighthouseTable();

/** Lighthouse's default (mobile) preset against the us build served by the static host. */
async function lighthouseTable() {
  const host = await startStaticHost({ port: 0, sites: [{ id: storefront.id, root: client }] });
  const search = await searchServiceForAudits();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  const rows: string[] = [];
  const misses: string[] = [];
  try {
    for (const [template, pagePath] of pages.filter(([name]) => audited.includes(name))) {
      // One Lighthouse run swings by several performance points on a shared machine: the median of
      // three is reported (the run with the median performance score), with the range beside it.
      const runs: LighthouseReport[] = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        const result = await lighthouse(`${host.origin(storefront.id)}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        runs.push(result.lhr);
        console.log(`${template} run ${run + 1}: ${lcpDiagnosis(result.lhr)}, load average ${load()}`);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const file = `${template.split(" ")[0]}-${run + 1}`;
          writeFileSync(path.join(reportDir, `${file}.json`), JSON.stringify(result.lhr, null, 1));
          // The run's trace, for the long tasks' own events (the Performance panel of DevTools opens it).
          writeFileSync(path.join(reportDir, `${file}.trace.json`), JSON.stringify(result.artifacts.Trace));
        }
      }
      const performanceOf = (report: LighthouseReport) => report.categories.performance?.score ?? 0;
      const sorted = runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = sorted[Math.floor(sorted.length / 2)] ?? sorted[0];
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const scores = categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const range = sorted.map((report) => Math.round(performanceOf(report) * 100));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      rows.push(
        `| ${template} | ${scores.join(" | ")} | ${range[0]}-${range.at(-1)} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`,
      );
      for (const id of categories.slice(1)) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            // The first item says what failed, e.g. a product photo when commerce is not running.
            const items = (audit.details as { items?: { url?: string; description?: string }[] } | undefined)?.items;
            const first = items?.[0]?.url ?? items?.[0]?.description ?? "";
            misses.push(`${template}: ${id} ${ref.id} (${audit.title}) ${first}`.trim());
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await host.close();
    await search?.close();
  }
  console.log(
    `\n| Lighthouse mobile (us), median of ${lighthouseRuns} | performance | accessibility | best practices | SEO | performance range | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|`,
  );
  console.log(rows.join("\n"));
  if (misses.length) console.log(`\nAudits below 100:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);
}

/** Performance, LCP and TBT of one run, the element Lighthouse took for LCP and where its time went. */
function lcpDiagnosis(lhr: LighthouseReport): string {
  type Item = { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number };
  const lists = (
    lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: Item[] }[] } | undefined
  )?.items;
  const node = lists?.[0]?.items?.[0]?.node;
  const phases = (lists?.[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  return (
    `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
    `LCP ${metric("largest-contentful-paint")} (${phases.join(", ")}) on ${node?.selector ?? "?"} ${node?.snippet ?? ""}, ` +
    `TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`
  );
}

/**
 * Pages call the search service at the address they were built with (recommendations, merchandising), as
 * deployed pages do; a refused call is a console error that costs best practices. When nothing answers
 * there, the service runs over the catalog export for the audits (its events go to a scratch file).
 */
async function searchServiceForAudits(): Promise<RunningSearchApp | undefined> {
  // The same reading of the environment as the build that made the pages.
  const address = new URL(readSearchBuildSettings(process.env).endpoints.search);
  if (await commerceAnswers(address.origin)) return undefined;
  if (!existsSync(searchExportDir)) {
    console.log(`No catalog export in ${searchExportDir}: pages' search calls will be refused during the audits.`);
    return undefined;
  }
  const events = scratchFolder("hushling-bench-search-");
  return startSearchApp(
    readSearchSettings({
      SEARCH_PORT: address.port || "80",
      SEARCH_EXPORT_DIR: searchExportDir,
      SEARCH_SQLITE_PATH: path.join(events, "events.sqlite"),
      SEARCH_WATCH_INTERVAL_MS: "0",
    }),
    { log: () => undefined },
  );
}
