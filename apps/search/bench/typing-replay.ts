import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { storefrontRegistry } from "@hushling/storefronts";
import { AnswerCache, createAnswerCaching } from "../src/answer-cache.ts";
import { buildCatalogIndex, type CatalogIndex } from "../src/catalog-index.ts";
import { serialise } from "../src/response-body.ts";
import { readContentPages, readMerchandising, readSynonyms } from "../src/search-catalogs.ts";
import { createSearchService } from "../src/search-service.ts";
import { repoRoot } from "../src/search-settings.ts";
import { ShopperActivity } from "../src/shopper-activity.ts";
import { generatedCatalog, generatedLanguages } from "./generated-catalog.ts";
import { benchApiKeys, overlayMix, pageMix, type TypingMix } from "./typing-mix.ts";

// `node --max-semi-space-size=16 --import tsx bench/typing-replay.ts` (the service's flag, see
// package.json): the service's own work for the HTTP bench's typing mixes, without HTTP or wrk, so the
// costliest answers can be named. 50 shoppers type in turns as wrk's
// connections do (a phrase a key at a time, one in five a product name drawn at random); each request
// is parsed, validated, looked up in the answer cache and, on a miss, answered and serialised.
// Prints CPU per answer, the hit rate, the misses' times, the costliest misses and garbage collection.
// SEARCH_REPLAY_REQUESTS (default 20,000 per mix, measured after SEARCH_REPLAY_WARM_UP, 20,000, of the
// same mix), SEARCH_BENCH_RARE_SHARE (0.2), SEARCH_CACHE_ENTRIES (20,000).

const products = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 5000);
const requests = Number(process.env.SEARCH_REPLAY_REQUESTS ?? 20_000);
const rareShare = Number(process.env.SEARCH_BENCH_RARE_SHARE ?? 0.2);
const cacheEntries = Number(process.env.SEARCH_CACHE_ENTRIES ?? 20_000);
const warmUpRequests = Number(process.env.SEARCH_REPLAY_WARM_UP ?? 20_000);
const shoppers = 50;
const storefrontOf = { en: "us", de: "eu", ja: "jp" } as const;

const contentDir = path.join(repoRoot, "content");
const merchandising = readMerchandising(contentDir);
const synonyms = readSynonyms(contentDir);
const pages = readContentPages(contentDir);
const buildStarted = performance.now();
const indexes = new Map<string, CatalogIndex>(
  generatedLanguages.map((language) => [
    benchApiKeys[language],
    buildCatalogIndex(
      storefrontRegistry.byId(storefrontOf[language]),
      language,
      generatedCatalog(language, products),
      pages,
      merchandising,
      synonyms,
    ),
  ]),
);
console.log(`indexes built in ${(performance.now() - buildStarted).toFixed(0)} ms`);

const catalogs = { indexes, merchandising, fingerprint: "", missing: [] };
const origin = "http://search.invalid";
const activity = new ShopperActivity();
const service = createSearchService({
  catalogs: () => catalogs,
  activity,
  now: () => new Date(),
  timeZone: "UTC",
  segmentTtlSeconds: 1800,
  urls: {
    searchUrl: `${origin}/cs/v2/search`,
    bannersUrl: (apiKey) => `${origin}/merchant/${apiKey}-banner.json`,
    keywordMapsUrl: (apiKey) => `${origin}/merchant/${apiKey}-maps.json`,
    recommendationsUrl: `${origin}/recommendations/`,
  },
});

let gcMs = 0;
let gcMaxMs = 0;
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcMaxMs = Math.max(gcMaxMs, entry.duration);
  }
});
gcObserver.observe({ entryTypes: ["gc"] });

/** A seeded generator, so runs before and after a change type the same phrases. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function replay(label: string, mix: TypingMix): Promise<void> {
  const cache = new AnswerCache({ entries: cacheEntries, bytes: 64 * 1024 * 1024 }, () => Date.now());
  const { searchKey } = createAnswerCaching({
    cache,
    activity,
    now: () => Date.now(),
    nextMerchantChange: service.nextMerchantChange,
  });
  const next = random(7);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  const typing = Array.from({ length: shoppers }, () => ({ terms: [] as string[], key: "", position: 0 }));
  const misses: { ms: number; term: string; key: string }[] = [];
  const all: number[] = [];
  let cpuBefore = process.cpuUsage();
  // As the HTTP bench, measured after a warm-up of the same mix: compiled code, kept answers and lookups.
  for (let n = -warmUpRequests; n < requests; n++) {
    if (n === 0) {
      cache.hits = 0;
      misses.length = 0;
      all.length = 0;
      gcMs = 0;
      gcMaxMs = 0;
      cpuBefore = process.cpuUsage();
    }
    const shopper = typing[(n + warmUpRequests) % shoppers] as (typeof typing)[number];
    if (shopper.position >= shopper.terms.length) {
      const phrase = next() >= rareShare ? pick(mix.common) : pick(mix.rare);
      Object.assign(shopper, { terms: phrase.terms, key: phrase.apiKey, position: 0 });
    }
    const term = shopper.terms[shopper.position++] as string;
    const body = mix.template.replace("@KEY@", shopper.key).replaceAll("@TERM@", JSON.stringify(term).slice(1, -1));
    const started = performance.now();
    const valid = service.readSearch(JSON.parse(body));
    const { key, expiresAt } = searchKey(valid);
    let answered = cache.get(key);
    if (!answered) {
      answered = serialise(service.answerSearch(valid));
      cache.set(key, answered, expiresAt);
      misses.push({ ms: performance.now() - started, term, key: shopper.key });
    }
    all.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  // Let the last collections be reported.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const missTimes = misses.map((miss) => miss.ms).sort((a, b) => a - b);
  const missTotal = missTimes.reduce((sum, ms) => sum + ms, 0);
  const times = all.sort((a, b) => a - b);
  const f = (value: number, digits = 3) => value.toFixed(digits);
  console.log(
    `\n${label}: ${requests} requests, ${f((100 * cache.hits) / requests, 1)} % hits, CPU ${f((cpu.user + cpu.system) / 1000 / requests)} ms per answer`,
  );
  console.log(
    `  every answer: p50 ${f(percentile(times, 50))}, p99 ${f(percentile(times, 99))}, max ${f(times.at(-1) ?? 0)} ms`,
  );
  console.log(
    `  misses: ${misses.length}, mean ${f(missTotal / Math.max(1, misses.length))}, p50 ${f(percentile(missTimes, 50))}, p90 ${f(percentile(missTimes, 90))}, p99 ${f(percentile(missTimes, 99))}, max ${f(missTimes.at(-1) ?? 0)} ms; ${f((100 * missTotal) / times.reduce((sum, ms) => sum + ms, 0), 1)} % of all answer time`,
  );
  console.log(`  garbage collection: ${f(gcMs, 1)} ms in all, longest pause ${f(gcMaxMs, 2)} ms`);
  console.log("  costliest misses:");
  for (const miss of [...misses].sort((a, b) => b.ms - a.ms).slice(0, 12)) {
    console.log(`    ${f(miss.ms, 2)} ms  ${miss.key}  "${miss.term}"`);
  }
}

await replay("overlay (5 products + 5 suggestions, typed)", overlayMix);
await replay("search page (24 products by price + all facets)", pageMix);
gcObserver.disconnect();
