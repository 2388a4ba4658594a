import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A stall of one server process's event loop, as bench/event-loop-probe.ts wrote it. */
export type Stall = { endMs: number; ms: number; cpuMs: number };
/** A job as the Admin API lists it: what the server worked on beside the shoppers' requests. */
export type JobSpan = { queueName: string; startedAt: string | null; settledAt: string | null };

/** Every stall the probe noted in `folder` between `fromMs` and `toMs` (epoch ms), every process together. */
export function readStalls(folder: string, fromMs: number, toMs: number): Stall[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".log"))
    .flatMap((name) => readFileSync(path.join(folder, name), "utf8").trim().split("\n"))
    .filter(Boolean)
    .map((line) => {
      const [endMs = 0, ms = 0, cpuMs = 0] = line.split(" ").map(Number);
      return { endMs, ms, cpuMs };
    })
    .filter((stall) => stall.endMs >= fromMs && stall.endMs - stall.ms <= toMs);
}

/**
 * How often and how long the API's event loop stood still (`fromMs` or more), and which job queues were
 * at work while it did: a stall that overlaps no job was a request's own work (or the garbage
 * collector's). On a busy machine a stall may also be the process waiting for a core: its CPU time
 * (all threads of the process) is kept beside it.
 */
export function summarizeStalls(
  stalls: Stall[],
  jobs: JobSpan[],
  fromMs = 100,
): {
  count: number;
  totalMs: number;
  longestMs: number;
  byQueue: Map<string, number>;
  longest: Array<Stall & { queues: string[] }>;
} {
  const long = stalls
    .filter((stall) => stall.ms >= fromMs)
    .map((stall) => {
      const begin = stall.endMs - stall.ms;
      const queues = jobs
        .filter((job) => job.startedAt && Date.parse(job.startedAt) <= stall.endMs)
        .filter((job) => !job.settledAt || Date.parse(job.settledAt) >= begin)
        .map((job) => job.queueName);
      return { ...stall, queues: [...new Set(queues)] };
    });
  const byQueue = new Map<string, number>();
  for (const stall of long) {
    for (const queue of stall.queues.length ? stall.queues : ["(no job)"]) {
      byQueue.set(queue, (byQueue.get(queue) ?? 0) + 1);
    }
  }
  return {
    count: long.length,
    totalMs: long.reduce((sum, stall) => sum + stall.ms, 0),
    longestMs: long.reduce((most, stall) => Math.max(most, stall.ms), 0),
    byQueue,
    longest: [...long].sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}
