import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  type RunningProcess,
  seedingStartTimeoutMs,
  shopQuery,
  startCommerce,
  startCommerceWorker,
} from "./commerce-process.ts";
import { emailTo, mailboxRecipients } from "./dev-mailbox.ts";
import { createScratchDatabase, postgresReachable } from "./scratch-postgres.ts";
import { redisReachable, scratchRedisPrefix, testRedisUrl, waitingJobs } from "./scratch-redis.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

const reachable = (await redisReachable()) && (await postgresReachable());

/** Polls until `check` holds; the jobs run asynchronously, so the test waits for their effect. */
// Limits that only a failing run reaches: on two cores beside the browser tests this suite's worker has taken
// over two minutes to work off the seed's search index, and a worker process over 29 s to start and refuse.
const jobsLimitMs = 480_000;
const refusalLimitMs = 180_000;

async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + jobsLimitMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`still not true: ${what}`);
}

async function searchHits(url: string): Promise<number | undefined> {
  const { data } = await shopQuery<{ search: { totalItems: number } }>(
    url,
    "us",
    '{ search(input: { term: "bouncer" }) { totalItems } }',
  );
  return data?.search.totalItems;
}

/** The scale set-up (docs/adr/0003): an API-only process and a separate worker sharing PostgreSQL and Redis. */
describe.skipIf(!reachable)("commerce with its job queue on Redis and a separate worker process", () => {
  let dataDir = "";
  let server: RunningCommerce | undefined;
  let worker: RunningProcess | undefined;
  let shared: Record<string, string> = {};
  let prefix = "";
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    ensureCommerceBuild();
    const database = await createScratchDatabase("worker");
    cleanups.push(database.drop);
    const redis = scratchRedisPrefix("worker");
    cleanups.push(redis.drop);
    prefix = redis.prefix;
    dataDir = mkdtempSync(path.join(tmpdir(), "hushling-commerce-worker-"));
    // Both processes share the database, the queue and the data folder (the dev mailbox lives there).
    shared = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      COMMERCE_REDIS_PREFIX: redis.prefix,
      COMMERCE_DATA_DIR: dataDir,
    };
    // It seeds the empty database (the seed's search-index job is what the worker is seen to work off).
    server = await startCommerce(
      { ...shared, COMMERCE_PROCESS: "server", COMMERCE_PORT: String(await freePort()) },
      seedingStartTimeoutMs,
    );
  });

  afterEach((context) => {
    if (context.task.result?.state === "fail") {
      console.error(`server:\n${server?.output().slice(-3000)}\nworker:\n${worker?.output().slice(-3000)}`);
    }
  });

  afterAll(async () => {
    await worker?.stop();
    await server?.stop();
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "queues the search index and the order email in Redis; only the worker process works them off",
    async () => {
      const url = server?.url ?? "";
      expect(server?.output()).toMatch(
        /commerce jobs in BullMQ \(prefix hushling-test-worker-\S+\), worked by separate/,
      );

      const session = new ShopSession(url, "us");
      const found = await session.call<{ product: { variants: Array<{ id: string }> } }>(
        '{ product(slug: "bouncer-bliss") { variants { id } } }',
      );
      const customer = { emailAddress: "scale-shopper@example.com", firstName: "Ada", lastName: "Moreau" };
      await checkoutUpToPayment(session, found.product.variants[0]?.id ?? "", "US", 1, customer);
      const paid = await payWithCard(session, "test-card-us", testCards.success);
      expect(paid.state).toBe("PaymentSettled");

      // The confirmation email waits in Redis (it is queued once the payment commits); nobody sends it.
      await eventually("a send-email job waits in Redis", async () => (await waitingJobs(prefix, "send-email")) > 0);
      expect(await mailboxRecipients(url)).not.toContain(customer.emailAddress);
      // Nor has anyone built the search index the seed queued.
      expect(await searchHits(url)).toBe(0);

      // Started as the README and docs/deploy.md give it.
      worker = await startCommerceWorker(shared, undefined, true);
      const email = await emailTo(url, customer.emailAddress, jobsLimitMs);
      expect(email.subject).toBe(`Your Hushling order ${paid.code}`);
      await eventually("the worker built the search index", async () => ((await searchHits(url)) ?? 0) > 0);
      expect(await waitingJobs(prefix, "send-email")).toBe(0);
    },
    3 * jobsLimitMs,
  );

  it(
    "refuses to split the processes without Redis and PostgreSQL, naming both settings",
    async () => {
      await expect(startCommerceWorker({ COMMERCE_DATA_DIR: dataDir }, refusalLimitMs)).rejects.toThrow(
        /COMMERCE_PROCESS: worker needs REDIS_URL and DATABASE_URL/,
      );
    },
    2 * refusalLimitMs,
  );
});
