import cluster from "node:cluster";
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { bootstrap, bootstrapWorker, JobQueueService } from "@vendure/core";
import { describeProcesses, readyMessage, runCluster } from "./commerce-cluster.ts";
import { type CommerceSettings, CommerceSettingsError, readCommerceSettings } from "./commerce-settings.ts";
import { applyPendingMigrations } from "./schema-migrations.ts";
import { buildVendureConfig } from "./vendure-config.ts";

// Vendure reports usage to its vendor unless told not to; nothing here may phone home.
process.env.VENDURE_DISABLE_TELEMETRY ??= "true";

/** How long a shutdown may take before the process exits anyway (open sockets, stuck jobs). */
const shutdownGraceMs = 10_000;
const signals: NodeJS.Signals[] = ["SIGTERM", "SIGINT"];

type Closable = { close(): Promise<void> };
type SignalListeners = Map<NodeJS.Signals, NodeJS.SignalsListener[]>;

function signalListenersNow(): SignalListeners {
  return new Map(signals.map((signal) => [signal, process.listeners(signal) as NodeJS.SignalsListener[]]));
}

/**
 * Vendure enables Nest's shutdown hooks, which re-raise the signal after closing, so the process dies
 * "killed" instead of exiting 0 and our last log line is lost; this drops the listeners added since
 * `before` and closes the app itself.
 */
function stopOnSignals(app: Closable, before: SignalListeners, label: string): void {
  for (const signal of signals) {
    for (const listener of process.listeners(signal) as NodeJS.SignalsListener[]) {
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`${label} did not stop within ${shutdownGraceMs} ms after ${signal}; exiting`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    await app.close();
    console.log(`${label} stopped (${signal})`);
    process.exit(0);
  };
  for (const signal of signals) process.on(signal, stop);
}

/**
 * The server keeps an idle keep-alive connection longer than its clients do (Node's fetch keeps one 4 s,
 * load balancers about 60 s). With Node's default of 5 s a busy client could send its next request on a
 * connection the server was closing that moment, and the shopper's call failed with ECONNRESET.
 */
function keepIdleConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** The Shop and Admin APIs; with `both`, also the in-process worker. */
async function runServer(settings: CommerceSettings): Promise<void> {
  const before = signalListenersNow();
  const config = buildVendureConfig(settings);
  // Production runs with synchronize off: the schema only changes through reviewed migrations.
  if (!settings.synchronize) await applyPendingMigrations(config);
  const app = await bootstrap(config);
  keepIdleConnectionsLongerThanClients(app.getHttpServer() as Server);
  stopOnSignals(app, before, "commerce");
  // In-process, this process works off the jobs (search index, emails); as `server` it only queues them.
  if (settings.process === "both") await app.get(JobQueueService).start();
  if (cluster.isWorker) process.send?.(readyMessage);
  else printBanner(settings);
}

/** What a person starting the shop needs to know; the last line is the one scripts wait for. */
function printBanner(settings: CommerceSettings): void {
  const database = settings.database.kind === "sqlite" ? settings.database.file : "PostgreSQL (DATABASE_URL)";
  console.log(`commerce database ${database}`);
  console.log(`commerce processes ${describeProcesses(settings)}`);
  console.log(`commerce jobs ${describeJobs(settings)}`);
  console.log(`commerce cache ${settings.cache.kind === "redis" ? "Redis, shared by every process" : "in memory"}`);
  // The dev login is printed for convenience; a production password never reaches a log.
  const login = settings.profile === "production" ? "" : ` password ${settings.admin.password}`;
  console.log(`commerce profile ${settings.profile}`);
  console.log(`commerce admin ${settings.publicUrl}/admin user ${settings.admin.username}${login}`);
  console.log(`commerce ready ${settings.localUrl}`);
}

/** The job-queue worker alone: no HTTP; Vendure waits for the server to have created the schema. */
async function runWorker(settings: CommerceSettings): Promise<void> {
  const before = signalListenersNow();
  const worker = await bootstrapWorker(buildVendureConfig(settings));
  stopOnSignals(worker.app, before, "commerce worker");
  await worker.startJobQueue();
  if (cluster.isWorker) process.send?.(readyMessage);
  else console.log(`commerce worker ready, jobs ${describeJobs(settings)}`);
}

function describeJobs(settings: CommerceSettings): string {
  const where = settings.jobQueue.kind === "redis" ? `BullMQ (prefix ${settings.jobQueue.prefix})` : "database";
  const workedBy =
    settings.process !== "both"
      ? "separate worker processes"
      : settings.apiProcesses > 1
        ? "its worker process"
        : "this process";
  return `in ${where}, worked by ${workedBy}`;
}

/** Starts what COMMERCE_PROCESS asks for; exits 1 with a clear message on bad settings or a failed start. */
export function runCommerce(env: NodeJS.ProcessEnv): void {
  const start = async () => {
    const settings = readCommerceSettings(env);
    mkdirSync(settings.dataDir, { recursive: true });
    if (settings.database.kind === "sqlite") mkdirSync(path.dirname(settings.database.file), { recursive: true });
    if (cluster.isPrimary && settings.process === "both" && settings.apiProcesses > 1) {
      await runCluster(settings, () => printBanner(settings));
    } else {
      await (settings.process === "worker" ? runWorker(settings) : runServer(settings));
    }
  };
  start().catch((error: unknown) => {
    console.error(error instanceof CommerceSettingsError ? error.message : error);
    process.exit(1);
  });
}
