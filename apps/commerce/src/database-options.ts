import { fileURLToPath } from "node:url";
import type { VendureConfig } from "@vendure/core";
import type { CommerceSettings } from "./commerce-settings.ts";

/** Compiled migrations (src/migrations -> dist/migrations); see docs/adr/0003. */
export const migrationsGlob = fileURLToPath(new URL("./migrations/*.js", import.meta.url));

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
    return { ...common, type: "postgres", url, schema, poolSize };
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
