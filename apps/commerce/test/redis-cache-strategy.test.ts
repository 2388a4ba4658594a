import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SharedRedisCacheStrategy } from "../src/redis-cache-strategy.ts";
import { redisServerInstalled, startThrowawayRedis, type ThrowawayRedis } from "./throwaway-redis.ts";

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not true: ${what}`);
}

/** The shared cache of several processes (docs/adr/0049), on a Redis of the test's own that it takes away. */
describe.skipIf(!redisServerInstalled())("the shared Redis cache", () => {
  let redis: ThrowawayRedis;
  let cache: SharedRedisCacheStrategy;
  let admin: Redis;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    cache = new SharedRedisCacheStrategy({ url: redis.url, namespace: "shop-cache" });
    cache.init();
    admin = new Redis(redis.url);
    // The admin connection sees the outages too; the test reads its answers, not its events.
    admin.on("error", () => undefined);
    await until("the cache is connected", async () => {
      await cache.set("probe", 1);
      return (await cache.get("probe")) === 1;
    });
  });

  afterAll(async () => {
    await cache?.destroy();
    admin?.disconnect();
    await redis?.kill();
  });

  it("keeps values under its namespace and drops them by key and by tag", async () => {
    await cache.set("session:a", { activeOrderId: 7 }, { tags: ["sessions"] });
    await cache.set("channel:us", { code: "us" });
    expect(await cache.get("session:a")).toEqual({ activeOrderId: 7 });
    expect(await admin.exists("shop-cache:channel:us")).toBe(1);
    await cache.invalidateTags(["sessions"]);
    expect(await cache.get("session:a")).toBeUndefined();
    await cache.delete("channel:us");
    expect(await cache.get("channel:us")).toBeUndefined();
  });

  it("answers a miss and skips writes while Redis is away, and starts empty when it is back", async () => {
    await cache.set("session:b", { activeOrderId: 8 });
    await redis.kill();
    expect(await cache.get("session:b")).toBeUndefined();
    await expect(cache.set("session:b", { activeOrderId: 9 })).resolves.toBeUndefined();
    await expect(cache.delete("session:b")).resolves.toBeUndefined();
    await redis.start();
    await until("the cache is back", async () => {
      await cache.set("probe", 2);
      return (await cache.get("probe")) === 2;
    });
  });

  it("clears what it could not delete once the connection is back, so no stale session is read", async () => {
    await cache.set("session:c", { activeOrderId: 10 });
    // The connection drops (a failover, a network blip) but Redis keeps its data: the deletion that
    // fails meanwhile would otherwise leave the old session readable for a day.
    await admin.client("KILL", "TYPE", "normal", "SKIPME", "yes");
    await cache.delete("session:c");
    await until("the stale entry is gone from Redis", async () => (await admin.exists("shop-cache:session:c")) === 0);
    expect(await cache.get("session:c")).toBeUndefined();
  });
});
