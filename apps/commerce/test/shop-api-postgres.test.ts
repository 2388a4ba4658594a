import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { expectAddressFixedWhileArrangingPayment, expectNoOrderOutsideStorefronts } from "./checkout-lock-scenario.ts";
import { migrationsJs, shopQuery } from "./commerce-process.ts";
import { expectCheckoutInEveryCurrency } from "./every-currency-checkout.ts";
import { expectInvalidCartRequestsPersistNothing } from "./invalid-quantity-scenario.ts";
import { postgresReachable } from "./scratch-postgres.ts";
import { scratchPostgresServer } from "./scratch-postgres-suite.ts";

const reachable = await postgresReachable();

/** Runs `database-migrations.js <command>` against the scratch database; resolves with its output. */
async function migrations(databaseUrl: string, command: string): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [migrationsJs, command], {
    env: { ...process.env, DATABASE_URL: databaseUrl, VENDURE_DISABLE_TELEMETRY: "true" },
  });
  return stdout + stderr;
}

/** The production set-up: the schema comes only from the migrations, never from synchronize. */
describe.skipIf(!reachable)("commerce on PostgreSQL with migrations and synchronize off", () => {
  let migrated = "";
  const server = scratchPostgresServer("commerce", { COMMERCE_DB_SYNCHRONIZE: "false" }, async (databaseUrl) => {
    migrated = await migrations(databaseUrl, "run");
  });

  it("builds an empty database from every migration in src/migrations", () => {
    const files = readdirSync(new URL("../src/migrations", import.meta.url)).filter((file) => file.endsWith(".ts"));
    const applied = /applied: (.+)/.exec(migrated)?.[1]?.split(", ") ?? [];
    expect(applied).toHaveLength(files.length);
    expect(applied[0]).toMatch(/^InitialSchema\d+$/);
  });

  it("boots on the migrated schema, seeds it and lists the baby crib with its USD price", async () => {
    expect(server.output()).toContain("commerce database PostgreSQL");
    expect(server.output()).toMatch(/commerce seeded 14 channels and 43 products/);
    const { data, errors } = await shopQuery<{
      products: { items: Array<{ slug: string; variants: Array<{ price: number; currencyCode: string }> }> };
    }>(server.url, "us", "{ products(options: { take: 100 }) { items { slug variants { price currencyCode } } } }");
    expect(errors).toBeUndefined();
    const crib = data?.products.items.find((product) => product.slug === "baby-crib");
    expect(crib?.variants[0]).toEqual({ price: 39900, currencyCode: "USD" });
  });

  it("has no schema difference left for a new migration to describe", async () => {
    expect(await migrations(server.databaseUrl, "check")).toContain(
      "schema matches the entities: no pending migration",
    );
  });

  it("completes an order in every storefront currency with the local tax treatment", async () => {
    await expectCheckoutInEveryCurrency(server.url);
  });

  it("refuses zero and negative quantities and unknown variants before any order row exists", async () => {
    await expectInvalidCartRequestsPersistNothing(server.url);
  });

  it("keeps an order's address and shipping fixed while it arranges payment", async () => {
    await expectAddressFixedWhileArrangingPayment(server.url);
  });

  it("takes no order outside a storefront channel", async () => {
    await expectNoOrderOutsideStorefronts(server.url);
  });
});
