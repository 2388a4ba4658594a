import { mkdirSync } from "node:fs";
import path from "node:path";
import { bootstrap, JobQueueService } from "@vendure/core";
import { CommerceSettingsError, readCommerceSettings } from "./commerce-settings.ts";
import { applyPendingMigrations } from "./schema-migrations.ts";
import { buildVendureConfig } from "./vendure-config.ts";

// Vendure reports usage to its vendor unless told not to; nothing here may phone home.
process.env.VENDURE_DISABLE_TELEMETRY ??= "true";

/** How long a shutdown may take before the process exits anyway (open sockets, stuck jobs). */
const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const settings = readCommerceSettings();
  mkdirSync(settings.dataDir, { recursive: true });
  if (settings.database.kind === "sqlite") mkdirSync(path.dirname(settings.database.file), { recursive: true });

  const signals: NodeJS.Signals[] = ["SIGTERM", "SIGINT"];
  const listenersBefore = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const config = buildVendureConfig(settings);
  // Production runs with synchronize off: the schema only changes through reviewed migrations.
  if (!settings.synchronize) await applyPendingMigrations(config);
  const app = await bootstrap(config);
  // Nest's own shutdown hooks re-raise the signal after closing, so the process dies "killed" instead
  // of exiting 0 and our last log line is lost; drop them and close the app ourselves.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!listenersBefore.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  // The in-process worker: jobs (search index, emails) run in this process by default.
  await app.get(JobQueueService).start();

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`commerce did not stop within ${shutdownGraceMs} ms after ${signal}; exiting`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    await app.close();
    console.log(`commerce stopped (${signal})`);
    process.exit(0);
  };
  for (const signal of signals) process.on(signal, stop);

  const database = settings.database.kind === "sqlite" ? settings.database.file : "PostgreSQL (DATABASE_URL)";
  console.log(`commerce database ${database}`);
  console.log(
    `commerce admin ${settings.publicUrl}/admin user ${settings.admin.username} password ${settings.admin.password}`,
  );
  console.log(`commerce ready http://localhost:${settings.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof CommerceSettingsError ? error.message : error);
  process.exit(1);
});
