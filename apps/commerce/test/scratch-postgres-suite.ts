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
import { createScratchDatabase, seededPostgresDatabase } from "./scratch-postgres.ts";

type PostgresServer = { readonly url: string; readonly databaseUrl: string; output(): string };

/**
 * Starts a server before the block's tests on the database `database(dataDir)` makes, prints the
 * server's log when a test fails, and stops the server and drops the database afterwards.
 */
function postgresServer(
  purpose: string,
  env: Record<string, string>,
  startTimeoutMs: number,
  database: (dataDir: string) => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>,
): PostgresServer {
  let dataDir = "";
  let databaseUrl = "";
  let server: RunningCommerce | undefined;
  let drop = async () => {};

  beforeAll(async () => {
    ensureCommerceBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), `hushling-${purpose}-pg-`));
    const made = await database(dataDir);
    drop = made.drop;
    databaseUrl = made.env.DATABASE_URL ?? "";
    server = await startCommerce(
      { COMMERCE_DATA_DIR: dataDir, ...made.env, COMMERCE_PORT: String(await freePort()), ...env },
      startTimeoutMs,
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

/**
 * For a describe block whose subject includes the start on an empty PostgreSQL database: creates a
 * scratch database, runs `beforeStart` on it (migrations, say), and starts a server on it, which seeds
 * it, with `env` added. Call it first in the block.
 */
export function scratchPostgresServer(
  purpose: string,
  env: Record<string, string> = {},
  beforeStart: (databaseUrl: string) => Promise<void> = async () => {},
): PostgresServer {
  return postgresServer(purpose, env, seedingStartTimeoutMs, async () => {
    const scratch = await createScratchDatabase(purpose);
    await beforeStart(scratch.url);
    return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  });
}

/**
 * For a describe block that shops on PostgreSQL: starts a server with `env` added on a copy of the
 * seeded PostgreSQL shop (seededPostgresDatabase). Call it first in the block.
 */
export function seededPostgresServer(purpose: string, env: Record<string, string> = {}): PostgresServer {
  // A copy's start seeds nothing, but the first suite to ask seeds the template inside it.
  return postgresServer(purpose, env, seedingStartTimeoutMs, (dataDir) => seededPostgresDatabase(purpose, dataDir));
}
