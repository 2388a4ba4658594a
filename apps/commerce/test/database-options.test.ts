import { describe, expect, it } from "vitest";
import { readCommerceSettings } from "../src/commerce-settings.ts";
import { buildVendureConfig } from "../src/vendure-config.ts";

/** What the checkout's cost per order rests on (docs/adr/0048); the bench measures it, this keeps it. */
describe("database options", () => {
  it("keeps more prepared SQLite statements than TypeORM's 100, which a checkout overflowed", () => {
    const options = buildVendureConfig(readCommerceSettings({})).dbConnectionOptions as { statementCacheSize?: number };
    expect(options.statementCacheSize).toBeGreaterThanOrEqual(1000);
  });

  it("gives a PostgreSQL query a limited wait for a pool connection, so a full pool fails requests instead of hanging them", () => {
    const settings = readCommerceSettings({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" });
    const options = buildVendureConfig(settings).dbConnectionOptions as { type: string; connectTimeoutMS?: number };
    expect(options.type).toBe("postgres");
    expect(options.connectTimeoutMS).toBeGreaterThan(0);
  });
});
