import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateMigration, revertLastMigration } from "@vendure/core";
import { CommerceSettingsError, readCommerceSettings } from "./commerce-settings.ts";
import { applyPendingMigrations } from "./schema-migrations.ts";
import { buildVendureConfig } from "./vendure-config.ts";

process.env.VENDURE_DISABLE_TELEMETRY ??= "true";

/** Generated migrations are TypeScript source, compiled with the app into dist/migrations. */
const migrationsSourceDir = fileURLToPath(new URL("../src/migrations", import.meta.url));
const usage = "usage: node dist/database-migrations.js generate <name> | run | revert | check";

async function main(command: string | undefined, name: string | undefined): Promise<void> {
  // Migrations describe the schema; they never run against a database that synchronizes itself.
  const settings = readCommerceSettings();
  if (settings.database.kind !== "postgres") {
    throw new CommerceSettingsError("migrations are PostgreSQL SQL: set DATABASE_URL (docs/adr/0003)");
  }
  // The schema keeps the database job queue's tables even where REDIS_URL moves the jobs to BullMQ,
  // so one migration history serves both set-ups.
  const config = buildVendureConfig({ ...settings, synchronize: false, seed: false, jobQueue: { kind: "database" } });
  if (command === "generate") {
    if (!name || !/^[a-z][a-z0-9-]*$/.test(name))
      throw new CommerceSettingsError(`a kebab-case name is needed\n${usage}`);
    const file = await generateMigration(config, { name, outputDir: migrationsSourceDir });
    console.log(file ? `migration written: ${file} (run npm run build before run)` : "schema unchanged: no migration");
  } else if (command === "run") {
    const applied = await applyPendingMigrations(config);
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "no pending migrations");
  } else if (command === "check") {
    // What `generate` would write, into a throwaway folder: nothing means the migrations are complete.
    const scratch = mkdtempSync(path.join(tmpdir(), "hushling-migration-check-"));
    try {
      await generateMigration(config, { name: "pending", outputDir: scratch });
      const [pending] = readdirSync(scratch);
      if (pending) {
        throw new CommerceSettingsError(
          `the database schema differs from the entities; a migration is missing:\n${readFileSync(path.join(scratch, pending), "utf8")}`,
        );
      }
      console.log("schema matches the entities: no pending migration");
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  } else if (command === "revert") {
    await revertLastMigration(config);
    console.log("reverted the last migration");
  } else {
    throw new CommerceSettingsError(usage);
  }
}

main(process.argv[2], process.argv[3]).then(
  // Vendure's revert reports a failure through process.exitCode, not by throwing.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof CommerceSettingsError ? error.message : error);
    process.exit(1);
  },
);
