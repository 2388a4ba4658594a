/**
 * `node --import tsx apps/commerce/bench/seed-cost.ts sqlite|postgres [options]`: one seeding start of the
 * compiled server on an empty database, measured. Prints the server's CPU at `commerce ready`, once its
 * job queue is idle (the seed's search index worked off) and, with `--settle`, once the job buffers the
 * seed left are worked off too (flushed until they stay empty, as the minute's flush would); the
 * PostgreSQL backends' CPU; the time from `commerce ready` to the first answered Shop API request; the
 * load average. Options:
 * - `--profile <folder>`: the server runs with `--cpu-prof` (split by phase with bench/seed-phases.ts);
 * - `--export <file>` (SQLite): what the shop holds at the end (bench/catalog-snapshot.ts), to diff;
 * - `--data <folder>`: seed into that (empty) folder and keep it;
 * - `--main <file>`: another compiled entry point, e.g. an older build to compare with.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { AdminSession } from "../test/admin-session.ts";
import { freePort, shopQuery, startCommerce, waitForIdleJobs } from "../test/commerce-process.ts";
import { createScratchDatabase } from "../test/scratch-postgres.ts";
import { catalogSnapshot } from "./catalog-snapshot.ts";
import { sampleBackendCpu, treeCpuSeconds } from "./process-cpu.ts";

const [database = "sqlite", ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const profileDir = option("--profile");
const exportFile = option("--export");
const keptDataDir = option("--data");
const settle = rest.includes("--settle");
const mainScript = option("--main");
if (database !== "sqlite" && database !== "postgres") throw new Error("usage: seed-cost.ts sqlite|postgres");

type BufferSizes = { jobBufferSize: Array<{ bufferId: string; size: number }> };
async function bufferedJobs(admin: AdminSession): Promise<Record<string, number>> {
  const { jobBufferSize } = await admin.call<BufferSizes>("{ jobBufferSize { bufferId size } }");
  return Object.fromEntries(jobBufferSize.filter((buffer) => buffer.size > 0).map((b) => [b.bufferId, b.size]));
}

/** What the shop holds once every buffered job the seed left has run, as a minute's flushes would. */
async function workOffBufferedJobs(url: string): Promise<void> {
  const admin = new AdminSession(url);
  // Jobs add to the buffers through events a little after they end: empty twice, 3 s apart, is settled.
  for (let round = 1, empty = 0; empty < 2; round++) {
    if (round > 8) throw new Error("buffered jobs keep coming after 8 flushes");
    await new Promise((resolve) => setTimeout(resolve, 3000));
    if (Object.keys(await bufferedJobs(admin)).length === 0) {
      empty++;
      continue;
    }
    empty = 0;
    await admin.call("mutation { flushBufferedJobs { success } }");
    await waitForIdleJobs(url, 900_000);
    console.log(`settled round ${round}, server CPU ${treeCpuSeconds(server.pid).toFixed(1)} s`);
  }
}

const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), "hushling-seed-cost-"));
const scratch = database === "postgres" ? await createScratchDatabase("seedcost") : undefined;
const databaseName = scratch ? new URL(scratch.url).pathname.slice(1) : "";
const backends = scratch ? sampleBackendCpu(databaseName) : undefined;
const backendSeconds = () => backends?.seconds() ?? 0;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
console.log(`load average at the start: ${load()}`);
const started = Date.now();
const server = await startCommerce(
  {
    COMMERCE_DATA_DIR: dataDir,
    COMMERCE_PORT: String(await freePort()),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  },
  900_000,
  mainScript ? path.resolve(mainScript) : undefined,
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
);
const ready = Date.now();
const cpuAtReady = treeCpuSeconds(server.pid);
const backendsAtReady = backendSeconds();
const { errors } = await shopQuery(server.url, "us", "{ products(options: { take: 1 }) { totalItems } }");
if (errors) throw new Error(`first request failed: ${JSON.stringify(errors)}`);
const firstAnswer = Date.now();
await waitForIdleJobs(server.url, 900_000);
const idle = Date.now();
const cpuAtIdle = treeCpuSeconds(server.pid);
const backendsAtIdle = backendSeconds();
const buffered = await bufferedJobs(new AdminSession(server.url));
console.log(`buffered jobs when the queue was idle: ${JSON.stringify(buffered)}`);
if (settle) await workOffBufferedJobs(server.url);
const cpuAtEnd = treeCpuSeconds(server.pid);
const code = await server.stop();
if (exportFile && !scratch) writeFileSync(exportFile, `${catalogSnapshot(dataDir).join("\n")}\n`);
backends?.stop();
const seededLine = /commerce seeded .*/.exec(server.output())?.[0] ?? "(no seeded line)";
if (profileDir) writeFileSync(path.join(profileDir, "marks.json"), JSON.stringify({ started, ready, idle }));
console.log(
  [
    `${database}: ${seededLine}; exit ${code}`,
    `start to ready ${((ready - started) / 1000).toFixed(1)} s, server CPU ${cpuAtReady.toFixed(1)} s` +
      (scratch ? `, backends ${backendsAtReady.toFixed(1)} s` : ""),
    `ready to first answered request ${firstAnswer - ready} ms`,
    `ready to jobs idle ${((idle - ready) / 1000).toFixed(1)} s, server CPU by then ${cpuAtIdle.toFixed(1)} s` +
      (scratch ? `, backends ${backendsAtIdle.toFixed(1)} s` : ""),
    `settled: server CPU ${cpuAtEnd.toFixed(1)} s${scratch ? `, backends ${backendSeconds().toFixed(1)} s` : ""}`,
    `load average at the end: ${load()}`,
  ].join("\n"),
);
if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
await scratch?.drop();
