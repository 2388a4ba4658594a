import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCommerceBuild, freePort, type RunningCommerce, shopQuery, startCommerce } from "./commerce-process.ts";
import { createScratchDatabase, postgresReachable } from "./scratch-postgres.ts";

const reachable = await postgresReachable();

describe.skipIf(!reachable)("commerce on PostgreSQL", () => {
  let dataDir: string;
  let server: RunningCommerce;
  let drop = async () => {};

  beforeAll(async () => {
    ensureCommerceBuild();
    const scratch = await createScratchDatabase("commerce");
    drop = scratch.drop;
    dataDir = mkdtempSync(path.join(tmpdir(), "hushling-commerce-pg-"));
    server = await startCommerce({
      DATABASE_URL: scratch.url,
      COMMERCE_DATA_DIR: dataDir,
      COMMERCE_PORT: String(await freePort()),
    });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  });

  it("seeds on first start and lists the baby crib with its USD price in the us channel", async () => {
    expect(server.output()).toContain("commerce database PostgreSQL");
    expect(server.output()).toMatch(/commerce seeded 14 channels and 43 products/);
    const { data, errors } = await shopQuery<{
      products: { items: Array<{ slug: string; variants: Array<{ price: number; currencyCode: string }> }> };
    }>(server.url, "us", "{ products(options: { take: 100 }) { items { slug variants { price currencyCode } } } }");
    expect(errors).toBeUndefined();
    const crib = data?.products.items.find((product) => product.slug === "baby-crib");
    expect(crib?.variants[0]).toEqual({ price: 39900, currencyCode: "USD" });
  });
});
