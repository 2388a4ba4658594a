import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { logLimits } from "./event-limits.ts";
import type { ActivityEvent } from "./shopper-activity.ts";

/** One received analytics event: the raw body as it came (for audit and reprocessing) and what it meant. */
export type StoredEvent = { receivedAt: number; name: string; raw: unknown; activity: ActivityEvent[] };

/** Where analytics events live, so a restart rebuilds trending, also-viewed and bought-together from them. */
export type EventStore = {
  append(event: StoredEvent): Promise<void>;
  readAll(): Promise<StoredEvent[]>;
  /** What each kept event meant, oldest first, without the stored bodies: what a start replays. */
  replay(visit: (name: string, activity: ActivityEvent[]) => void): Promise<void>;
  /** Deletes what the log no longer keeps (see logLimits); resolves to the number of rows deleted. */
  compact(now: number): Promise<number>;
  close(): Promise<void>;
};

/** Purchases from commerce are kept for a year; everything else for a month. */
const purchasePrefix = "commerce:";
const cutoffs = (now: number) => ({
  client: now - logLimits.clientEventDays * 86_400_000,
  purchases: now - logLimits.purchaseDays * 86_400_000,
});

/** A row's activity JSON, read defensively: a log written by older code or by hand may hold anything. */
function activityOf(text: string): ActivityEvent[] {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export type EventDatabase = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

type Row = { received_at: number | string; name: string; raw: string; activity: string };
const fromRow = (row: Row): StoredEvent => ({
  receivedAt: Number(row.received_at),
  name: row.name,
  raw: JSON.parse(row.raw),
  activity: JSON.parse(row.activity),
});

function openSqlite(file: string): EventStore {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL plus synchronous=NORMAL survives a process crash with every committed event; each append commits.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(`CREATE TABLE IF NOT EXISTS search_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at INTEGER NOT NULL,
    name TEXT NOT NULL,
    raw TEXT NOT NULL,
    activity TEXT NOT NULL
  )`);
  const insert = db.prepare("INSERT INTO search_events (received_at, name, raw, activity) VALUES (?, ?, ?, ?)");
  const all = db.prepare("SELECT received_at, name, raw, activity FROM search_events ORDER BY id");
  const meanings = db.prepare("SELECT name, activity FROM search_events ORDER BY id");
  const compaction = [
    db.prepare(
      `DELETE FROM search_events WHERE (name LIKE '${purchasePrefix}%' AND received_at < @purchases)
        OR (name NOT LIKE '${purchasePrefix}%' AND received_at < @client)`,
    ),
    db.prepare(`DELETE FROM search_events WHERE length(raw) + length(activity) > ${logLimits.rowBytes}`),
    db.prepare(
      `DELETE FROM search_events WHERE id <= (SELECT id FROM search_events ORDER BY id DESC LIMIT 1 OFFSET ${logLimits.rows})`,
    ),
  ];
  return {
    async append(event) {
      insert.run(event.receivedAt, event.name, JSON.stringify(event.raw), JSON.stringify(event.activity));
    },
    async readAll() {
      return (all.all() as Row[]).map(fromRow);
    },
    async replay(visit) {
      for (const row of meanings.iterate() as Iterable<{ name: string; activity: string }>)
        visit(row.name, activityOf(row.activity));
    },
    async compact(now) {
      const [old, oversized, surplus] = compaction as [Database.Statement, Database.Statement, Database.Statement];
      return db.transaction(() => old.run(cutoffs(now)).changes + oversized.run().changes + surplus.run().changes)();
    },
    async close() {
      db.close();
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<EventStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const table = schema ? `"${schema}".search_events` : "search_events";
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await pool.query(`CREATE TABLE IF NOT EXISTS ${table} (
    id BIGSERIAL PRIMARY KEY,
    received_at BIGINT NOT NULL,
    name TEXT NOT NULL,
    raw JSONB NOT NULL,
    activity JSONB NOT NULL
  )`);
  return {
    async append(event) {
      await pool.query(`INSERT INTO ${table} (received_at, name, raw, activity) VALUES ($1, $2, $3, $4)`, [
        event.receivedAt,
        event.name,
        JSON.stringify(event.raw),
        JSON.stringify(event.activity),
      ]);
    },
    async readAll() {
      const result = await pool.query<Row>(
        `SELECT received_at, name, raw::text AS raw, activity::text AS activity FROM ${table} ORDER BY id`,
      );
      return result.rows.map(fromRow);
    },
    async replay(visit) {
      const result = await pool.query<{ name: string; activity: string }>(
        `SELECT name, activity::text AS activity FROM ${table} ORDER BY id`,
      );
      for (const row of result.rows) visit(row.name, activityOf(row.activity));
    },
    async compact(now) {
      const { client, purchases } = cutoffs(now);
      const deleted = await pool.query(
        `DELETE FROM ${table} WHERE (name LIKE '${purchasePrefix}%' AND received_at < $1)
          OR (name NOT LIKE '${purchasePrefix}%' AND received_at < $2)
          OR octet_length(raw::text) + octet_length(activity::text) > ${logLimits.rowBytes}
          OR id <= (SELECT id FROM ${table} ORDER BY id DESC LIMIT 1 OFFSET ${logLimits.rows})`,
        [purchases, client],
      );
      return deleted.rowCount ?? 0;
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openEventStore(database: EventDatabase): Promise<EventStore> {
  return database.kind === "sqlite" ? openSqlite(database.file) : openPostgres(database.url, database.schema);
}
