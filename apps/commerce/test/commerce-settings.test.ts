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
});
