import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localOrigin, type StorefrontId, storefrontRegistry } from "@hushling/storefronts";
import { z } from "zod";
import {
  readSearchPurchasesSettings,
  type SearchPurchasesSettings,
} from "./plugins/search-purchases/search-purchases-settings.ts";
import type { SignupThrottleOptions } from "./plugins/signup-throttle/signup-throttle.plugin.ts";
import { defaultSignupThrottleLimits } from "./plugins/signup-throttle/signup-throttle-rules.ts";

/** The repository root: src/ and dist/ both sit two levels below it (apps/commerce/{src,dist}). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const logLevels = ["error", "warn", "info", "verbose", "debug"] as const;

/**
 * Development: dev login, test cards, the /mailbox, storefronts at http://{id}.localhost:{web port}.
 * Production: none of those; the storefronts' registry hosts; secrets must be set (docs/adr/0014).
 */
const profiles = ["development", "production"] as const;

/** The dev defaults a production start refuses. */
export const devAdminPassword = "superadmin";
export const devCookieSecret = "hushling-dev-cookie-secret";

/** Which part of Vendure this process runs: the APIs, the job-queue worker, or both in one process. */
const commerceProcesses = ["server", "worker", "both"] as const;

/**
 * Where Vendure's cache (sessions, settings, channels since Vendure 3.1) lives: each process's memory,
 * or Redis, shared by every process of the shop (docs/adr/0049).
 */
const cacheStores = ["memory", "redis"] as const;

const apiProcessesRule = '"auto" (one per core with PostgreSQL and Redis, else 1) or a whole number from 1 to 64';

const flag = z
  .enum(["true", "false", "1", "0"], { error: 'expected "true" or "false"' })
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the commerce server reads, with the dev defaults. */
const portNumber = z.coerce.number().int().min(1).max(65535);

const environmentSchema = z.object({
  COMMERCE_PROFILE: z.enum(profiles).optional(),
  NODE_ENV: z.string().optional(),
  COMMERCE_PORT: portNumber.default(3000),
  // Loopback unless told otherwise: a laptop's dev server is not for the café's network.
  COMMERCE_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:-]+$/, "an interface address or host name, e.g. 127.0.0.1 or 0.0.0.0")
    .default("127.0.0.1"),
  COMMERCE_WEB_PORT: portNumber.default(8080),
  // Proxies in front that append X-Forwarded-For (a load balancer: 1). The throttles count per client
  // address; behind a balancer without this every shopper would share the balancer's.
  COMMERCE_FORWARDED_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  COMMERCE_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+\/?$/, "an smtp:// or smtps:// URL: [user:password@]host[:port]")
    .optional()
    .or(z.literal("").transform(() => undefined)),
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
  COMMERCE_DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  COMMERCE_DB_SYNCHRONIZE: flag.default(true),
  COMMERCE_CHECKOUT_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  COMMERCE_ADMIN_USER: z.string().min(1).default("superadmin"),
  COMMERCE_ADMIN_PASSWORD: z.string().min(1).optional(),
  COMMERCE_COOKIE_SECRET: z.string().min(8).optional(),
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
  // Registrations and new carts per client address (plugins/signup-throttle): counted in this process,
  // or in Redis (REDIS_URL) so that several API processes share one count.
  COMMERCE_THROTTLE_STORE: z.enum(["memory", "redis"]).optional(),
  COMMERCE_REGISTRATIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultSignupThrottleLimits.registrationsPerAddress),
  COMMERCE_NEW_CARTS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultSignupThrottleLimits.newCartsPerAddress),
  COMMERCE_API_PROCESSES: z
    .union(
      [z.literal("auto"), z.coerce.number().int(apiProcessesRule).min(1, apiProcessesRule).max(64, apiProcessesRule)],
      {
        error: apiProcessesRule,
      },
    )
    .default("auto"),
  COMMERCE_CACHE: z.enum(cacheStores).optional(),
});

export type CommerceProfile = (typeof profiles)[number];

export type CommerceSettings = {
  profile: CommerceProfile;
  /** Where paid orders are reported to the search service (plugins/search-purchases); unset, nowhere. */
  searchPurchases: SearchPurchasesSettings;
  port: number;
  /** The interface the HTTP server listens on. */
  host: string;
  /** How many proxies in front append X-Forwarded-For: the client address is the one that many hops back. */
  forwardedHops: number;
  /** How a client on this machine reaches the server, e.g. http://127.0.0.1:3000. */
  localUrl: string;
  /** Each storefront's origin in this profile: CORS grants exactly these, emails link to them. */
  storefrontOrigins: Record<StorefrontId, string>;
  /** Development writes emails to the mailbox folder served at /mailbox; production sends them by SMTP. */
  email: { kind: "dev-mailbox" } | { kind: "smtp"; url: string };
  publicUrl: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string; poolSize: number };
  synchronize: boolean;
  /** How long a payment waits for another checkout's row locks (PostgreSQL) before it is refused. */
  checkoutLockTimeoutMs: number;
  admin: { username: string; password: string };
  cookieSecret: string;
  /** Uploaded assets and the dev mailbox live here; git-ignored by default. */
  dataDir: string;
  logLevel: (typeof logLevels)[number];
  seed: boolean;
  /** Where jobs wait: Vendure's database queue, or BullMQ on Redis under a key prefix (docs/adr/0003). */
  jobQueue: { kind: "database" } | { kind: "redis"; url: string; prefix: string };
  process: (typeof commerceProcesses)[number];
  signupThrottle: SignupThrottleOptions;
  /**
   * With `both`: how many API processes serve the port (Node's cluster module), beside one worker
   * process when more than one; 1 is the single process doing everything (docs/adr/0049).
   */
  apiProcesses: number;
  /** Why this many: printed at start, so a SQLite run says why it uses one process. */
  apiProcessesReason: string;
  cache: { kind: "memory" } | { kind: "redis"; url: string; namespace: string };
};

export class CommerceSettingsError extends Error {
  override name = "CommerceSettingsError";
}

/** Reads the commerce settings from the environment; throws a CommerceSettingsError naming the variable. */
export function readCommerceSettings(
  env: NodeJS.ProcessEnv = process.env,
  cores = availableParallelism(),
): CommerceSettings {
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
  const profile = vars.COMMERCE_PROFILE ?? (vars.NODE_ENV === "production" ? "production" : "development");
  if (profile === "production") refuseDevDefaults(vars);
  if (vars.COMMERCE_PROCESS !== "both" && !(vars.REDIS_URL && vars.DATABASE_URL)) {
    // Separate processes share their jobs through Redis and their data through PostgreSQL; a SQLite
    // file and the database-polling queue are the one-process set-up.
    throw new CommerceSettingsError(
      `Invalid commerce environment:\n  COMMERCE_PROCESS: ${vars.COMMERCE_PROCESS} needs REDIS_URL and DATABASE_URL (separate server and worker processes share Redis and PostgreSQL)`,
    );
  }
  if (vars.COMMERCE_THROTTLE_STORE === "redis" && !vars.REDIS_URL) {
    throw new CommerceSettingsError(
      "Invalid commerce environment:\n  COMMERCE_THROTTLE_STORE: redis needs REDIS_URL (the counts several API processes share)",
    );
  }
  const cache = vars.COMMERCE_CACHE ?? (vars.REDIS_URL ? "redis" : "memory");
  if (cache === "redis" && !vars.REDIS_URL) {
    throw new CommerceSettingsError("Invalid commerce environment:\n  COMMERCE_CACHE: redis needs REDIS_URL");
  }
  const { apiProcesses, apiProcessesReason } = apiProcessCount(vars, cache, cores);
  const localUrl = `http://${reachableHost(vars.COMMERCE_HOST)}:${vars.COMMERCE_PORT}`;
  const dataDir = path.resolve(vars.COMMERCE_DATA_DIR ?? path.join(repoRoot, "data"));
  return {
    profile,
    port: vars.COMMERCE_PORT,
    host: vars.COMMERCE_HOST,
    forwardedHops: vars.COMMERCE_FORWARDED_HOPS,
    localUrl,
    storefrontOrigins: Object.fromEntries(
      storefrontRegistry.storefronts.map((storefront) => [
        storefront.id,
        profile === "production" ? `https://${storefront.host}` : localOrigin(storefront, vars.COMMERCE_WEB_PORT),
      ]),
    ) as Record<StorefrontId, string>,
    email: vars.COMMERCE_SMTP_URL ? { kind: "smtp", url: vars.COMMERCE_SMTP_URL } : { kind: "dev-mailbox" },
    publicUrl: (vars.COMMERCE_PUBLIC_URL ?? localUrl).replace(/\/$/, ""),
    database: vars.DATABASE_URL
      ? {
          kind: "postgres",
          url: vars.DATABASE_URL,
          schema: vars.COMMERCE_DB_SCHEMA,
          poolSize: vars.COMMERCE_DB_POOL_SIZE,
        }
      : { kind: "sqlite", file: path.resolve(vars.COMMERCE_SQLITE_PATH ?? path.join(dataDir, "commerce.sqlite")) },
    synchronize: vars.COMMERCE_DB_SYNCHRONIZE,
    checkoutLockTimeoutMs: vars.COMMERCE_CHECKOUT_LOCK_TIMEOUT_MS,
    admin: { username: vars.COMMERCE_ADMIN_USER, password: vars.COMMERCE_ADMIN_PASSWORD ?? devAdminPassword },
    cookieSecret: vars.COMMERCE_COOKIE_SECRET ?? devCookieSecret,
    dataDir,
    logLevel: vars.COMMERCE_LOG_LEVEL,
    seed: vars.COMMERCE_SEED,
    jobQueue: vars.REDIS_URL
      ? { kind: "redis", url: vars.REDIS_URL, prefix: vars.COMMERCE_REDIS_PREFIX }
      : { kind: "database" },
    process: vars.COMMERCE_PROCESS,
    signupThrottle: {
      registrationsPerAddress: vars.COMMERCE_REGISTRATIONS_PER_ADDRESS,
      newCartsPerAddress: vars.COMMERCE_NEW_CARTS_PER_ADDRESS,
      // Several API processes count together in Redis, or each would allow the limit on its own: the
      // cluster's, or `server` processes, which run beside others behind a load balancer (docs/deploy.md).
      store:
        (vars.COMMERCE_THROTTLE_STORE ??
          (apiProcesses > 1 || vars.COMMERCE_PROCESS === "server" ? "redis" : "memory")) === "redis" && vars.REDIS_URL
          ? { kind: "redis", url: vars.REDIS_URL, prefix: vars.COMMERCE_REDIS_PREFIX }
          : { kind: "memory" },
    },
    searchPurchases: searchPurchasesFrom(env),
    apiProcesses,
    apiProcessesReason,
    cache:
      cache === "redis" && vars.REDIS_URL
        ? { kind: "redis", url: vars.REDIS_URL, namespace: `${vars.COMMERCE_REDIS_PREFIX}-cache` }
        : { kind: "memory" },
  };
}

/**
 * Several API processes need one store for what they share: PostgreSQL for the data (a SQLite file's
 * checkout takes turns inside one process, docs/adr/0039), Redis for jobs and the cache (a session
 * cached in one process's memory would go stale when another process changes the cart).
 */
function apiProcessCount(
  vars: z.infer<typeof environmentSchema>,
  cache: (typeof cacheStores)[number],
  cores: number,
): { apiProcesses: number; apiProcessesReason: string } {
  const shared = Boolean(vars.DATABASE_URL && vars.REDIS_URL && cache === "redis");
  const requested = vars.COMMERCE_API_PROCESSES;
  if (vars.COMMERCE_PROCESS !== "both") {
    return { apiProcesses: 1, apiProcessesReason: `COMMERCE_PROCESS=${vars.COMMERCE_PROCESS}` };
  }
  if (requested === "auto") {
    if (shared) return { apiProcesses: cores, apiProcessesReason: `one per core` };
    const missing = [
      vars.DATABASE_URL ? "" : "DATABASE_URL",
      vars.REDIS_URL ? "" : "REDIS_URL",
      vars.REDIS_URL && cache !== "redis" ? "COMMERCE_CACHE=redis" : "",
    ].filter(Boolean);
    const store = !vars.DATABASE_URL
      ? "SQLite"
      : vars.REDIS_URL
        ? "a cache in each process's memory"
        : "PostgreSQL without Redis";
    return { apiProcesses: 1, apiProcessesReason: `${store}; with ${missing.join(" and ")}, one API process per core` };
  }
  if (requested > 1 && !shared) {
    throw new CommerceSettingsError(
      `Invalid commerce environment:\n  COMMERCE_API_PROCESSES: ${requested} needs DATABASE_URL, REDIS_URL and COMMERCE_CACHE=redis (processes share PostgreSQL, the job queue and the cache)`,
    );
  }
  return { apiProcesses: requested, apiProcessesReason: `COMMERCE_API_PROCESSES=${requested}` };
}

/**
 * A production start needs its own secrets and a mail server: the dev login and cookie secret are
 * printed in this repository, and the dev mailbox would publish customers' emails.
 */
function refuseDevDefaults(vars: z.infer<typeof environmentSchema>): void {
  const problems: string[] = [];
  if (!vars.COMMERCE_ADMIN_PASSWORD || vars.COMMERCE_ADMIN_PASSWORD === devAdminPassword) {
    problems.push("COMMERCE_ADMIN_PASSWORD: set a password of your own (the dev password is refused in production)");
  }
  if (!vars.COMMERCE_COOKIE_SECRET || vars.COMMERCE_COOKIE_SECRET === devCookieSecret) {
    problems.push("COMMERCE_COOKIE_SECRET: set a secret of your own (the dev secret is refused in production)");
  }
  if (!vars.COMMERCE_SMTP_URL) {
    problems.push("COMMERCE_SMTP_URL: production sends emails by SMTP (the dev mailbox is off)");
  }
  if (problems.length > 0) {
    throw new CommerceSettingsError(
      `Invalid commerce environment for the production profile:\n  ${problems.join("\n  ")}`,
    );
  }
}

/** An address a client on this machine can use to reach a server listening on `host`. */
function reachableHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** The search-purchases plugin's two variables, refused with the other settings' kind of error. */
function searchPurchasesFrom(env: NodeJS.ProcessEnv): SearchPurchasesSettings {
  try {
    return readSearchPurchasesSettings(env);
  } catch (error) {
    throw new CommerceSettingsError(error instanceof Error ? error.message : String(error));
  }
}
