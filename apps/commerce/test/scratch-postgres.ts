import { createRequire } from "node:module";

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
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
