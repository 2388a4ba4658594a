import type { RedisOptions } from "ioredis";

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
