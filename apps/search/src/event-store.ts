import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { ActivityEvent } from "./shopper-activity.ts";

/** One received analytics event: the raw body as it came (for audit and reprocessing) and what it meant. */
export type StoredEvent = { receivedAt: number; name: string; raw: unknown; activity: ActivityEvent[] };

/** Where analytics events live, so a restart rebuilds trending, also-viewed and bought-together from them. */
export type EventStore = {
  append(event: StoredEvent): Promise<void>;
  readAll(): Promise<StoredEvent[]>;
  close(): Promise<void>;
};

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
  return {
    async append(event) {
      insert.run(event.receivedAt, event.name, JSON.stringify(event.raw), JSON.stringify(event.activity));
    },
    async readAll() {
      return (all.all() as Row[]).map(fromRow);
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
    async close() {
      await pool.end();
    },
  };
}

export async function openEventStore(database: EventDatabase): Promise<EventStore> {
  return database.kind === "sqlite" ? openSqlite(database.file) : openPostgres(database.url, database.schema);
}
