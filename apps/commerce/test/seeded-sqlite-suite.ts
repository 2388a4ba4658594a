import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  seededSqliteDataDir,
  startCommerce,
} from "./commerce-process.ts";

/**
 * For a describe block that shops: starts a server on a copy of the seeded SQLite shop before its
 * tests, prints the server's log when a test fails, and stops it and removes the copy afterwards.
 * Call it first in the block, so the block's own beforeAll hooks find the server running. `env` adds
 * settings (e.g. the production profile).
 */
export function seededSqliteServer(
  purpose: string,
  env: Record<string, string> = {},
): { readonly url: string; readonly dataDir: string; output(): string } {
  let dataDir = "";
  let server: RunningCommerce | undefined;

  beforeAll(async () => {
    ensureCommerceBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), `hushling-${purpose}-`));
    const seeded = await seededSqliteDataDir(dataDir);
    server = await startCommerce({ ...seeded, COMMERCE_PORT: String(await freePort()), ...env });
  });

  afterEach((context) => {
    if (context.task.result?.state === "fail") console.error(server?.output().slice(-3000));
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get url() {
      if (!server) throw new Error(`the ${purpose} server has not started`);
      return server.url;
    },
    get dataDir() {
      return dataDir;
    },
    output: () => server?.output() ?? "",
  };
}
