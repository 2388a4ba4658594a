import { describe, expect, it } from "vitest";
import { readCommerceSettings } from "../src/commerce-settings.ts";
import { buildVendureConfig } from "../src/vendure-config.ts";

/** What the checkout's cost per order rests on (docs/adr/0048); the bench measures it, this keeps it. */
describe("database options", () => {
  it("loads relations in their own queries on SQLite and PostgreSQL, so eager prices and translations never multiply an order's lines", () => {
    for (const env of [{}, { DATABASE_URL: "postgres://shop@db.internal/shop" }]) {
      expect(buildVendureConfig(readCommerceSettings(env)).dbConnectionOptions).toMatchObject({
        relationLoadStrategy: "query",
      });
    }
  });

  it("keeps more prepared SQLite statements than TypeORM's 100, which a checkout overflowed", () => {
    const options = buildVendureConfig(readCommerceSettings({})).dbConnectionOptions as { statementCacheSize?: number };
    expect(options.statementCacheSize).toBeGreaterThanOrEqual(1000);
  });
});
