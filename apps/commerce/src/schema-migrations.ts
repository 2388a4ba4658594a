import { runMigrations, type VendureConfig } from "@vendure/core";

export class MigrationFailedError extends Error {
  override name = "MigrationFailedError";
}

/**
 * Applies pending migrations and returns their names. Outside its own CLI, Vendure's runMigrations
 * logs a failure and only sets process.exitCode; this throws instead, so a server never boots on a
 * half-migrated schema. Each migration runs in its own transaction: a failed one leaves no trace.
 */
export async function applyPendingMigrations(config: VendureConfig): Promise<string[]> {
  const exitCodeBefore = process.exitCode;
  const applied = await runMigrations(config);
  if (process.exitCode !== exitCodeBefore) {
    throw new MigrationFailedError("A database migration failed (its error is logged above); nothing was started");
  }
  return applied;
}
