import { fileURLToPath } from "node:url";
import type { VendureConfig } from "@vendure/core";
import type { CommerceSettings } from "./commerce-settings.ts";

/** Compiled migrations (src/migrations -> dist/migrations); see docs/adr/0003. */
export const migrationsGlob = fileURLToPath(new URL("./migrations/*.js", import.meta.url));

/**
 * How long a query waits for one of the pool's PostgreSQL connections before it fails. Without a limit the
 * pool waits forever, and a process can lock itself up for good: when as many requests as the pool has
 * connections each hold one in a transaction and a query inside asks the pool for a second (Vendure runs
 * some lookups outside the request's transaction), none can go on. Seen in the two-API-process suite:
 * ten connections "idle in transaction" for 15 minutes and every request to that process hanging. With
 * the limit the waiting query fails, its transaction rolls back and frees its connection, and the shopper
 * gets an error to retry instead of no answer.
 */
const poolWaitMs = 20_000;

/** The database connection from the settings: PostgreSQL, or the SQLite file in WAL mode. */
export function databaseOptions(settings: CommerceSettings): VendureConfig["dbConnectionOptions"] {
  const common = {
    synchronize: settings.synchronize,
    logging: false,
    migrations: [migrationsGlob],
    // Each relation in its own query: joined, a variant's 15 channel prices x 10 translations came back
    // as 150 rows per variant, and this cut 14 % of the CPU per order (docs/adr/0048).
    relationLoadStrategy: "query" as const,
  };
  if (settings.database.kind === "postgres") {
    const { url, schema, poolSize } = settings.database;
    return { ...common, type: "postgres", url, schema, poolSize, connectTimeoutMS: poolWaitMs };
  }
  // WAL lets the Shop API read while a checkout writes; one file stays the whole store.
  return {
    ...common,
    type: "better-sqlite3",
    database: settings.database.file,
    // TypeORM keeps 100 prepared statements and evicts the oldest: per-relation queries and inserts
    // overflowed it, and preparing was 5 % of the checkout's CPU (docs/adr/0048).
    statementCacheSize: 2000,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma("journal_mode = WAL");
      db.pragma("busy_timeout = 5000");
      // WAL + NORMAL survives an application crash (not a power cut) and avoids an fsync per commit.
      db.pragma("synchronous = NORMAL");
    },
  };
}
