import { fileURLToPath } from "node:url";
import { generateMigration, revertLastMigration, runMigrations } from "@vendure/core";
import { CommerceSettingsError, readCommerceSettings } from "./commerce-settings.ts";
import { buildVendureConfig } from "./vendure-config.ts";

process.env.VENDURE_DISABLE_TELEMETRY ??= "true";

/** Generated migrations are TypeScript source, compiled with the app into dist/migrations. */
const migrationsSourceDir = fileURLToPath(new URL("../src/migrations", import.meta.url));
const usage = "usage: node --import tsx dist/database-migrations.js generate <name> | run | revert";

async function main(command: string | undefined, name: string | undefined): Promise<void> {
  // Migrations describe the schema; they never run against a database that synchronizes itself.
  const config = buildVendureConfig({ ...readCommerceSettings(), synchronize: false, seed: false });
  if (command === "generate") {
    if (!name || !/^[a-z][a-z0-9-]*$/.test(name))
      throw new CommerceSettingsError(`a kebab-case name is needed\n${usage}`);
    const file = await generateMigration(config, { name, outputDir: migrationsSourceDir });
    console.log(file ? `migration written: ${file} (run npm run build before run)` : "schema unchanged: no migration");
  } else if (command === "run") {
    const applied = await runMigrations(config);
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "no pending migrations");
  } else if (command === "revert") {
    await revertLastMigration(config);
    console.log("reverted the last migration");
  } else {
    throw new CommerceSettingsError(usage);
  }
}

main(process.argv[2], process.argv[3]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof CommerceSettingsError ? error.message : error);
    process.exit(1);
  },
);
