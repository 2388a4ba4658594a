import type { JsonCompatible } from "@vendure/common/lib/shared-types";
import { Logger, type VendureConfig } from "@vendure/core";
import { Redis } from "ioredis";
import { redisConnectionOptions } from "./redis-connection.ts";

// Vendure's index does not export the cache strategy's types; the config names them.
type CacheStrategy = NonNullable<NonNullable<VendureConfig["systemOptions"]>["cacheStrategy"]>;
type SetCacheKeyOptions = Parameters<CacheStrategy["set"]>[2];

const loggerCtx = "SharedRedisCache";
/** Vendure's own default for items set without a time to live (its RedisCacheStrategy uses the same). */
const defaultTtlSeconds = 86_400;
/** A cache answer slower than this is a miss: the database is the truth and is always there. */
const commandTimeoutMs = 500;
/** Vendure's RedisCachePlugin refuses items over 128 kB; so do we. */
const maxItemBytes = 128_000;

/**
 * Vendure's cache (sessions, channels, settings) in Redis, shared by every API process and the worker
 * (docs/adr/0049). Unlike Vendure's RedisCacheStrategy, a Redis that is away never holds a request: with
 * no offline queue and a 500 ms command timeout every read is a miss and every write is skipped, and
 * the request goes to the database. Writes and deletions skipped while Redis was away would leave stale
 * entries behind (a session still naming a cart that was paid), so every reconnect starts from an empty
 * namespace.
 */
export class SharedRedisCacheStrategy implements CacheStrategy {
  private client: Redis | undefined;
  private lostConnection = false;

  constructor(private readonly options: { url: string; namespace: string }) {}

  init(): void {
    const client = new Redis({
      ...redisConnectionOptions(this.options.url),
      enableOfflineQueue: false,
      commandTimeout: commandTimeoutMs,
      maxRetriesPerRequest: 0,
      // Keep trying to reconnect, at most once a second, for as long as Redis is away.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    });
    client.on("error", (error: Error) => {
      if (!this.lostConnection)
        Logger.warn(`Redis cache unavailable (${error.message}); using the database`, loggerCtx);
      this.lostConnection = true;
    });
    client.on("close", () => {
      this.lostConnection = true;
    });
    client.on("ready", () => {
      if (!this.lostConnection) return;
      this.lostConnection = false;
      void this.clearNamespace().then(
        () => Logger.info("Redis cache back; entries from before the outage cleared", loggerCtx),
        (error: Error) => Logger.warn(`Redis cache back but not cleared: ${error.message}`, loggerCtx),
      );
    });
    this.client = client;
  }

  async destroy(): Promise<void> {
    this.client?.disconnect();
  }

  async get<T extends JsonCompatible<T>>(key: string): Promise<T | undefined> {
    try {
      const stored = await this.redis().get(this.key(key));
      return stored ? (JSON.parse(stored) as T) : undefined;
    } catch {
      return undefined;
    }
  }

  async set<T extends JsonCompatible<T>>(key: string, value: T, options?: SetCacheKeyOptions): Promise<void> {
    const serialized = JSON.stringify(value);
    if (Buffer.byteLength(serialized) > maxItemBytes) return;
    const ttlSeconds = Math.max(1, Math.round(options?.ttl ? options.ttl / 1000 : defaultTtlSeconds));
    const multi = this.redis().multi().set(this.key(key), serialized, "EX", ttlSeconds);
    for (const tag of options?.tags ?? []) multi.sadd(this.tagKey(tag), this.key(key));
    await multi.exec().catch(() => undefined);
  }

  async delete(key: string): Promise<void> {
    await this.redis()
      .del(this.key(key))
      .catch(() => this.forgetAfterFailedDelete());
  }

  async invalidateTags(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    try {
      const keys = (await Promise.all(tags.map((tag) => this.redis().smembers(this.tagKey(tag))))).flat();
      await this.redis().del(...keys, ...tags.map((tag) => this.tagKey(tag)));
    } catch {
      this.forgetAfterFailedDelete();
    }
  }

  /** A deletion that did not reach Redis must not leave the old value readable: clear all on reconnect. */
  private forgetAfterFailedDelete(): void {
    this.lostConnection = true;
    if (this.redis().status === "ready") void this.clearNamespace().catch(() => undefined);
  }

  private async clearNamespace(): Promise<void> {
    const redis = this.redis();
    for await (const keys of redis.scanStream({ match: `${this.options.namespace}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  }

  private redis(): Redis {
    if (!this.client) throw new Error("SharedRedisCacheStrategy used before init()");
    return this.client;
  }

  private key(key: string): string {
    return `${this.options.namespace}:${key}`;
  }

  private tagKey(tag: string): string {
    return `${this.options.namespace}:tag:${tag}`;
  }
}
