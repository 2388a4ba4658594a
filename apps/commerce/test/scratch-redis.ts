import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { redisConnectionOptions } from "../src/redis-connection.ts";

/** The local Redis of the dev machines and CI; override with this variable. */
export const testRedisUrl = process.env.COMMERCE_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function client(): Redis {
  // One attempt, no reconnecting: a missing Redis should skip the suite quickly, not hang it.
  return new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
}

/** True when the test Redis answers PING; otherwise explains on stderr why its tests are skipped. */
export async function redisReachable(): Promise<boolean> {
  const redis = client();
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch (error) {
    console.warn(`Skipping Redis commerce tests: ${testRedisUrl} does not answer (${(error as Error).message})`);
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * A BullMQ key prefix of its own per test run, so parallel runs never share jobs or cache entries;
 * `drop` deletes its keys (the queue's `{prefix}:…` and the cache's `{prefix}-cache:…`).
 */
export function scratchRedisPrefix(purpose: string): { prefix: string; drop: () => Promise<void> } {
  const prefix = `hushling-test-${purpose}-${process.pid}-${Date.now()}`;
  return {
    prefix,
    drop: async () => {
      const redis = client();
      try {
        await redis.connect();
        const keys: string[] = [];
        for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** Vendure's one BullMQ queue; each Vendure queue ("send-email", "update-search-index") is a job name in it. */
const vendureBullQueue = "vendure-job-queue";

/** How many jobs of a Vendure queue wait in Redis under the prefix, read from Redis itself. */
export async function waitingJobs(prefix: string, vendureQueue: string): Promise<number> {
  const queue = new Queue(vendureBullQueue, { connection: redisConnectionOptions(testRedisUrl), prefix });
  try {
    const jobs = await queue.getJobs(["wait", "prioritized", "delayed"]);
    return jobs.filter((job) => job.name === vendureQueue).length;
  } finally {
    await queue.close();
  }
}
