// A fixed CPU task timed at the start of `npm test`, so that runs on different days (the project's machines
// swing by 2.5x) can be compared as ratios: a run's CPU divided by its machine-speed figure. The task mixes
// what the tests spend their CPU on (hashing, JavaScript loops and objects, JSON), single-threaded, so the
// other core's load moves it little; the best of three runs is the figure, as interruptions only add time.
import { createHash } from "node:crypto";

/** One run of the fixed task; returns its wall time in milliseconds. */
export function fixedTaskMs() {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let round = 0; round < 100_000; round += 1) digest = createHash("sha256").update(digest).digest();
  let mixed = 0;
  for (let index = 0; index < 20_000_000; index += 1) mixed = (mixed * 31 + index) | 0;
  const records = Array.from({ length: 100_000 }, (_, index) => ({ index, label: `item ${index}` }));
  const parsed = JSON.parse(JSON.stringify(records));
  if (digest.length !== 32 || parsed.length !== records.length || Number.isNaN(mixed)) throw new Error("unreachable");
  return performance.now() - started;
}

/** The machine-speed figure: the best of `runs` runs of the fixed task, in whole milliseconds. */
export function machineSpeedMs(runs = 3) {
  return Math.round(Math.min(...Array.from({ length: runs }, fixedTaskMs)));
}

// `node scripts/machine-speed.mjs` prints the figure, to measure a machine outside a test run.
if (import.meta.url === `file://${process.argv[1]}`) console.log(`machine speed: ${machineSpeedMs()} ms`);
