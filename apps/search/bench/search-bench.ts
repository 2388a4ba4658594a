import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { listedProducts } from "@hushling/catalog";
import { searchRequestSchema } from "@hushling/search-protocol";
import { storefrontRegistry } from "@hushling/storefronts";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import MiniSearch from "minisearch";
import { buildCatalogIndex, type CatalogIndex } from "../src/catalog-index.ts";
import { runRecordQuery } from "../src/record-queries.ts";
import { readContentPages, readMerchandising, readSynonyms } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { ShopperActivity } from "../src/shopper-activity.ts";
import { suggestionsFor } from "../src/suggestions.ts";
import { generatedCatalog, generatedLanguages, writeGeneratedExports } from "./generated-catalog.ts";
import { keystrokeMix, overlayMix, pageMix, wrkScript } from "./typing-mix.ts";

// `npm run bench -w @hushling/search`: 5,000 generated products in each of en (us), de (eu) and ja (jp).
// 1. Index build time and memory: our index (MiniSearch with our analysis, plus categories and pages)
//    beside MiniSearch and Orama used directly on the same products.
// 2. In-process query latency over the same keystroke mix, for the three.
// 3. The service over HTTP: wrk, 50 connections, the overlay's request (products + suggestions) and the
//    search page's (facets and sort), p50/p99 and the answer cache's hit rate; then the same with the
//    cache off (every answer computed). Shoppers type phrases a key at a time (bench/typing-mix.ts):
//    terms of the keystroke mix (bench/typing-mix.ts), and one phrase in five (SEARCH_BENCH_RARE_SHARE) a product name
//    with or without a colour drawn at random, so long phrases rarely repeat.
//    SEARCH_BENCH_PIN=1 pins the service to core 0 and wrk to core 1 (taskset).
// Run with `node --expose-gc` (the npm script does) so memory is measured after a collection.
// `-- --quick`: 50 products, one round of the mix, one connection for 1 s per mix, no warm-up.

const quick = isQuickRun(process.argv);
const products = Number(process.env.SEARCH_BENCH_PRODUCTS ?? (quick ? 50 : 5000));
const seconds = Number(process.env.SEARCH_BENCH_SECONDS ?? (quick ? 1 : 10));
const connections = quick ? 1 : 50;
const latencyRounds = quick ? 1 : 10;
const wrkBinary = process.env.WRK_BINARY ?? "/usr/bin/wrk";
const pinned = process.env.SEARCH_BENCH_PIN === "1";
/** The share of phrases drawn from the generated product names rather than the keystroke mix. */
const rareShare = Number(process.env.SEARCH_BENCH_RARE_SHARE ?? 0.2);

const storefrontOf = { en: "us", de: "eu", ja: "jp" } as const;

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function timeBuild<T>(build: () => T): { value: T; ms: number; mb: number } {
  const before = heapMb();
  const started = performance.now();
  const value = build();
  const ms = performance.now() - started;
  return { value, ms, mb: heapMb() - before };
}

type Runner = (term: string, language: (typeof generatedLanguages)[number]) => unknown;

/**
 * Per-query latency of each runner over the keystroke mix. The runners take turns on every term, so a
 * busy machine slows them alike and the comparison stays fair.
 */
function latencies(runners: Runner[], rounds: number): { p50: number; p99: number }[] {
  const samples = runners.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const language of generatedLanguages) {
      for (const term of keystrokeMix[language]) {
        for (const [index, run] of runners.entries()) {
          const started = performance.now();
          run(term, language);
          samples[index]?.push(performance.now() - started);
        }
      }
    }
  }
  return samples.map((list) => {
    const sorted = list.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
}

const catalogs = Object.fromEntries(
  generatedLanguages.map((language) => [language, generatedCatalog(language, products)]),
) as Record<(typeof generatedLanguages)[number], ReturnType<typeof generatedCatalog>>;
const contentDir = path.join(repoRoot, "content");
const pages = readContentPages(contentDir);
const merchandising = readMerchandising(contentDir);
const synonyms = readSynonyms(contentDir);

/** Our index of each language. */
const buildOurs = () =>
  Object.fromEntries(
    generatedLanguages.map((language) => [
      language,
      buildCatalogIndex(
        storefrontRegistry.byId(storefrontOf[language]),
        language,
        catalogs[language],
        pages,
        merchandising,
        synonyms,
      ),
    ]),
  ) as Record<(typeof generatedLanguages)[number], CatalogIndex>;

// 1. Builds.
const ours = timeBuild(buildOurs);
const plain = timeBuild(() =>
  Object.fromEntries(
    generatedLanguages.map((language) => {
      const engine = new MiniSearch({ fields: ["name", "description", "category"], storeFields: ["name"] });
      engine.addAll(
        listedProducts(catalogs[language]).map((product) => ({
          id: product.key,
          name: product.name,
          description: product.description,
          category: product.category,
        })),
      );
      return [language, engine];
    }),
  ),
);
const orama = timeBuild(() =>
  Object.fromEntries(
    generatedLanguages.map((language) => {
      const db = create({
        schema: { key: "string", name: "string", description: "string", category: "string", price: "number" } as const,
      });
      insertMultiple(
        db,
        listedProducts(catalogs[language]).map((product) => ({
          key: product.key,
          name: product.name,
          description: product.description,
          category: product.category ?? "",
          price: product.variants[0]?.price ?? 0,
        })),
      );
      return [language, db];
    }),
  ),
);

// 2. In-process queries: the overlay's work (5 products + 5 suggestions) for ours; a prefix + fuzzy search
// of 5 hits for the engines used directly.
const activity = new ShopperActivity();
const overlay = (term: string) =>
  searchRequestSchema.parse({
    context: { apiKeys: ["x"] },
    recordQueries: [{ id: "p", typeOfRequest: "SEARCH", settings: { query: { term }, limit: 5 } }],
  }).recordQueries[0] as Parameters<typeof runRecordQuery>[1];
const parsedOverlay = new Map<string, Parameters<typeof runRecordQuery>[1]>();
// Ours twice: as a running service answers (each index remembers its term lookups, and the mix
// repeats), and with every lookup reaching the engine, the fair comparison with the engines used directly.
// The second runs on indexes of its own: clearing the first's memory between turns would make both cold.
const freshIndexes = buildOurs();
const oursOverlay =
  (cold: boolean): Runner =>
  (term, language) => {
    const index = cold ? freshIndexes[language] : ours.value[language];
    if (cold) index.rememberedLookups.clear();
    const query = parsedOverlay.get(term) ?? overlay(term);
    parsedOverlay.set(term, query);
    const termHits = new Map();
    const context = {
      index,
      activity,
      scope: index.storefront.id,
      now: Date.now(),
      apiKey: "x",
      merchandising,
      termHits,
    };
    runRecordQuery(context, query);
    suggestionsFor(
      index,
      activity,
      index.storefront.id,
      { id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: term },
      termHits,
    );
  };
const [oursLatency, oursColdLatency, plainLatency, oramaLatency] = latencies(
  [
    oursOverlay(false),
    oursOverlay(true),
    (term, language) => (plain.value[language] as MiniSearch).search(term, { prefix: true, fuzzy: 0.2 }).slice(0, 5),
    (term, language) => oramaSearch(orama.value[language] as never, { term, limit: 5, tolerance: 1 }),
  ],
  latencyRounds,
) as [
  { p50: number; p99: number },
  { p50: number; p99: number },
  { p50: number; p99: number },
  { p50: number; p99: number },
];

// 3. The service over HTTP.
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time the process has used, user and system, ms: steadier than latency on a busy machine. */
function cpuMs(pid: number): number {
  const stat = execFileSync("cat", [`/proc/${pid}/stat`], { encoding: "utf8" });
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function runWrk(url: string, script: string, duration: number, pid: number) {
  const command = [
    wrkBinary,
    "-t1",
    `-c${connections}`,
    `-d${duration}s`,
    "--latency",
    "--timeout",
    "2s",
    "-s",
    script,
    url,
  ];
  const load = loadavg()[0] ?? 0;
  const cpuBefore = cpuMs(pid);
  const output = pinned
    ? execFileSync("taskset", ["-c", "1", ...command], { encoding: "utf8" })
    : execFileSync(command[0] as string, command.slice(1), { encoding: "utf8" });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(output)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)?.[1];
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  const cache = /cache hits (\d+) of (\d+)/.exec(output);
  const cpu = cpuMs(pid) - cpuBefore;
  if (!rate || !p50 || !p99 || !cache) throw new Error(`could not read wrk's output:\n${output}`);
  return {
    rate: Number(rate),
    p50: milliseconds(p50),
    p99: milliseconds(p99),
    bad: Number(bad ?? 0),
    hitRate: Number(cache[1]) / Math.max(1, Number(cache[2])),
    cpuPerAnswer: cpu / Math.max(1, Number(cache[2])),
    load: `${load.toFixed(1)}-${(loadavg()[0] ?? 0).toFixed(1)}`,
  };
}

async function startService(dir: string, cacheEntries: number): Promise<{ child: ChildProcess; url: string }> {
  // As `npm start -w @hushling/search` runs it (package.json): its young generation fixed at 16 MB (ADR 0045).
  const service = [process.execPath, "--max-semi-space-size=16", "--import", "tsx", "src/main.ts"];
  const [command, ...args] = pinned ? ["taskset", "-c", "0", ...service] : service;
  const child = spawn(command as string, args, {
    cwd: path.join(repoRoot, "apps", "search"),
    env: {
      ...process.env,
      SEARCH_PORT: "0",
      SEARCH_EXPORT_DIR: path.join(dir, "export"),
      SEARCH_SQLITE_PATH: path.join(dir, "events.sqlite"),
      SEARCH_WATCH_INTERVAL_MS: "0",
      SEARCH_CACHE_ENTRIES: String(cacheEntries),
      DATABASE_URL: "",
      SEARCH_DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /search ready (http:\/\/\S+?)\/cs/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`search service exited (${code})`)));
  });
  return { child, url };
}

function rssMb(pid: number): number {
  const status = execFileSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" });
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

type Run = ReturnType<typeof runWrk>;
const dir = mkdtempSync(path.join(tmpdir(), "search-bench-"));
try {
  writeGeneratedExports(path.join(dir, "export"), products);
  if (!existsSync(wrkBinary)) throw new Error(`wrk is not installed at ${wrkBinary} (apt-get install -y wrk)`);
  let scripts = 0;
  /** A wrk script typing `mix` with its own seed (see wrkScript). */
  const scriptFor = (mix: typeof overlayMix) => {
    const file = path.join(dir, `typing-${++scripts}.lua`);
    writeFileSync(file, wrkScript(mix, rareShare, scripts));
    return file;
  };
  /**
   * Runs of 3 s until two in a row reach hit rates within half a point (at most 30 s): JIT, connections
   * and the answers an edge that has been up for a while would hold. A fixed time would be fewer
   * requests on a slower machine, and its measured run would start with a colder cache.
   */
  const warmUp = (url: string, mix: typeof overlayMix, pid: number): number => {
    if (quick) return 0;
    let previous = Number.NaN;
    for (let round = 1; round <= 10; round++) {
      const { hitRate } = runWrk(url, scriptFor(mix), 3, pid);
      if (Math.abs(hitRate - previous) < 0.005) return round * 3;
      previous = hitRate;
    }
    return 30;
  };
  const runs: { label: string; startMs: number; rss: number; overlay: Run; page: Run; warmUps: number[] }[] = [];
  for (const [label, cacheEntries] of [
    ["answer cache on", 20_000],
    ["answer cache off (every answer computed)", 0],
  ] as const) {
    const started = performance.now();
    const service = await startService(dir, cacheEntries);
    const startMs = performance.now() - started;
    try {
      const pid = service.child.pid ?? 0;
      // Each mix is measured after its own warm-up: the search page's answers differ from the overlay's,
      // so without one its first second would be every request a miss on code not yet compiled, which a
      // running service sees only once.
      const overlayWarmUp = warmUp(service.url, overlayMix, pid);
      const overlay = runWrk(service.url, scriptFor(overlayMix), seconds, pid);
      const pageWarmUp = warmUp(service.url, pageMix, pid);
      const page = runWrk(service.url, scriptFor(pageMix), seconds, pid);
      const warmUps = [overlayWarmUp, pageWarmUp];
      runs.push({ label, startMs, rss: rssMb(service.child.pid ?? 0), overlay, page, warmUps });
    } finally {
      service.child.kill("SIGTERM");
    }
  }

  const f = (value: number, digits = 2) => value.toFixed(digits);
  if (quick) console.log(`\n${quickRunNote}`);
  console.log(`\nSearch, ${products} generated products x 3 languages (en, de, ja), Node ${process.versions.node}\n`);
  console.log("| engine | index build (3 languages) | heap after build | query p50 / p99 in process |");
  console.log("|---|---|---|---|");
  console.log(
    `| ours (MiniSearch + our analysis, categories, pages; overlay: products + suggestions) | ${f(ours.ms, 0)} ms | ${f(ours.mb, 1)} MB | ${f(oursLatency.p50, 3)} / ${f(oursLatency.p99, 3)} ms |`,
  );
  console.log(
    `| ours, every term looked up afresh (no remembered lookups) | | | ${f(oursColdLatency.p50, 3)} / ${f(oursColdLatency.p99, 3)} ms |`,
  );
  console.log(
    `| MiniSearch 7 directly (default analysis, prefix + fuzzy 0.2, 5 hits) | ${f(plain.ms, 0)} ms | ${f(plain.mb, 1)} MB | ${f(plainLatency.p50, 3)} / ${f(plainLatency.p99, 3)} ms |`,
  );
  console.log(
    `| Orama 3 directly (default tokenizer, tolerance 1, 5 hits) | ${f(orama.ms, 0)} ms | ${f(orama.mb, 1)} MB | ${f(oramaLatency.p50, 3)} / ${f(oramaLatency.p99, 3)} ms |`,
  );
  console.log(
    `\nService over HTTP (wrk -t1 -c${connections}, ${seconds} s each ${quick ? "without warm-up" : "after a warm-up until the hit rate settles"}, loopback${pinned ? ", service on core 0 and wrk on core 1" : ""}; ${rareShare * 100} % of phrases product names drawn at random):\n`,
  );
  console.log(
    "| service | request | requests/s | p50 | p99 | cache hits | service CPU per answer | non-2xx | load average |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const run of runs) {
    for (const [request, result] of [
      ["overlay: 5 products + 5 suggestions, typed", run.overlay],
      ["search page: 24 products by price + all facets", run.page],
    ] as const) {
      console.log(
        `| ${run.label} | ${request} | ${f(result.rate, 0)} | ${f(result.p50)} ms | ${f(result.p99)} ms | ${f(result.hitRate * 100, 1)} % | ${f(result.cpuPerAnswer, 3)} ms | ${result.bad} | ${result.load} |`,
      );
    }
  }
  for (const run of runs) {
    console.log(
      `\n${run.label}: started in ${f(run.startMs, 0)} ms, RSS ${f(run.rss, 0)} MB after its runs; warm-ups of ${run.warmUps[0]} s (overlay) and ${run.warmUps[1]} s (search page).`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
