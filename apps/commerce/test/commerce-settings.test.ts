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
});
