import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { AnswerCacheLimits } from "./answer-cache.ts";
import type { EventRateLimits } from "./event-rate-limit.ts";
import type { EventDatabase } from "./event-store.ts";
import { defaultSearchPaths, type SearchPaths } from "./search-paths.ts";

/** The repository root: src/ sits two levels below it (apps/search/src). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where commerce reports paid orders: our own endpoint, not the provider's. */
export const defaultPaidOrdersPath = "/commerce/paid-orders";

const endpointPath = z.string().regex(/^\/[A-Za-z0-9/._-]*$/, "a path starting with /, e.g. /cs/v2/search");
const prefixPath = endpointPath.refine((value) => value.endsWith("/"), "a path ending with /");

/** Every environment variable the search service reads, with the development defaults. */
const environmentSchema = z.object({
  SEARCH_PORT: z.coerce.number().int().min(0).max(65535).default(8100),
  SEARCH_HOST: z.string().min(1).default("127.0.0.1"),
  /** Where the service tells clients it answers (config JSON); defaults to http://localhost:{port}. */
  SEARCH_PUBLIC_URL: z.url().optional(),
  SEARCH_EXPORT_DIR: z.string().min(1).optional(),
  SEARCH_CONTENT_DIR: z.string().min(1).optional(),
  SEARCH_SQLITE_PATH: z.string().min(1).optional(),
  /** PostgreSQL instead of the SQLite file; falls back to DATABASE_URL, as commerce reads it. */
  SEARCH_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEARCH_DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, "a lowercase PostgreSQL schema name")
    .optional(),
  SEARCH_API_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9]{1,32}$/, "1-32 lowercase letters or digits")
    .default("hushling"),
  /** How often the export and content files are checked for changes, ms (0 turns the check off). */
  SEARCH_WATCH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  SEARCH_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "an IANA time zone such as Europe/Amsterdam")
    .default("UTC"),
  SEARCH_SEGMENT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 30)
    .default(1800),
  /** Answers the edge keeps (0 turns its cache off) and the megabytes they may take. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  SEARCH_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Analytics events one client address may send per minute, and one visitor session within it (429 past). */
  SEARCH_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  SEARCH_EVENTS_PER_MINUTE_PER_VISITOR: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Proxies in front of the service that append X-Forwarded-For (0: the socket's address is the client's). */
  SEARCH_FORWARDED_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** The secret commerce sends with paid orders (unset: paid orders are refused). */
  SEARCH_COMMERCE_SECRET: z.string().min(16, "at least 16 characters").optional(),
  SEARCH_PATH_PAID_ORDERS: endpointPath.default(defaultPaidOrdersPath),
  /**
   * Where the e-mail-marketing connector forwards linked sessions' events: an http(s) URL, `stand-in`
   * (the service keeps them and lists them at /email-marketing/events; what `npm start` uses), or unset
   * (off, the production default until a provider is configured).
   */
  SEARCH_EMAIL_MARKETING_URL: z
    .union([z.literal("stand-in"), z.url({ protocol: /^https?$/, error: "an http(s) URL or stand-in" })])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEARCH_PATH_SEARCH: endpointPath.default(defaultSearchPaths.search),
  SEARCH_PATH_VISITOR: endpointPath.default(defaultSearchPaths.visitor),
  SEARCH_PATH_IPV4: endpointPath.default(defaultSearchPaths.ipv4),
  SEARCH_PATH_IPV6: endpointPath.default(defaultSearchPaths.ipv6),
  SEARCH_PATH_EVENTS_V2: endpointPath.default(defaultSearchPaths.eventsV2),
  SEARCH_PATH_EVENTS_V1: prefixPath.default(defaultSearchPaths.eventsV1),
  SEARCH_PATH_CONFIG: prefixPath.default(defaultSearchPaths.config),
  SEARCH_PATH_RECOMMENDATIONS: prefixPath.default(defaultSearchPaths.recommendations),
  SEARCH_PATH_ANNOTATIONS: prefixPath.default(defaultSearchPaths.annotations),
});

export type SearchSettings = {
  host: string;
  port: number;
  publicUrl: string | undefined;
  exportDir: string;
  contentDir: string;
  database: EventDatabase;
  apiKeyPrefix: string;
  watchIntervalMs: number;
  timeZone: string;
  segmentTtlSeconds: number;
  cache: AnswerCacheLimits;
  paths: SearchPaths;
  /** The e-mail-marketing endpoint, "stand-in", or undefined (off). */
  emailMarketingUrl: string | undefined;
  events: EventSettings;
};

/** How shopper events are taken (event-intake.ts); the limits that are not settings are in event-limits.ts. */
export type EventSettings = {
  rateLimits: EventRateLimits;
  forwardedHops: number;
  commerceSecret: string | undefined;
  paidOrdersPath: string;
};

export class SearchSettingsError extends Error {
  override name = "SearchSettingsError";
}

/** Reads the search settings from the environment; throws a SearchSettingsError naming the variable. */
export function readSearchSettings(env: NodeJS.ProcessEnv): SearchSettings {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new SearchSettingsError(`Invalid search environment:\n  ${lines.join("\n  ")}`);
  }
  const vars = parsed.data;
  const postgres = vars.SEARCH_DATABASE_URL ?? vars.DATABASE_URL;
  const paths: SearchPaths = {
    search: vars.SEARCH_PATH_SEARCH,
    visitor: vars.SEARCH_PATH_VISITOR,
    ipv4: vars.SEARCH_PATH_IPV4,
    ipv6: vars.SEARCH_PATH_IPV6,
    eventsV2: vars.SEARCH_PATH_EVENTS_V2,
    eventsV1: vars.SEARCH_PATH_EVENTS_V1,
    config: vars.SEARCH_PATH_CONFIG,
    recommendations: vars.SEARCH_PATH_RECOMMENDATIONS,
    annotations: vars.SEARCH_PATH_ANNOTATIONS,
  };
  const exact = [paths.search, paths.ipv4, paths.ipv6, paths.eventsV2, vars.SEARCH_PATH_PAID_ORDERS];
  if (new Set(exact).size !== exact.length) {
    throw new SearchSettingsError("SEARCH_PATH_*: the search, IP check, analytics and paid-order paths must differ");
  }
  return {
    host: vars.SEARCH_HOST,
    port: vars.SEARCH_PORT,
    publicUrl: vars.SEARCH_PUBLIC_URL?.replace(/\/$/, ""),
    exportDir: path.resolve(vars.SEARCH_EXPORT_DIR ?? path.join(repoRoot, "data", "export")),
    contentDir: path.resolve(vars.SEARCH_CONTENT_DIR ?? path.join(repoRoot, "content")),
    database: postgres
      ? { kind: "postgres", url: postgres, schema: vars.SEARCH_DB_SCHEMA }
      : {
          kind: "sqlite",
          file: path.resolve(vars.SEARCH_SQLITE_PATH ?? path.join(repoRoot, "data", "search-events.sqlite")),
        },
    apiKeyPrefix: vars.SEARCH_API_KEY_PREFIX,
    watchIntervalMs: vars.SEARCH_WATCH_INTERVAL_MS,
    timeZone: vars.SEARCH_TIME_ZONE,
    segmentTtlSeconds: vars.SEARCH_SEGMENT_TTL_SECONDS,
    cache: { entries: vars.SEARCH_CACHE_ENTRIES, bytes: vars.SEARCH_CACHE_MB * 1024 * 1024 },
    paths,
    events: {
      rateLimits: { perAddress: vars.SEARCH_EVENTS_PER_MINUTE, perVisitor: vars.SEARCH_EVENTS_PER_MINUTE_PER_VISITOR },
      forwardedHops: vars.SEARCH_FORWARDED_HOPS,
      commerceSecret: vars.SEARCH_COMMERCE_SECRET,
      paidOrdersPath: vars.SEARCH_PATH_PAID_ORDERS,
    },
    emailMarketingUrl: vars.SEARCH_EMAIL_MARKETING_URL,
  };
}
