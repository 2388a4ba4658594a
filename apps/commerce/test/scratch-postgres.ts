import { createRequire } from "node:module";
import { copyTemplateFolder, seededTemplate, seedWithServer, templateKey } from "./commerce-process.ts";

/** The local PostgreSQL of the dev machines and CI (trust auth on loopback); override with this variable. */
export const adminUrl = process.env.COMMERCE_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
};
const { Client } = createRequire(import.meta.url)("pg") as { Client: new (config: object) => PgClient };

/** A connection of the test's own, e.g. to hold row locks the way another server process would. */
export async function connectPostgres(url: string): Promise<PgClient> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  return client;
}

async function withAdminClient<T>(work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await connectPostgres(adminUrl);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when the test PostgreSQL answers; otherwise explains on stderr why its tests are skipped. */
export async function postgresReachable(): Promise<boolean> {
  return withAdminClient(async () => true).catch((error: Error) => {
    console.warn(`Skipping PostgreSQL commerce tests: ${adminUrl} is not reachable (${error.message})`);
    return false;
  });
}

/** The URL of database `name` on the test PostgreSQL. */
function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs a statement on a database that the server just left: PostgreSQL refuses to copy or rename a
 * database while a backend of the closed pool is still on its way out, so that refusal is retried.
 */
async function whenLeft(sql: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient((client) => client.query(sql));
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * A database of its own per test run, so parallel runs and developers' data never collide; a copy of
 * `template` (a scratch database's URL, with no connections open) when given.
 */
export async function createScratchDatabase(
  purpose: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hushling_${purpose}_${process.pid}_${Date.now()}`;
  const copy = template ? ` TEMPLATE ${new URL(template).pathname.slice(1)}` : "";
  await whenLeft(`CREATE DATABASE ${name}${copy}`);
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * A copy of the seeded PostgreSQL shop of this build (a template database, search index complete, and
 * its data folder of assets, copied into `dataDir`), seeded once by the first suite to ask. Returns the
 * environment for `startCommerce` and the copy's drop.
 */
export async function seededPostgresDatabase(
  purpose: string,
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const templateName = `hushling_template_${templateKey()}`;
  const building = `${templateName}_building`;
  const folder = await seededTemplate("postgres", async (seedingFolder) => {
    // Left over from a template build that was stopped before its folder was marked ready.
    for (const name of [building, templateName]) await whenLeft(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await whenLeft(`CREATE DATABASE ${building}`);
    await seedWithServer({ COMMERCE_DATA_DIR: seedingFolder, DATABASE_URL: databaseUrl(building) });
    await whenLeft(`ALTER DATABASE ${building} RENAME TO ${templateName}`);
  });
  copyTemplateFolder(folder, dataDir);
  const copy = await createScratchDatabase(purpose, databaseUrl(templateName));
  return { env: { COMMERCE_DATA_DIR: dataDir, DATABASE_URL: copy.url }, drop: copy.drop };
}
