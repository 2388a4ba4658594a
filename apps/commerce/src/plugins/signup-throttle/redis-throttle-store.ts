import { Redis } from "ioredis";
import { redisConnectionOptions } from "../../redis-connection.ts";
import { type ThrottleStore, windowStart } from "./throttle-store.ts";

/**
 * The counts in Redis, shared by every API process: one key per rule, address and window, incremented
 * atomically and expiring with its window, so Redis holds only the current windows.
 */
export function redisThrottleStore(url: string, prefix: string): ThrottleStore {
  const redis = new Redis({ ...redisConnectionOptions(url), lazyConnect: true, maxRetriesPerRequest: 1 });
  return {
    async hit(key, windowMs, now) {
      const start = windowStart(now, windowMs);
      const redisKey = `${prefix}:throttle:${key}:${start}`;
      const [[incrError, count] = [], [expireError] = []] =
        (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) ?? [];
      if (incrError || expireError) throw incrError ?? expireError;
      return { count: Number(count), resetsAt: start + windowMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}
