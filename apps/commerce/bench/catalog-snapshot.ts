/**
 * What a seeded SQLite shop holds, as sorted text lines for a before/after diff of the seed: every row of
 * every table but the job queue's, sessions and migrations' bookkeeping, without the columns that hold
 * the time of writing or a random value; then a hash of every file under the data folder's assets/ (the pictures and their
 * previews). Rows keep their ids, so a seed that wrote the same things in another order shows up too.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type Statement = { all(): Array<Record<string, unknown>> };
type Database = { prepare(sql: string): Statement; close(): void };
const Sqlite = createRequire(import.meta.url)("better-sqlite3") as new (
  file: string,
  options: { readonly: boolean },
) => Database;

/** Rows that record when or by which run something happened, not what the shop holds. */
const skippedTables =
  /^(job|job_record|job_record_buffer|session|migrations|scheduled_task|scheduled_task_record|sqlite_.*)$/;
/** Columns holding the time of writing or a random value (salted password hash, channel token). */
const volatileColumns = /(At|Date|_date|lastLogin|passwordHash|^token)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export function catalogSnapshot(dataDir: string): string[] {
  const db = new Sqlite(path.join(dataDir, "commerce.sqlite"), { readonly: true });
  const lines: string[] = [];
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => String(row.name))
      .filter((name) => !skippedTables.test(name));
    for (const table of tables) {
      const rows = db.prepare(`SELECT * FROM "${table}"`).all();
      const kept = rows.map((row) =>
        JSON.stringify(Object.entries(row).filter(([column]) => !volatileColumns.test(column))),
      );
      lines.push(`== ${table} (${rows.length} rows)`, ...kept.sort());
    }
  } finally {
    db.close();
  }
  const assets = path.join(dataDir, "assets");
  for (const file of files(assets).sort()) {
    const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
    lines.push(`asset ${path.relative(assets, file)} ${hash}`);
  }
  return lines;
}
