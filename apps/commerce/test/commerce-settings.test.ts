import { describe, expect, it } from "vitest";
import { CommerceSettingsError, readCommerceSettings } from "../src/commerce-settings.ts";

describe("readCommerceSettings", () => {
  it("synchronizes a SQLite file by default and runs migrations on PostgreSQL when told to", () => {
    expect(readCommerceSettings({}).synchronize).toBe(true);
    const production = readCommerceSettings({
      DATABASE_URL: "postgres://shop@db.internal/shop",
      COMMERCE_DB_SYNCHRONIZE: "false",
    });
    expect(production).toMatchObject({ synchronize: false, database: { kind: "postgres" } });
  });

  it("sizes the PostgreSQL pool and bounds the checkout's lock waits, 10 connections and 10 s unless told", () => {
    const url = "postgres://shop@db.internal/shop";
    expect(readCommerceSettings({ DATABASE_URL: url })).toMatchObject({
      database: { kind: "postgres", poolSize: 10 },
      checkoutLockTimeoutMs: 10_000,
    });
    const tuned = readCommerceSettings({
      DATABASE_URL: url,
      COMMERCE_DB_POOL_SIZE: "25",
      COMMERCE_CHECKOUT_LOCK_TIMEOUT_MS: "3000",
    });
    expect(tuned).toMatchObject({ database: { poolSize: 25 }, checkoutLockTimeoutMs: 3000 });
    expect(() => readCommerceSettings({ COMMERCE_DB_POOL_SIZE: "1" })).toThrow(/COMMERCE_DB_POOL_SIZE/);
    expect(() => readCommerceSettings({ COMMERCE_CHECKOUT_LOCK_TIMEOUT_MS: "0" })).toThrow(
      /COMMERCE_CHECKOUT_LOCK_TIMEOUT_MS/,
    );
  });

  it("refuses synchronize off without PostgreSQL, since the migrations are PostgreSQL SQL", () => {
    expect(() => readCommerceSettings({ COMMERCE_DB_SYNCHRONIZE: "false" })).toThrow(CommerceSettingsError);
    expect(() => readCommerceSettings({ COMMERCE_DB_SYNCHRONIZE: "false" })).toThrow(/needs DATABASE_URL/);
  });

  it("names the variable when a value is malformed", () => {
    expect(() => readCommerceSettings({ COMMERCE_DB_SYNCHRONIZE: "no" })).toThrow(/COMMERCE_DB_SYNCHRONIZE/);
    expect(() => readCommerceSettings({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("keeps jobs in the database and works them in-process unless REDIS_URL and COMMERCE_PROCESS say otherwise", () => {
    expect(readCommerceSettings({})).toMatchObject({ jobQueue: { kind: "database" }, process: "both" });
    const worker = readCommerceSettings({
      DATABASE_URL: "postgres://shop@db.internal/shop",
      REDIS_URL: "redis://queue.internal:6380/2",
      COMMERCE_REDIS_PREFIX: "shop-eu",
      COMMERCE_PROCESS: "worker",
    });
    expect(worker).toMatchObject({
      jobQueue: { kind: "redis", url: "redis://queue.internal:6380/2", prefix: "shop-eu" },
      process: "worker",
    });
    expect(readCommerceSettings({ REDIS_URL: "redis://127.0.0.1" }).jobQueue).toEqual({
      kind: "redis",
      url: "redis://127.0.0.1",
      prefix: "hushling",
    });
  });

  it("refuses separate server and worker processes without both Redis and PostgreSQL", () => {
    expect(() => readCommerceSettings({ COMMERCE_PROCESS: "server", REDIS_URL: "redis://127.0.0.1" })).toThrow(
      /COMMERCE_PROCESS: server needs REDIS_URL and DATABASE_URL/,
    );
    expect(() =>
      readCommerceSettings({ COMMERCE_PROCESS: "worker", DATABASE_URL: "postgres://shop@db.internal/shop" }),
    ).toThrow(CommerceSettingsError);
    expect(() => readCommerceSettings({ COMMERCE_PROCESS: "api" })).toThrow(/COMMERCE_PROCESS/);
    expect(() => readCommerceSettings({ REDIS_URL: "127.0.0.1:6379" })).toThrow(/REDIS_URL: a redis:\/\//);
    expect(() => readCommerceSettings({ REDIS_URL: "redis://127.0.0.1/jobs" })).toThrow(/database number/);
    expect(() => readCommerceSettings({ COMMERCE_REDIS_PREFIX: "a b" })).toThrow(/COMMERCE_REDIS_PREFIX/);
  });

  it("listens on loopback and names the local storefront origins unless told otherwise", () => {
    const settings = readCommerceSettings({});
    expect(settings).toMatchObject({ profile: "development", host: "127.0.0.1", email: { kind: "dev-mailbox" } });
    expect(settings.storefrontOrigins.us).toBe("http://us.localhost:8080");
    expect(readCommerceSettings({ COMMERCE_WEB_PORT: "5173" }).storefrontOrigins.de).toBe("http://de.localhost:5173");
    expect(readCommerceSettings({ COMMERCE_HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(() => readCommerceSettings({ COMMERCE_HOST: "http://x" })).toThrow(/COMMERCE_HOST/);
  });

  it("trusts no X-Forwarded-For unless told how many proxies stand in front", () => {
    expect(readCommerceSettings({}).forwardedHops).toBe(0);
    expect(readCommerceSettings({ COMMERCE_FORWARDED_HOPS: "1" }).forwardedHops).toBe(1);
    expect(() => readCommerceSettings({ COMMERCE_FORWARDED_HOPS: "many" })).toThrow(/COMMERCE_FORWARDED_HOPS/);
    expect(() => readCommerceSettings({ COMMERCE_FORWARDED_HOPS: "9" })).toThrow(/COMMERCE_FORWARDED_HOPS/);
  });

  it("is production only when told: COMMERCE_PROFILE or NODE_ENV, never DATABASE_URL alone", () => {
    const postgres = { DATABASE_URL: "postgres://shop@db.internal/shop" };
    expect(readCommerceSettings(postgres).profile).toBe("development");
    const secrets = {
      COMMERCE_ADMIN_PASSWORD: "a-long-production-password",
      COMMERCE_COOKIE_SECRET: "a-production-cookie-secret",
      COMMERCE_SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
    };
    const production = readCommerceSettings({ ...postgres, ...secrets, NODE_ENV: "production" });
    expect(production).toMatchObject({
      profile: "production",
      email: { kind: "smtp", url: secrets.COMMERCE_SMTP_URL },
      admin: { password: secrets.COMMERCE_ADMIN_PASSWORD },
    });
    expect(production.storefrontOrigins.us).toBe("https://www.hushling.example");
    expect(readCommerceSettings({ ...secrets, NODE_ENV: "production", COMMERCE_PROFILE: "development" }).profile).toBe(
      "development",
    );
  });

  it("refuses a production start with the dev password, the dev cookie secret or no mail server, naming each", () => {
    const attempt = (env: Record<string, string>) => () =>
      readCommerceSettings({ COMMERCE_PROFILE: "production", ...env });
    expect(attempt({})).toThrow(CommerceSettingsError);
    expect(attempt({})).toThrow(
      /COMMERCE_ADMIN_PASSWORD: set a password of your own[\s\S]*COMMERCE_COOKIE_SECRET: set a secret of your own[\s\S]*COMMERCE_SMTP_URL: production sends emails by SMTP/,
    );
    const ok = {
      COMMERCE_ADMIN_PASSWORD: "a-long-production-password",
      COMMERCE_COOKIE_SECRET: "a-production-cookie-secret",
      COMMERCE_SMTP_URL: "smtp://127.0.0.1:25",
    };
    expect(attempt({ ...ok, COMMERCE_ADMIN_PASSWORD: "superadmin" })).toThrow(/COMMERCE_ADMIN_PASSWORD/);
    expect(attempt({ ...ok, COMMERCE_COOKIE_SECRET: "hushling-dev-cookie-secret" })).toThrow(/COMMERCE_COOKIE_SECRET/);
    expect(attempt({ ...ok, COMMERCE_SMTP_URL: "http://mail" })).toThrow(/COMMERCE_SMTP_URL: an smtp:\/\//);
    expect(attempt(ok)()).toMatchObject({ profile: "production" });
  });

  it("runs one process on SQLite, saying why, and one API process per core with PostgreSQL and Redis", () => {
    const sqlite = readCommerceSettings({}, 4);
    expect(sqlite).toMatchObject({ apiProcesses: 1, cache: { kind: "memory" } });
    expect(sqlite.apiProcessesReason).toBe("SQLite; with DATABASE_URL and REDIS_URL, one API process per core");
    const shared = { DATABASE_URL: "postgres://shop@db.internal/shop", REDIS_URL: "redis://cache.internal:6379" };
    expect(readCommerceSettings(shared, 4)).toMatchObject({
      apiProcesses: 4,
      apiProcessesReason: "one per core",
      cache: { kind: "redis", url: shared.REDIS_URL, namespace: "hushling-cache" },
    });
    expect(readCommerceSettings({ ...shared, COMMERCE_API_PROCESSES: "1" }, 4).apiProcesses).toBe(1);
    // A server started by a process manager is one API process, whatever the machine.
    expect(readCommerceSettings({ ...shared, COMMERCE_PROCESS: "server" }, 4).apiProcesses).toBe(1);
    // Without a shared cache a session cached by one process would go stale when another changes the cart.
    expect(readCommerceSettings({ ...shared, COMMERCE_CACHE: "memory" }, 4)).toMatchObject({
      apiProcesses: 1,
      cache: { kind: "memory" },
    });
  });

  it("refuses several API processes without PostgreSQL, Redis and the shared cache, and a Redis cache without Redis", () => {
    expect(() => readCommerceSettings({ COMMERCE_API_PROCESSES: "2" })).toThrow(
      /COMMERCE_API_PROCESSES: 2 needs DATABASE_URL, REDIS_URL and COMMERCE_CACHE=redis/,
    );
    expect(() => readCommerceSettings({ COMMERCE_API_PROCESSES: "0" })).toThrow(/COMMERCE_API_PROCESSES: "auto"/);
    expect(() => readCommerceSettings({ COMMERCE_CACHE: "redis" })).toThrow(/COMMERCE_CACHE: redis needs REDIS_URL/);
  });

  it("counts sign-ups and new carts in Redis when several API processes serve, in memory in one", () => {
    const shared = { DATABASE_URL: "postgres://shop@db.internal/shop", REDIS_URL: "redis://cache.internal:6379" };
    expect(readCommerceSettings(shared, 2).signupThrottle.store).toMatchObject({
      kind: "redis",
      url: shared.REDIS_URL,
    });
    expect(readCommerceSettings({ ...shared, COMMERCE_API_PROCESSES: "1" }, 2).signupThrottle.store).toEqual({
      kind: "memory",
    });
    expect(readCommerceSettings({}, 2).signupThrottle.store).toEqual({ kind: "memory" });
    // One API process per machine, several machines behind a load balancer: still one shared count.
    expect(readCommerceSettings({ ...shared, COMMERCE_PROCESS: "server" }, 2).signupThrottle.store).toMatchObject({
      kind: "redis",
    });
  });

  it("reports paid orders to search only with both its URL and secret, refusing one without the other", () => {
    expect(readCommerceSettings({}).searchPurchases).toBeUndefined();
    const both = {
      SEARCH_PURCHASES_URL: "http://127.0.0.1:8100/commerce/paid-orders",
      SEARCH_COMMERCE_SECRET: "s".repeat(24),
    };
    expect(readCommerceSettings(both).searchPurchases).toEqual({
      url: both.SEARCH_PURCHASES_URL,
      secret: both.SEARCH_COMMERCE_SECRET,
    });
    expect(() => readCommerceSettings({ SEARCH_PURCHASES_URL: both.SEARCH_PURCHASES_URL })).toThrow(
      CommerceSettingsError,
    );
  });
});
