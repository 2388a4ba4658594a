import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureCommerceBuild, freePort, type RunningCommerce, startCommerce } from "./commerce-process.ts";
import { expectNoHalfOrders, shoppersCheckingOut } from "./crash-scenario.ts";
import { oversellRaces } from "./oversell-scenario.ts";
import { createScratchDatabase, postgresReachable } from "./scratch-postgres.ts";
import { redisReachable, scratchRedisPrefix, testRedisUrl } from "./scratch-redis.ts";
import { redisServerInstalled, startThrowawayRedis, type ThrowawayRedis } from "./throwaway-redis.ts";

const reachable = (await postgresReachable()) && (await redisReachable());
/**
 * Three processes start one after another, the first seeding: about two minutes on two quiet cores,
 * over eight when other work keeps the machine's load average near 40.
 */
const startTimeoutMs = 900_000;

/**
 * Two API processes and a worker (docs/adr/0049) on a scratch database and Redis prefix of their own,
 * on `redisUrl` (the shared test Redis unless given).
 */
async function twoApiProcesses(purpose: string, cleanups: Array<() => Promise<void>>, redisUrl = testRedisUrl) {
  const database = await createScratchDatabase(purpose);
  const redis = scratchRedisPrefix(purpose);
  cleanups.push(database.drop);
  if (redisUrl === testRedisUrl) cleanups.push(redis.drop);
  return {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    COMMERCE_REDIS_PREFIX: redis.prefix,
    COMMERCE_API_PROCESSES: "2",
  };
}

/** The pids the cluster's primary logs as its API processes get ready, in order. */
function apiProcessPids(output: string): number[] {
  return [...output.matchAll(/commerce api process (\d+) ready/g)].map((match) => Number(match[1]));
}

if (reachable) {
  // One cluster for every case, in this order: starting its three processes (the first seeding) cost as much
  // CPU as a race, and the crash cases' audit then checks the races' orders too.
  describe("two API processes and a worker on PostgreSQL and Redis", () => {
    const cleanups: Array<() => Promise<void>> = [];
    let dataDir = "";
    let server: RunningCommerce | undefined;
    // Redis is taken away below: a server of this test's own, never the machine's shared one.
    let redis: ThrowawayRedis | undefined;

    beforeAll(async () => {
      ensureCommerceBuild();
      if (redisServerInstalled()) redis = await startThrowawayRedis();
      dataDir = mkdtempSync(path.join(tmpdir(), "hushling-cluster-"));
      server = await startCommerce(
        {
          ...(await twoApiProcesses("cluster", cleanups, redis?.url)),
          COMMERCE_DATA_DIR: dataDir,
          COMMERCE_PORT: String(await freePort()),
        },
        startTimeoutMs,
      );
    }, startTimeoutMs + 60_000);

    afterEach((context) => {
      if (context.task.result?.state === "fail") console.error(server?.output().slice(-4000));
    });

    afterAll(async () => {
      await server?.stop();
      for (const cleanup of cleanups) await cleanup();
      await redis?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("says how many processes serve the port", () => {
      expect(server?.output()).toMatch(
        /commerce processes 2 API processes \(COMMERCE_API_PROCESSES=2\) and 1 worker process, one port/,
      );
      expect(apiProcessPids(server?.output() ?? "")).toHaveLength(2);
    });

    // Fifty shoppers' checkouts through three processes on two cores shared with other work.
    oversellRaces(() => server?.url ?? "", 600_000);

    it("an API process killed in the middle of checkouts: the other keeps taking payments, no order is lost or charged twice, the primary replaces it", async () => {
      const url = server?.url ?? "";
      const [victim] = apiProcessPids(server?.output() ?? "");
      const shoppers = await shoppersCheckingOut(url, 8);
      await shoppers.untilPaid(3);
      process.kill(victim ?? 0, "SIGKILL");
      const paidAtKill = shoppers.state.paid;
      // The surviving process keeps taking payments while the dead one's shoppers try again.
      await shoppers.untilPaid(paidAtKill + 5);
      while (apiProcessPids(server?.output() ?? "").length < 3) await new Promise((r) => setTimeout(r, 250));
      await shoppers.stop();

      expect(server?.output()).toMatch(
        new RegExp(`commerce api process ${victim} exited \\(SIGKILL\\); starting another`),
      );
      expect(await expectNoHalfOrders(url, shoppers.state.believedPaid)).toBeGreaterThanOrEqual(shoppers.state.paid);
    }, 600_000);

    it.skipIf(!redisServerInstalled())(
      "keeps taking payments while Redis is away for 10 s and after it is back, losing none",
      async () => {
        const url = server?.url ?? "";
        const shoppers = await shoppersCheckingOut(url, 8);
        await shoppers.untilPaid(2);
        await redis?.kill();
        const paidAtOutage = shoppers.state.paid;
        // Sessions and the cache come from PostgreSQL meanwhile: payments go on without Redis.
        await shoppers.untilPaid(paidAtOutage + 3);
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await redis?.start();
        await shoppers.untilPaid(shoppers.state.paid + 3);
        await shoppers.stop();
        expect(await expectNoHalfOrders(url, shoppers.state.believedPaid)).toBeGreaterThanOrEqual(shoppers.state.paid);
      },
      600_000,
    );
  });
} else {
  describe.skip("two API processes and a worker (PostgreSQL and Redis not both reachable)", () =>
    it("needs PostgreSQL and Redis", () => {}));
}
