/**
 * `npm run bench -w @hushling/commerce`: add-to-cart and checkout latency (p50/p95) with 20 concurrent
 * shoppers against a fresh server on SQLite and, when reachable, PostgreSQL. Prints a Markdown table.
 * BENCH_SHOPPERS and BENCH_ROUNDS change the load; BENCH_COMMERCE_MAIN runs another build's main.js (a
 * copy of an earlier dist/ two folders below the repository root, for before/after runs taken in turns).
 * Timing lives here, never in the tests.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { ensureCommerceBuild, freePort, startCommerce, waitForIdleJobs } from "../test/commerce-process.ts";
import { createScratchDatabase, postgresReachable } from "../test/scratch-postgres.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "../test/shop-session.ts";

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const otherBuild = process.env.BENCH_COMMERCE_MAIN ? path.resolve(process.env.BENCH_COMMERCE_MAIN) : undefined;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** User plus system CPU seconds the process has used so far (Linux /proc; fields 14 and 15 in clock ticks). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hushling-bench-"));
  const server = await startCommerce(
    { ...env, COMMERCE_DATA_DIR: dataDir, COMMERCE_PORT: String(await freePort()) },
    600_000,
    otherBuild,
  );
  try {
    // Seeding and indexing take minutes on a loaded machine; only the shopping below is timed.
    await waitForIdleJobs(server.url, 900_000);
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
    const start = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    await Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(index)));
    const cpuPerOrder = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / Math.max(1, checkout.length);
    const seconds = (performance.now() - start) / 1000;
    const row = (name: string, samples: number[]) =>
      `| ${label} | ${name} | ${samples.length} | ${percentile(samples, 50).toFixed(0)} | ${percentile(samples, 95).toFixed(0)} |`;
    console.log(row("add to cart", addToCart));
    console.log(row("checkout (address to paid)", checkout));
    console.log(
      `|  | ${checkout.length} orders in ${seconds.toFixed(1)} s, ${failures} not paid, server CPU ${cpuPerOrder.toFixed(0)} ms per order |  |  |  |`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!otherBuild) ensureCommerceBuild();
console.log(
  `${otherBuild ? `build ${otherBuild}\n` : ""}${shoppers} concurrent shoppers x ${rounds} orders each, us channel, one item per order\n`,
);
console.log("| database | step | samples | p50 ms | p95 ms |\n|---|---|---|---|---|");
await benchDatabase("SQLite", {});
if (await postgresReachable()) {
  const scratch = await createScratchDatabase("bench");
  try {
    await benchDatabase("PostgreSQL", { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}
