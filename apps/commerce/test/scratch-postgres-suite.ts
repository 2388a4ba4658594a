import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  seedingStartTimeoutMs,
  startCommerce,
} from "./commerce-process.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";

/**
 * For a describe block that shops on PostgreSQL: creates a scratch database, runs `beforeStart` on
 * it (migrations, say), starts a server on it with `env` added, prints the server's log when a test
 * fails, and stops the server and drops the database afterwards. Call it first in the block.
 */
export function scratchPostgresServer(
  purpose: string,
  env: Record<string, string> = {},
  beforeStart: (databaseUrl: string) => Promise<void> = async () => {},
): { readonly url: string; readonly databaseUrl: string; output(): string } {
  let dataDir = "";
  let databaseUrl = "";
  let server: RunningCommerce | undefined;
  let drop = async () => {};

  beforeAll(async () => {
    ensureCommerceBuild();
    const scratch = await createScratchDatabase(purpose);
    drop = scratch.drop;
    databaseUrl = scratch.url;
    await beforeStart(databaseUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), `hushling-${purpose}-pg-`));
    // The server seeds the empty database.
    server = await startCommerce(
      { DATABASE_URL: databaseUrl, COMMERCE_DATA_DIR: dataDir, COMMERCE_PORT: String(await freePort()), ...env },
      seedingStartTimeoutMs,
    );
  });

  afterEach((context) => {
    if (context.task.result?.state === "fail") console.error(server?.output().slice(-3000));
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await drop();
  });

  return {
    get url() {
      if (!server) throw new Error(`the ${purpose} server has not started`);
      return server.url;
    },
    get databaseUrl() {
      return databaseUrl;
    },
    output: () => server?.output() ?? "",
  };
}
