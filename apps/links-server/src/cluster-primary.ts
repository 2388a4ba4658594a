import cluster, { type Worker } from "node:cluster";
import { eventLogLine } from "./access-log.ts";
import { quickExitMs, restartDelayMs } from "./worker-restarts.ts";

/** New worker -> primary, once it listens for the answer (a message sent before that would be lost). */
export type WorkerHelloMessage = { kind: "links-hello" };
/** Primary -> new worker: the rules to fall back on when its content cannot be loaded (null: none yet). */
export type WorkerStartMessage = { kind: "links-start"; rules: unknown[] | null };
/** Worker -> primary: the rules of the table it now serves. */
export type WorkerTableMessage = { kind: "links-table"; rules: unknown[] };

const kindOf = (message: unknown): unknown =>
  typeof message === "object" && message !== null ? (message as { kind?: unknown }).kind : undefined;

/**
 * The cluster primary: forks `count` workers sharing the port, forwards SIGHUP (reload) and SIGTERM/SIGINT,
 * and replaces a worker that dies, with a growing delay while replacements keep dying young. It remembers the
 * last table a worker served and hands it to each replacement, so a broken content edit on disk cannot
 * keep a replacement from serving (as a single process keeps its last good table on reload).
 */
export function runClusterPrimary(count: number): void {
  let stopping = false;
  let quickExits = 0;
  let lastGoodRules: unknown[] | null = null;
  const startedAt = new Map<number, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();

  const fork = (): void => {
    const worker: Worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on("message", (message: unknown) => {
      if (kindOf(message) === "links-table") lastGoodRules = (message as WorkerTableMessage).rules;
      else if (kindOf(message) === "links-hello") {
        worker.send({ kind: "links-start", rules: lastGoodRules } satisfies WorkerStartMessage);
      }
    });
  };

  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickExits = livedMs < quickExitMs ? quickExits + 1 : 0;
    const delayMs = restartDelayMs(quickExits);
    console.error(
      eventLogLine("links-worker-died", {
        pid: worker.process.pid ?? 0,
        code,
        signal,
        livedMs,
        restartInMs: delayMs,
      }),
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork();
    }, delayMs);
    pendingRestarts.add(timer);
  });
  const forward = (signal: NodeJS.Signals) => () => {
    if (signal !== "SIGHUP") {
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    }
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGHUP", forward("SIGHUP"));
  process.once("SIGINT", forward("SIGTERM"));
  process.once("SIGTERM", forward("SIGTERM"));
}

/** In a worker: waits for the primary's start message and returns the rules it carries. */
export function lastGoodRulesFromPrimary(): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown): void => {
      if (kindOf(message) === "links-start") {
        process.off("message", onMessage);
        resolve((message as WorkerStartMessage).rules);
      }
    };
    process.on("message", onMessage);
    process.send?.({ kind: "links-hello" } satisfies WorkerHelloMessage);
  });
}

/** In a worker: tells the primary which rules it now serves. */
export function reportTableToPrimary(rules: readonly unknown[]): void {
  process.send?.({ kind: "links-table", rules: [...rules] } satisfies WorkerTableMessage);
}
