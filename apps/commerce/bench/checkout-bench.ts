/**
 * `npm run bench -w @hushling/commerce`: add-to-cart and checkout latency (p50/p95) with 20 concurrent
 * shoppers against a fresh server on SQLite and, when reachable, PostgreSQL. Prints a Markdown table,
 * with the server's CPU time per order: on a shared machine latency follows the neighbours' load, CPU
 * per order follows the code. BENCH_SHOPPERS and BENCH_ROUNDS change the load; BENCH_DATABASES=sqlite
 * (or postgres) runs one; BENCH_CPU_PROF=<folder> writes the server's CPU profile and the load's time
 * window there, for bench/profile-top.ts. Timing lives here, never in the tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { ensureCommerceBuild, freePort, startCommerce, waitForIdleJobs } from "../test/commerce-process.ts";
import { createScratchDatabase, postgresReachable } from "../test/scratch-postgres.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "../test/shop-session.ts";
import { processCpuMs } from "./process-cpu.ts";

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const databases = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",");
/** Seeding and its search index on a busy shared machine took longer than the tests' 170 s. */
const startTimeoutMs = 900_000;
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

/** The monotonic clock V8's profiles use (CLOCK_MONOTONIC, shared by every process here), in µs. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hushling-bench-"));
  const profileOut = profileDir && path.join(profileDir, label.toLowerCase());
  if (profileOut) mkdirSync(profileOut, { recursive: true });
  const server = await startCommerce(
    { ...env, COMMERCE_DATA_DIR: dataDir, COMMERCE_PORT: String(await freePort()) },
    startTimeoutMs,
    profileOut ? ["--cpu-prof", `--cpu-prof-dir=${profileOut}`] : [],
  );
  try {
    await waitForIdleJobs(server.url, startTimeoutMs);
    const catalog = await new ShopSession(server.url, "us").call<{
      products: { items: Array<{ variants: Array<{ id: string }> }> };
    }>("{ products(options: { take: 100 }) { items { variants { id } } } }");
    const variantIds = catalog.products.items.flatMap((product) => product.variants.map((variant) => variant.id));
    const addToCart: number[] = [];
    const checkout: number[] = [];
    let failures = 0;
    const shopper = async (index: number) => {
      for (let round = 0; round < rounds; round += 1) {
        const session = new ShopSession(server.url, "us");
        const variantId = variantIds[(index * rounds + round) % variantIds.length] ?? "";
        await timed(addToCart, () =>
          session.call(`mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`, {
            id: variantId,
          }),
        );
        const order = await timed(checkout, async () => {
          await checkoutUpToPayment(session, variantId, "US", 1);
          return payWithCard(session, "test-card-us", testCards.success);
        });
        if (order.state !== "PaymentSettled") failures += 1;
      }
    };
    const window = { start: monotonicMicros(), end: 0 };
    const cpuBefore = processCpuMs(server.pid);
    const start = performance.now();
    await Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(index)));
    const seconds = (performance.now() - start) / 1000;
    const cpuPerOrder = (processCpuMs(server.pid) - cpuBefore) / checkout.length;
    window.end = monotonicMicros();
    if (profileOut) writeFileSync(path.join(profileOut, "window.json"), JSON.stringify(window));
    const row = (name: string, samples: number[]) =>
      `| ${label} | ${name} | ${samples.length} | ${percentile(samples, 50).toFixed(0)} | ${percentile(samples, 95).toFixed(0)} |`;
    console.log(row("add to cart", addToCart));
    console.log(row("checkout (address to paid)", checkout));
    console.log(
      `|  | ${checkout.length} orders in ${seconds.toFixed(1)} s (${(checkout.length / seconds).toFixed(1)}/s), ${failures} not paid, server CPU ${cpuPerOrder.toFixed(0)} ms per order |  |  |  |`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureCommerceBuild();
console.log(`${shoppers} concurrent shoppers x ${rounds} orders each, us channel, one item per order`);
console.log(
  `load average at start ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}\n`,
);
console.log("| database | step | samples | p50 ms | p95 ms |\n|---|---|---|---|---|");
if (databases.includes("sqlite")) await benchDatabase("SQLite", {});
if (databases.includes("postgres") && (await postgresReachable())) {
  const scratch = await createScratchDatabase("bench");
  try {
    await benchDatabase("PostgreSQL", { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}
