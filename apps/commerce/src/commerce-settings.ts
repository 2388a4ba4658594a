import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: src/ and dist/ both sit two levels below it (apps/commerce/{src,dist}). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const logLevels = ["error", "warn", "info", "verbose", "debug"] as const;

/** Which part of Vendure this process runs: the APIs, the job-queue worker, or both in one process. */
const commerceProcesses = ["server", "worker", "both"] as const;

const flag = z
  .enum(["true", "false", "1", "0"], { error: 'expected "true" or "false"' })
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the commerce server reads, with the dev defaults. */
const environmentSchema = z.object({
  COMMERCE_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  COMMERCE_SQLITE_PATH: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// connection URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  COMMERCE_DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, "a lowercase PostgreSQL schema name")
    .optional(),
  COMMERCE_DB_SYNCHRONIZE: flag.default(true),
  COMMERCE_ADMIN_USER: z.string().min(1).default("superadmin"),
  COMMERCE_ADMIN_PASSWORD: z.string().min(1).default("superadmin"),
  COMMERCE_COOKIE_SECRET: z.string().min(8).default("hushling-dev-cookie-secret"),
  COMMERCE_DATA_DIR: z.string().min(1).optional(),
  COMMERCE_PUBLIC_URL: z.url().optional(),
  COMMERCE_LOG_LEVEL: z.enum(logLevels).default("warn"),
  COMMERCE_SEED: flag.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]+(\/\d*)?$/, "a redis:// or rediss:// URL: [user:password@]host[:port][/database number]")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  COMMERCE_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "1-64 letters, digits, - or _")
    .default("hushling"),
  COMMERCE_PROCESS: z.enum(commerceProcesses).default("both"),
});

export type CommerceSettings = {
  port: number;
  publicUrl: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };
  synchronize: boolean;
  admin: { username: string; password: string };
  cookieSecret: string;
  /** Uploaded assets and the dev mailbox live here; git-ignored by default. */
  dataDir: string;
  logLevel: (typeof logLevels)[number];
  seed: boolean;
  /** Where jobs wait: Vendure's database queue, or BullMQ on Redis under a key prefix (docs/adr/0003). */
  jobQueue: { kind: "database" } | { kind: "redis"; url: string; prefix: string };
  process: (typeof commerceProcesses)[number];
};

export class CommerceSettingsError extends Error {
  override name = "CommerceSettingsError";
}

/** Reads the commerce settings from the environment; throws a CommerceSettingsError naming the variable. */
export function readCommerceSettings(env: NodeJS.ProcessEnv = process.env): CommerceSettings {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new CommerceSettingsError(`Invalid commerce environment:\n  ${lines.join("\n  ")}`);
  }
  const vars = parsed.data;
  if (!vars.COMMERCE_DB_SYNCHRONIZE && !vars.DATABASE_URL) {
    // The migrations are PostgreSQL SQL (docs/adr/0003); a SQLite file always follows the entities.
    throw new CommerceSettingsError(
      "Invalid commerce environment:\n  COMMERCE_DB_SYNCHRONIZE: false needs DATABASE_URL (the migrations are for PostgreSQL)",
    );
  }
  if (vars.COMMERCE_PROCESS !== "both" && !(vars.REDIS_URL && vars.DATABASE_URL)) {
    // Separate processes share their jobs through Redis and their data through PostgreSQL; a SQLite
    // file and the database-polling queue are the one-process set-up.
    throw new CommerceSettingsError(
      `Invalid commerce environment:\n  COMMERCE_PROCESS: ${vars.COMMERCE_PROCESS} needs REDIS_URL and DATABASE_URL (separate server and worker processes share Redis and PostgreSQL)`,
    );
  }
  const dataDir = path.resolve(vars.COMMERCE_DATA_DIR ?? path.join(repoRoot, "data"));
  return {
    port: vars.COMMERCE_PORT,
    publicUrl: (vars.COMMERCE_PUBLIC_URL ?? `http://localhost:${vars.COMMERCE_PORT}`).replace(/\/$/, ""),
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL, schema: vars.COMMERCE_DB_SCHEMA }
      : { kind: "sqlite", file: path.resolve(vars.COMMERCE_SQLITE_PATH ?? path.join(dataDir, "commerce.sqlite")) },
    synchronize: vars.COMMERCE_DB_SYNCHRONIZE,
    admin: { username: vars.COMMERCE_ADMIN_USER, password: vars.COMMERCE_ADMIN_PASSWORD },
    cookieSecret: vars.COMMERCE_COOKIE_SECRET,
    dataDir,
    logLevel: vars.COMMERCE_LOG_LEVEL,
    seed: vars.COMMERCE_SEED,
    jobQueue: vars.REDIS_URL
      ? { kind: "redis", url: vars.REDIS_URL, prefix: vars.COMMERCE_REDIS_PREFIX }
      : { kind: "database" },
    process: vars.COMMERCE_PROCESS,
  };
}
