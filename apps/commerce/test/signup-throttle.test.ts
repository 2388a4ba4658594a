import { afterAll, describe, expect, it } from "vitest";
import { redisThrottleStore } from "../src/plugins/signup-throttle/redis-throttle-store.ts";
import {
  defaultSignupThrottleLimits,
  signupThrottleRules,
  throttleRefusal,
} from "../src/plugins/signup-throttle/signup-throttle-rules.ts";
import { memoryThrottleStore, type ThrottleStore } from "../src/plugins/signup-throttle/throttle-store.ts";
import { redisReachable, scratchRedisPrefix, testRedisUrl } from "./scratch-redis.ts";

const rules = signupThrottleRules(defaultSignupThrottleLimits);
const withRedis = await redisReachable();
const hour = 60 * 60_000;

async function hits(store: ThrottleStore, key: string, count: number, now: number) {
  let last = { count: 0, resetsAt: 0 };
  for (let index = 0; index < count; index += 1) last = await store.hit(key, hour, now);
  return last;
}

describe("signup throttle", () => {
  it("refuses the hit after the limit, saying when the window ends", () => {
    const now = 10 * hour + 15 * 60_000;
    const resetsAt = 11 * hour;
    expect(throttleRefusal(rules.registration, 5, resetsAt, now)).toBeUndefined();
    expect(throttleRefusal(rules.registration, 6, resetsAt, now)).toBe(
      "Too many account registrations from this address: try again in 45 minutes",
    );
    expect(throttleRefusal(rules.newCart, 201, resetsAt, resetsAt - 1)).toBe(
      "Too many new carts from this address: try again in 1 minute",
    );
  });

  it("counts per key and window in memory, and forgets the oldest keys beyond its bound", async () => {
    const store = memoryThrottleStore(2);
    expect(await hits(store, "a", 3, 5 * hour)).toEqual({ count: 3, resetsAt: 6 * hour });
    expect((await store.hit("a", hour, 6 * hour)).count).toBe(1);
    await store.hit("b", hour, 6 * hour);
    await store.hit("c", hour, 6 * hour);
    // "a" was the oldest of three keys: it was dropped, so it starts again.
    expect((await store.hit("a", hour, 6 * hour)).count).toBe(1);
  });

  const scratch = scratchRedisPrefix("throttle");
  afterAll(() => scratch.drop());

  it.skipIf(!withRedis)("shares one count between API processes through Redis", async () => {
    // Two stores stand for two API processes behind a load balancer.
    const first = redisThrottleStore(testRedisUrl, scratch.prefix);
    const second = redisThrottleStore(testRedisUrl, scratch.prefix);
    try {
      const now = Date.now();
      await hits(first, "registration:203.0.113.9", 3, now);
      const shared = await hits(second, "registration:203.0.113.9", 3, now);
      expect(shared.count).toBe(6);
      expect(throttleRefusal(rules.registration, shared.count, shared.resetsAt, now)).toMatch(/^Too many account/);
      expect((await first.hit("registration:198.51.100.1", hour, now)).count).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
