/**
 * `node --import tsx apps/commerce/bench/seed-phases.ts <folder>`: splits the CPU profiles of a seeding
 * start (bench/seed-cost.ts --profile) into the seed's phases: a phase is the time window between the first
 * and the last sample with its marker on the stack, and the first phase in the list whose window holds a
 * sample takes it. What no window holds is Vendure's bootstrap before our code's last sample (outside the
 * index) and "after the seed" after it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const named = (pattern: RegExp, file: string) => (f: CallFrame) => pattern.test(f.functionName) && f.url.includes(file);
// Markers are functions, not files: a file's module code runs at start-up.
const phases: Array<[string, (frame: CallFrame) => boolean]> = [
  ["product art drawn", named(/^(writeIllustrations|catalogIllustrations)$/, "catalog-import")],
  ["import (products, variants, facets, assets and previews)", named(/^importProducts$/, "importer")],
  ["category collections", named(/^createCategoryCollections$/, "catalog-import")],
  ["channel listing and prices", named(/^(listCatalogInChannel|assign)$/, "channel-listing")],
  ["channels, zones, taxes, shipping", named(/^(seedStorefrontChannels|ensure\w+)$/, "storefront-channels")],
  ["schema (synchronize)", named(/^synchronize$/, "typeorm")],
  ["search index (jobs)", named(/^(reindex|saveVariants|upsertSearchIndexItems|update\w+InChannel)$/, "indexer")],
];

const folder = process.argv[2] ?? ".";
const files = readdirSync(folder).filter((name) => name.endsWith(".cpuprofile"));
type Sample = { time: number; micros: number; marks: Set<number>; idle: boolean; seed: boolean };
const samples: Sample[] = [];
for (const file of files) {
  const profile = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const marksOf = new Map<number, Set<number>>();
  const seedOf = new Map<number, boolean>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (!marksOf.has(id)) {
      const marks = new Set<number>();
      let seed = false;
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)?.callFrame;
        if (!frame) continue;
        phases.forEach(([, test], phase) => {
          if (test(frame)) marks.add(phase);
        });
        seed ||= frame.url.includes("commerce/dist/");
      }
      marksOf.set(id, marks);
      seedOf.set(id, seed);
    }
    samples.push({
      time,
      micros: profile.timeDeltas[index + 1] ?? 0,
      marks: marksOf.get(id) ?? new Set(),
      idle: byId.get(id)?.callFrame.functionName === "(idle)",
      seed: seedOf.get(id) ?? false,
    });
  });
}
// Async functions resume on a fresh stack, so a phase is the time window from its first to its last
// sample, and every busy sample in that window (garbage collection too) counts for it.
const windows = phases.map((_, phase) => {
  const times = samples.filter((sample) => sample.marks.has(phase)).map((sample) => sample.time);
  return times.length > 0 ? { start: Math.min(...times), end: Math.max(...times) } : undefined;
});
const lastSeed = Math.max(
  ...samples.filter((sample) => sample.seed && !sample.marks.has(phases.length - 1)).map((s) => s.time),
);
const totals = new Map<string, number>();
let all = 0;
for (const sample of samples) {
  if (sample.idle) continue;
  const phase = windows.findIndex((window) => window && sample.time >= window.start && sample.time <= window.end);
  const name =
    phases[phase]?.[0] ??
    (sample.time <= lastSeed ? "bootstrap and other work until the seed ends" : "after the seed (requests, other)");
  totals.set(name, (totals.get(name) ?? 0) + sample.micros);
  all += sample.micros;
}
const origin = Math.min(...samples.map((sample) => sample.time));
const seconds = (time: number) => ((time - origin) / 1e6).toFixed(1);
const windowOf = (name: string) => {
  const window = windows[phases.findIndex(([phase]) => phase === name)];
  return window ? `${seconds(window.start)}-${seconds(window.end)} s` : "";
};
console.log("| phase | window | CPU s | share |\n|---|---|---|---|");
for (const [phase, micros] of [...totals].sort((a, b) => b[1] - a[1])) {
  console.log(
    `| ${phase} | ${windowOf(phase)} | ${(micros / 1e6).toFixed(1)} | ${((100 * micros) / all).toFixed(1)} % |`,
  );
}
console.log(`| all busy samples | | ${(all / 1e6).toFixed(1)} | |`);
