import path from "node:path";
import { searchRequestSchema } from "@hushling/search-protocol";
import { storefrontRegistry } from "@hushling/storefronts";
import { buildCatalogIndex } from "../src/catalog-index.ts";
import { runRecordQuery } from "../src/record-queries.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { ShopperActivity } from "../src/shopper-activity.ts";
import { suggestionsFor } from "../src/suggestions.ts";
import { generatedCatalog } from "./generated-catalog.ts";

// The overlay's in-process query path alone, for a CPU profile:
//   node --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/overlay-profile.ts
// Builds the en index over 5,000 generated products, then answers the keystroke mix (5 products +
// 5 suggestions, as the overlay asks) for SEARCH_PROFILE_ROUNDS rounds, cold and warm, and prints p50/p99.
const products = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 5000);
const rounds = Number(process.env.SEARCH_PROFILE_ROUNDS ?? 20);
const terms = ["c", "ca", "car", "carr", "carri", "carrie", "carrier", "crib", "baby crib", "bouncer bliss", "travel"];

const contentDir = path.join(repoRoot, "content");
const merchandising = readMerchandising(contentDir);
const index = buildCatalogIndex(
  storefrontRegistry.byId("us"),
  "en",
  generatedCatalog("en", products),
  readContentPages(contentDir),
  merchandising,
);
const activity = new ShopperActivity();
const queries = new Map(
  terms.map((term) => [
    term,
    searchRequestSchema.parse({
      context: { apiKeys: ["x"] },
      recordQueries: [{ id: "p", typeOfRequest: "SEARCH", settings: { query: { term }, limit: 5 } }],
    }).recordQueries[0] as Parameters<typeof runRecordQuery>[1],
  ]),
);

// Cold: every lookup reaches the engine (the index's recent-term answers are cleared first). Warm: as a
// running service answers terms shoppers typed before.
for (const cold of [true, false]) {
  const samples: number[] = [];
  // CPU time as well as wall time: on a shared machine the wall clock mostly measures waiting for a core.
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    for (const [term, query] of queries) {
      if (cold) index.rememberedLookups.clear();
      const started = performance.now();
      const termHits = new Map();
      runRecordQuery({ index, activity, scope: "us", now: Date.now(), apiKey: "x", merchandising, termHits }, query);
      suggestionsFor(index, activity, "us", { id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: term }, termHits);
      samples.push(performance.now() - started);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / samples.length;
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0;
  console.log(
    `overlay in process, ${cold ? "cold" : "warm"}: p50 ${at(50).toFixed(2)} ms, p99 ${at(99).toFixed(2)} ms, CPU ${cpuMs.toFixed(2)} ms per query, over ${samples.length} queries`,
  );
}
