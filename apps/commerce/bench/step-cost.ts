/**
 * `node --import tsx apps/commerce/bench/step-cost.ts`: one shopper alone, so each request's time is its
 * server cost (no queue for the CPU). Starts our server on a seeded SQLite copy, places warm-up orders,
 * then prints every Shop API step of the bench's checkout: its median wall time and the server's CPU time
 * per step (from /proc, so a busy machine inflates the first more than the second). The concurrent
 * bench says how a crowd fares; this says which step to cut. BENCH_CPU_PROF=<folder> profiles the
 * server and records each step's time windows (steps.json) for `profile-top.ts <folder> 20 <step>`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { addOnsOnlyMessage } from "../src/plugins/checkout-guard/checkout-rules.ts";
import { freePort, seededSqliteDataDir, startCommerce, waitForIdleJobs } from "../test/commerce-process.ts";
import { ShopSession } from "../test/shop-session.ts";
import { checkoutSteps } from "./bench-shoppers.ts";
import { treeCpuSeconds } from "./process-cpu.ts";

const warmUp = Number(process.env.BENCH_WARM_UP ?? 10);
const measured = Number(process.env.BENCH_ORDERS ?? 20);

const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
/** The monotonic clock V8's profiles use, in µs. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const dataDir = mkdtempSync(path.join(tmpdir(), "hushling-step-cost-"));
const env = {
  ...(await seededSqliteDataDir(dataDir)),
  COMMERCE_PORT: String(await freePort()),
  COMMERCE_API_PROCESSES: "1",
};
if (profileDir) mkdirSync(profileDir, { recursive: true });
const server = await startCommerce(
  env,
  600_000,
  undefined,
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
);
const windows: Record<string, Array<{ start: number; end: number }>> = {};
try {
  await waitForIdleJobs(server.url);
  const catalog = await new ShopSession(server.url, "us").call<{
    products: { items: Array<{ variants: Array<{ id: string; sku: string }> }> };
  }>("{ products(options: { take: 100 }) { items { variants { id sku } } } }");
  // An order of nothing but add-ons (gift box, gift card) is refused at checkout.
  const variantIds = catalog.products.items
    .flatMap((product) => product.variants)
    .filter((variant) => addOnsOnlyMessage([variant.sku]) === undefined)
    .map((variant) => variant.id);
  const samples = new Map<string, number[]>();
  const cpu = new Map<string, number>();
  for (let order = 0; order < warmUp + measured; order += 1) {
    const session = new ShopSession(server.url, "us");
    const variantId = variantIds[order % variantIds.length] ?? "";
    for (const step of checkoutSteps(variantId)) {
      const cpuBefore = treeCpuSeconds(server.pid);
      const start = performance.now();
      const window = { start: monotonicMicros(), end: 0 };
      await step.run(session);
      window.end = monotonicMicros();
      const ms = performance.now() - start;
      if (order < warmUp) continue;
      windows[step.name] = [...(windows[step.name] ?? []), window];
      samples.set(step.name, [...(samples.get(step.name) ?? []), ms]);
      cpu.set(step.name, (cpu.get(step.name) ?? 0) + treeCpuSeconds(server.pid) - cpuBefore);
    }
  }
  const cpuMs = (name: string) => ((cpu.get(name) ?? 0) * 1000) / measured;
  let wall = 0;
  let cpuTotal = 0;
  console.log(
    `${measured} orders after ${warmUp} warm-up orders\n\n| step | median ms | server CPU ms |\n|---|---|---|`,
  );
  for (const [name, values] of samples) {
    wall += median(values);
    cpuTotal += cpuMs(name);
    console.log(`| ${name} | ${median(values).toFixed(1)} | ${cpuMs(name).toFixed(1)} |`);
  }
  console.log(`| all steps | ${wall.toFixed(1)} | ${cpuTotal.toFixed(1)} |`);
  if (profileDir) writeFileSync(path.join(profileDir, "steps.json"), JSON.stringify(windows));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
