import { DefaultJobQueuePlugin } from "@vendure/core";
import { BullMQJobQueuePlugin } from "@vendure/job-queue-plugin/package/bullmq/index.js";
import type { RedisOptions } from "ioredis";
import type { CommerceSettings } from "./commerce-settings.ts";

/**
 * ioredis options from a `redis://[user:password@]host[:port][/db]` URL (`rediss://` for TLS). The
 * BullMQ plugin opens several connections from one options object, so it cannot take the URL itself.
 */
export function redisConnectionOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace(/^\//, "");
  if (db !== "" && !/^\d+$/.test(db)) {
    throw new Error(`REDIS_URL: the path must be a database number, not "${parsed.pathname}"`);
  }
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === "rediss:" ? {} : undefined,
    // BullMQ workers block on Redis; ioredis must wait for Redis to come back rather than fail them.
    maxRetriesPerRequest: null,
  };
}

/**
 * Where jobs (search index, emails) wait. Without Redis: Vendure's database queue, kept in the database
 * so a job queued just before a restart still runs. With Redis: BullMQ, which any number of worker
 * processes share (docs/adr/0003); the prefix keeps shops or test runs on one Redis apart.
 */
export function jobQueuePlugin(jobQueue: CommerceSettings["jobQueue"]) {
  if (jobQueue.kind === "database") return DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true });
  return BullMQJobQueuePlugin.init({
    connection: redisConnectionOptions(jobQueue.url),
    queueOptions: { prefix: jobQueue.prefix },
    workerOptions: { prefix: jobQueue.prefix },
  });
}
