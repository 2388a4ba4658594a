import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  seededSqliteDataDir,
  startCommerce,
} from "./commerce-process.ts";
import { expectNoHalfOrders, shoppersCheckingOut } from "./crash-scenario.ts";

describe("a server killed in the middle of checkouts", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: RunningCommerce;

  beforeAll(async () => {
    ensureCommerceBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "hushling-crash-"));
    env = { ...(await seededSqliteDataDir(dataDir)), COMMERCE_PORT: String(await freePort()) };
    server = await startCommerce(env);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no half-written order: every paid order has its payment and its stock allocated", async () => {
    // Eight shoppers keep checking out; once a few orders are paid the process dies mid-flight.
    const shoppers = await shoppersCheckingOut(server.url, 8);
    await shoppers.untilPaid(3);
    server.kill("SIGKILL");
    await shoppers.stop();

    server = await startCommerce(env);
    expect(await expectNoHalfOrders(server.url)).toBeGreaterThanOrEqual(3);
  }, 180_000);
});
