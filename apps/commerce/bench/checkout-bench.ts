/**
 * `npm run bench -w @hushling/commerce`: one command, one table. Each run starts a fresh server on a
 * copy of one seeded catalog, then BENCH_SHOPPERS (20) concurrent shoppers each check out BENCH_ROUNDS
 * (5) one-item orders in the us channel:
 *
 * - bare Vendure (same version, default plugins only, bench/bare-vendure-main.ts) beside ours,
 * - SQLite and PostgreSQL, one process beside N API processes and a worker (PostgreSQL and Redis),
 * - and a run with trouble: shoppers who abandon, payments given up on, an API process killed, Redis
 *   away for 10 s; every order audited afterwards (no half order, no double charge, no oversell),
 * - and paced runs: the same 20 shoppers pausing 0.5-1.5 s before each request, as people do (the other
 *   runs send each request the moment the last is answered, a crowd far larger than 20 people).
 *
 * CPU per order is the server processes' user + system CPU over the run and until the jobs it queued
 * are done (the shoppers and the database not included) divided by the paid orders. BENCH_RUNS=sqlite-ours,pg-n picks runs by id, in
 * that order; an id given twice runs twice (turns), and its ratios count all its rows together.
 * Timing lives here, never in the tests; results go to BENCHMARKS.md. `-- --quick`: every run with one
 * shopper and one order (BENCH_SHOPPERS and BENCH_ROUNDS still win).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { isAddOnSku } from "../src/plugins/checkout-guard/checkout-rules.ts";
import { AdminSession } from "../test/admin-session.ts";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  startCommerce,
  waitForIdleJobs,
} from "../test/commerce-process.ts";
import { auditOrders } from "../test/order-audit.ts";
import { createScratchDatabase, postgresReachable } from "../test/scratch-postgres.ts";
import { redisReachable, scratchRedisPrefix, testRedisUrl } from "../test/scratch-redis.ts";
import { ShopSession } from "../test/shop-session.ts";
import { redisServerInstalled, startThrowawayRedis, type ThrowawayRedis } from "../test/throwaway-redis.ts";
import { runShoppers, type ShoppingRecord } from "./bench-shoppers.ts";
import { type JobSpan, readStalls, summarizeStalls } from "./event-loop-stalls.ts";
import { ownCpuSeconds, sampleBackendCpu, treeCpuSeconds } from "./process-cpu.ts";

const quick = isQuickRun(process.argv);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? (quick ? 1 : 20));
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 5));
const onlyRuns = process.env.BENCH_RUNS?.split(",").map((id) => id.trim());
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
/** The monotonic clock V8's profiles use (CLOCK_MONOTONIC, shared by every process here), in µs. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
const bareVendureMain = fileURLToPath(new URL("./bare-vendure-main.ts", import.meta.url));
const eventLoopProbe = fileURLToPath(new URL("./event-loop-probe.ts", import.meta.url));
/** A cluster's start (seed, then the other processes) can take minutes on two busy cores. */
const startTimeoutMs = 600_000;
/** How long Redis stays away in the trouble run. */
const redisOutageMs = 10_000;

type Database = "SQLite" | "PostgreSQL";
type Run = {
  id: string;
  database: Database;
  stack: "bare Vendure" | "ours";
  processes: "1" | "N";
  trouble?: boolean;
  /** Paced shoppers: a pause before each request (see ShopperPlan.thinkMs); absent, back to back. */
  thinkMs?: number;
};

/** A paced shopper's mean pause before each request: quicker than a person filling in a checkout form. */
const pacedThinkMs = 1000;

// PostgreSQL first: the ratios the issue asks for (N / 1, ours / bare) come from these runs.
const runs: Run[] = [
  { id: "pg-ours", database: "PostgreSQL", stack: "ours", processes: "1" },
  { id: "pg-n", database: "PostgreSQL", stack: "ours", processes: "N" },
  { id: "pg-bare", database: "PostgreSQL", stack: "bare Vendure", processes: "1" },
  { id: "pg-n-trouble", database: "PostgreSQL", stack: "ours", processes: "N", trouble: true },
  { id: "sqlite-ours", database: "SQLite", stack: "ours", processes: "1" },
  { id: "sqlite-bare", database: "SQLite", stack: "bare Vendure", processes: "1" },
  // 20 people at once, each pausing a second before each request, beside the stress runs above.
  { id: "pg-n-paced", database: "PostgreSQL", stack: "ours", processes: "N", thinkMs: pacedThinkMs },
  { id: "sqlite-ours-paced", database: "SQLite", stack: "ours", processes: "1", thinkMs: pacedThinkMs },
];

type Result = {
  run: Run;
  record: ShoppingRecord;
  seconds: number;
  cpuSeconds: number;
  /** The cluster primary's own share (0 for one process, which is all server). */
  primaryCpuSeconds: number;
  paid: number;
  lost: number;
  halfOrders: string[];
  stockMismatches: string[];
  load: string;
  processes: string;
  disruptions: string[];
  stalls: ReturnType<typeof summarizeStalls>;
  /** Cores busy while the shoppers ran: the server's processes, the shoppers (this process), PostgreSQL. */
  cores: { server: number; shoppers: number; database?: number };
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

/** The jobs settled since `since`, a page of the Admin API's list limit at a time. */
async function jobsSettledSince(url: string, since: Date): Promise<JobSpan[]> {
  const admin = new AdminSession(url);
  const jobs: JobSpan[] = [];
  for (let total = Number.POSITIVE_INFINITY; jobs.length < total; ) {
    const page = await admin.call<{ jobs: { items: JobSpan[]; totalItems: number } }>(
      "query($since: DateTime!, $skip: Int!) { jobs(options: { skip: $skip, take: 100, filter: { settledAt: { after: $since } } }) { items { queueName startedAt settledAt } totalItems } }",
      { since: since.toISOString(), skip: jobs.length },
    );
    jobs.push(...page.jobs.items);
    total = page.jobs.items.length ? page.jobs.totalItems : jobs.length;
  }
  return jobs;
}

/** Where each database's runs start from: one seeded catalog, copied for every run, seeded when first needed. */
type Seeds = { sqliteDataDir(): Promise<string>; postgresTemplate(): Promise<string> };

/** Our server seeds the catalog and indexes it once; every run starts from a copy of the result. */
async function seedCatalog(env: Record<string, string>, cleanups: Array<() => Promise<void>>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hushling-bench-seed-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startCommerce(
    { ...env, COMMERCE_DATA_DIR: dataDir, COMMERCE_PORT: String(await freePort()) },
    startTimeoutMs,
  );
  try {
    await waitForIdleJobs(server.url, startTimeoutMs);
  } finally {
    await server.stop();
  }
  return dataDir;
}

async function seedPostgres(cleanups: Array<() => Promise<void>>): Promise<string> {
  const seed = await createScratchDatabase("bench_seed");
  cleanups.push(seed.drop);
  await seedCatalog({ DATABASE_URL: seed.url }, cleanups);
  return seed.url;
}

/** `folder`, or `folder-2`, `folder-3`... when a run repeated in turns already wrote there. */
function freshFolder(folder: string): string {
  let fresh = folder;
  for (let turn = 2; existsSync(fresh); turn += 1) fresh = `${folder}-${turn}`;
  return fresh;
}

/** The API processes' pids, as the cluster's primary logs them. */
const apiProcessPids = (server: RunningCommerce) =>
  [...server.output().matchAll(/commerce api process (\d+) ready/g)].map((match) => Number(match[1]));

async function benchRun(run: Run, seeds: Seeds, redis: ThrowawayRedis | undefined): Promise<Result> {
  const cleanups: Array<() => Promise<void>> = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "hushling-bench-"));
  let server: RunningCommerce | undefined;
  let databaseName: string | undefined;
  try {
    const env: Record<string, string> = { COMMERCE_PORT: String(await freePort()), COMMERCE_DATA_DIR: dataDir };
    if (run.database === "SQLite") cpSync(await seeds.sqliteDataDir(), dataDir, { recursive: true });
    else {
      const copy = await createScratchDatabase(`bench_${run.id.replaceAll("-", "_")}`, await seeds.postgresTemplate());
      cleanups.push(copy.drop);
      env.DATABASE_URL = copy.url;
      databaseName = new URL(copy.url).pathname.slice(1);
    }
    if (run.processes === "N") {
      const prefix = scratchRedisPrefix(`bench-${run.id}`);
      cleanups.push(prefix.drop);
      Object.assign(env, { REDIS_URL: redis?.url ?? testRedisUrl, COMMERCE_REDIS_PREFIX: prefix.prefix });
    } else {
      env.COMMERCE_API_PROCESSES = "1";
    }
    const script = run.stack === "bare Vendure" ? bareVendureMain : undefined;
    // BENCH_CPU_PROF=<folder>: each run's server profile and the shoppers' time window, for profile-top.ts.
    const profileOut = profileDir && freshFolder(path.join(profileDir, run.id));
    if (profileOut) mkdirSync(profileOut, { recursive: true });
    // Every server process notes its event loop's stalls: a request waits out each one, whatever its own cost.
    const stallDir = path.join(dataDir, "event-loop");
    mkdirSync(stallDir, { recursive: true });
    env.BENCH_EVENT_LOOP_DIR = stallDir;
    server = await startCommerce(env, startTimeoutMs, script, [
      ...(profileOut ? ["--cpu-prof", `--cpu-prof-dir=${profileOut}`] : []),
      "--import",
      eventLoopProbe,
    ]);
    const url = server.url;
    await waitForIdleJobs(url, startTimeoutMs);
    const processes = server.output().match(/commerce processes (\d+ API processes|1 process)/)?.[1] ?? "1 process";

    // Only what a shopper can buy alone: our checkout refuses an order of add-ons only (a gift box wraps
    // nothing), which bare Vendure would take, so the two stacks would not be doing the same work.
    const catalog = await new ShopSession(url, "us").call<{
      products: { items: Array<{ variants: Array<{ id: string; sku: string }> }> };
    }>("{ products(options: { take: 100 }) { items { variants { id sku } } } }");
    const variantIds = catalog.products.items
      .flatMap((product) => product.variants)
      .filter((variant) => !isAddOnSku(variant.sku))
      .map((variant) => variant.id);

    const disruptions: string[] = [];
    const expected = shoppers * rounds;
    let killed = false;
    let outage = false;
    const running = server;
    const onPaid = (paid: number) => {
      if (!run.trouble) return;
      if (!killed && paid >= expected * 0.25) {
        killed = true;
        const victim = apiProcessPids(running)[0];
        if (victim) process.kill(victim, "SIGKILL");
        disruptions.push(`API process ${victim} killed at ${paid} paid`);
      }
      if (!outage && paid >= expected * 0.5 && redis) {
        outage = true;
        disruptions.push(`Redis away ${redisOutageMs / 1000} s from ${paid} paid`);
        void redis.kill().then(() => setTimeout(() => void redis.start(), redisOutageMs));
      }
    };

    const load = loadNow();
    const window = { start: monotonicMicros(), end: 0 };
    const startedAt = new Date();
    const cpuBefore = treeCpuSeconds(server.pid);
    const shoppersBefore = process.cpuUsage();
    const database = databaseName ? sampleBackendCpu(databaseName) : undefined;
    const primaryBefore = ownCpuSeconds(server.pid);
    const start = performance.now();
    const record = await runShoppers({
      url,
      shoppers,
      rounds,
      variantIds,
      misbehave: Boolean(run.trouble),
      thinkMs: run.thinkMs ?? 0,
      onPaid,
    });
    const seconds = (performance.now() - start) / 1000;
    const shoppersCpu = process.cpuUsage(shoppersBefore);
    const cores = {
      server: (treeCpuSeconds(server.pid) - cpuBefore) / seconds,
      shoppers: (shoppersCpu.user + shoppersCpu.system) / 1e6 / seconds,
      ...(database && { database: database.seconds() / seconds }),
    };
    database?.stop();
    // The jobs the orders queued (confirmation emails, index updates) are part of their cost: a worker
    // process works them off while the shoppers pay, one process partly after; count both to the end.
    await waitForIdleJobs(url, startTimeoutMs);
    window.end = monotonicMicros();
    if (profileOut) writeFileSync(path.join(profileOut, "window.json"), JSON.stringify(window));
    const cpuSeconds = treeCpuSeconds(server.pid) - cpuBefore;
    const stalls = summarizeStalls(
      readStalls(stallDir, startedAt.getTime(), Date.now()),
      await jobsSettledSince(url, startedAt),
    );
    const primaryCpuSeconds = run.processes === "N" ? ownCpuSeconds(server.pid) - primaryBefore : 0;

    const audit = await auditOrders(url, { bundles: run.stack === "ours" });
    const lost =
      [...record.believedPaid].filter((code) => !audit.settled.has(code)).length +
      [...record.believedUnpaid].filter((code) => audit.settled.has(code)).length;
    if (run.trouble && !redis) disruptions.push("no Redis outage (redis-server not installed)");
    return {
      run,
      record,
      seconds,
      cpuSeconds,
      primaryCpuSeconds,
      paid: record.believedPaid.size,
      lost,
      halfOrders: audit.halfOrders,
      stockMismatches: audit.stockMismatches,
      load: `${load} → ${loadNow()}`,
      processes,
      disruptions,
      stalls,
      cores,
    };
  } finally {
    await server?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printResults(results: Result[], print: (line: string) => void = console.log): void {
  const ms = (value: number) => value.toFixed(0);
  print(
    "| run | database | stack | processes | add to cart p50 / p95 ms | checkout p50 / p95 ms | orders/s | CPU ms/order | paid | lost | load (1, 5, 15 min) |",
  );
  print("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { run, record, seconds, cpuSeconds, paid, lost, load, processes } of results) {
    print(
      `| ${run.id} | ${run.database} | ${run.stack} | ${processes} | ${ms(percentile(record.addToCart, 50))} / ${ms(percentile(record.addToCart, 95))} | ${ms(percentile(record.checkout, 50))} / ${ms(percentile(record.checkout, 95))} | ${(paid / seconds).toFixed(1)} | ${ms((cpuSeconds * 1000) / paid)} | ${paid} | ${lost} | ${load} |`,
    );
  }
  // A run repeated in turns (BENCH_RUNS=pg-ours,pg-n,pg-ours,pg-n) counts as all its rows together.
  const total = (id: string, of: (result: Result) => number) => {
    const rows = results.filter((result) => result.run.id === id);
    return rows.length > 0 ? rows.reduce((sum, result) => sum + of(result), 0) : undefined;
  };
  const quotient = (top: number | undefined, bottom: number | undefined) =>
    top !== undefined && bottom ? top / bottom : undefined;
  const cpuPerOrder = (id: string) =>
    quotient(
      total(id, (result) => result.cpuSeconds),
      total(id, (result) => result.paid),
    );
  const ordersPerSecond = (id: string) =>
    quotient(
      total(id, (result) => result.paid),
      total(id, (result) => result.seconds),
    );
  const ratio = (label: string, top: number | undefined, bottom: number | undefined, goal: string) => {
    if (top !== undefined && bottom !== undefined) print(`| ${label} | ${(top / bottom).toFixed(2)} | ${goal} |`);
  };
  print("\n| ratio | value | goal |\n|---|---|---|");
  ratio("SQLite: CPU per order, ours / bare Vendure", cpuPerOrder("sqlite-ours"), cpuPerOrder("sqlite-bare"), "≤ 1.25");
  ratio("PostgreSQL: CPU per order, ours / bare Vendure", cpuPerOrder("pg-ours"), cpuPerOrder("pg-bare"), "≤ 1.25");
  ratio("PostgreSQL: orders/s, N processes / 1", ordersPerSecond("pg-n"), ordersPerSecond("pg-ours"), "≥ 1.6");
  ratio("PostgreSQL: CPU per order, N processes / 1", cpuPerOrder("pg-n"), cpuPerOrder("pg-ours"), "≈ 1");
  const share = quotient(
    total("pg-n", (result) => result.primaryCpuSeconds),
    total("pg-n", (result) => result.cpuSeconds),
  );
  if (share !== undefined) {
    print(
      `| PostgreSQL N: the cluster primary's share of the CPU (connection hand-out) | ${share.toFixed(3)} | small |`,
    );
  }

  print("\n| run | API event-loop stalls ≥ 100 ms | their sum ms | longest ms | jobs at work during them (stalls) |");
  print("|---|---|---|---|---|");
  for (const { run, stalls } of results) {
    const queues = [...stalls.byQueue].map(([queue, count]) => `${queue} ${count}`).join(", ");
    print(`| ${run.id} | ${stalls.count} | ${stalls.totalMs} | ${stalls.longestMs} | ${queues || "none"} |`);
  }
  for (const { run, stalls } of results) {
    const longest = stalls.longest.map(
      (stall) => `${stall.ms} ms (process CPU ${stall.cpuMs} ms; ${stall.queues.join(", ") || "no job"})`,
    );
    if (longest.length) print(`- ${run.id}, the longest stalls: ${longest.join("; ")}`);
  }

  // Where the machine's cores went while the shoppers ran: what one more API process could still get.
  print("\n| run | cores busy: server | shoppers (the bench) | PostgreSQL | all | of |\n|---|---|---|---|---|---|");
  for (const { run, cores } of results) {
    const all = cores.server + cores.shoppers + (cores.database ?? 0);
    const database = cores.database === undefined ? "in the server (SQLite)" : cores.database.toFixed(2);
    print(
      `| ${run.id} | ${cores.server.toFixed(2)} | ${cores.shoppers.toFixed(2)} | ${database} | ${all.toFixed(2)} | ${availableParallelism()} |`,
    );
  }

  for (const result of results.filter((each) => each.run.trouble)) {
    const { record } = result;
    print(`\nTrouble run (${result.run.id}): ${result.disruptions.join("; ")}`);
    print("| abandoned | payments given up on | try-again answers | paid | lost | half orders | stock mismatches |");
    print("|---|---|---|---|---|---|---|");
    print(
      `| ${record.abandoned} | ${record.paymentTimeouts} | ${record.tryAgain} | ${result.paid} | ${result.lost} | ${result.halfOrders.length} | ${result.stockMismatches.length} |`,
    );
  }

  // Every run is audited, calm or not: what it found is named, so a mismatch can be looked up.
  print("\n| run | half orders | stock mismatches |\n|---|---|---|");
  for (const result of results) {
    print(`| ${result.run.id} | ${result.halfOrders.length} | ${result.stockMismatches.length} |`);
  }
  for (const result of results) {
    for (const finding of [...result.halfOrders, ...result.stockMismatches]) print(`- ${result.run.id}: ${finding}`);
  }
}

ensureCommerceBuild();
const postgres = await postgresReachable();
const sharedRedis = await redisReachable();
/** BENCH_RUNS in its order, repeats included (turns on a shared machine); every run when unset. */
const wanted = (onlyRuns ?? runs.map((run) => run.id)).map((id) => {
  const run = runs.find((candidate) => candidate.id === id);
  if (!run) throw new Error(`BENCH_RUNS: no run "${id}"; the runs are ${runs.map((each) => each.id).join(", ")}`);
  return run;
});
const selected = wanted.filter(
  (run) => (run.database === "SQLite" || postgres) && (run.processes === "1" || sharedRedis || redisServerInstalled()),
);
const cleanups: Array<() => Promise<void>> = [];
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};
const seeds: Seeds = {
  sqliteDataDir: once(() => seedCatalog({}, cleanups)),
  postgresTemplate: once(() => seedPostgres(cleanups)),
};
// The trouble run takes Redis away; a Redis of the bench's own, never the machine's shared one.
const redis =
  selected.some((run) => run.processes === "N") && redisServerInstalled() ? await startThrowawayRedis() : undefined;
if (quick) console.log(quickRunNote);
console.log(
  `${shoppers} concurrent shoppers x ${rounds} one-item orders each, us channel; ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}); N = ${availableParallelism()}; ${new Date().toISOString()}\n`,
);
const results: Result[] = [];
try {
  for (const run of selected) {
    // One run failing (a server that would not start on a busy machine) leaves the others' rows.
    try {
      results.push(await benchRun(run, seeds, redis));
      // The table so far, on stderr: a run stopped half-way still leaves what it measured.
      console.error(`bench: ${run.id} done`);
      printResults(results, console.error);
    } catch (error) {
      console.error(`bench: ${run.id} failed: ${(error as Error).message.slice(0, 2000)}`);
    }
  }
} finally {
  await redis?.kill();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
printResults(results);
