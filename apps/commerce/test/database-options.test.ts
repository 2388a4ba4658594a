import { describe, expect, it } from "vitest";
import { readCommerceSettings } from "../src/commerce-settings.ts";
import { buildVendureConfig } from "../src/vendure-config.ts";

/** What the checkout's cost per order rests on (docs/adr/0048); the bench measures it, this keeps it. */
describe("database options", () => {
  it("keeps more prepared SQLite statements than TypeORM's 100, which a checkout overflowed", () => {
    const options = buildVendureConfig(readCommerceSettings({})).dbConnectionOptions as { statementCacheSize?: number };
    expect(options.statementCacheSize).toBeGreaterThanOrEqual(1000);
  });
});
