import { z } from "zod";

const rate = z.coerce.number().min(0, "must be between 0 and 1").max(1, "must be between 0 and 1");
const hostList = z
  .array(z.string().regex(/^[a-z0-9.-]+$/i, "must be a bare host name such as cdn.reviews.example"))
  .default([]);

/** Validated once where the storefront is built, then passed down; nothing below reads the environment. */
export const errorReportingSettingsSchema = z.object({
  /** Off when unset. */
  dsn: z.url().optional(),
  environment: z.string().min(1).default("production"),
  release: z.string().min(1).optional(),
  /** A preview build (a branch deploy) reports nothing unless forced. */
  preview: z.boolean().default(false),
  forceEnable: z.boolean().default(false),
  sampleRate: rate.default(0.1),
  tracesSampleRate: rate.default(0.1),
  replaysSessionSampleRate: rate.default(0),
  replaysOnErrorSampleRate: rate.default(0),
  /** Script hosts whose errors are not ours to fix. */
  ignoredScriptHosts: z
    .object({
      reviews: hostList,
      photoUgc: hostList,
      socialAds: hostList,
      /** The search provider's IPv6 check: it fails wherever the visitor has no IPv6, by design. */
      searchIpv6Check: hostList,
    })
    .default({ reviews: [], photoUgc: [], socialAds: [], searchIpv6Check: [] }),
});
export type ErrorReportingSettings = z.output<typeof errorReportingSettingsSchema>;
export type ErrorReportingSettingsInput = z.input<typeof errorReportingSettingsSchema>;

/** The environment variables the storefront build reads, and what each sets. */
export const errorReportingEnvNames = {
  dsn: "SENTRY_DSN",
  environment: "SENTRY_ENVIRONMENT",
  release: "SENTRY_RELEASE",
  preview: "PREVIEW_BUILD",
  forceEnable: "SENTRY_FORCE_ENABLE",
  sampleRate: "SENTRY_SAMPLE_RATE",
  tracesSampleRate: "SENTRY_TRACES_SAMPLE_RATE",
  replaysSessionSampleRate: "SENTRY_REPLAYS_SESSION_SAMPLE_RATE",
  replaysOnErrorSampleRate: "SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE",
} as const;

export class ErrorReportingSettingsError extends Error {
  override name = "ErrorReportingSettingsError";
}

const flag = (value: string | undefined): boolean | undefined => {
  if (value === undefined || value.trim() === "") return undefined;
  const lower = value.trim().toLowerCase();
  if (["1", "true", "yes", "on"].includes(lower)) return true;
  if (["0", "false", "no", "off"].includes(lower)) return false;
  return undefined;
};

/**
 * Reads the settings from environment variables (see `errorReportingEnvNames`); empty values count as
 * unset. The host lists come from the site configuration, not the environment.
 */
export function errorReportingSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  ignoredScriptHosts?: ErrorReportingSettingsInput["ignoredScriptHosts"],
): ErrorReportingSettings {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const names = errorReportingEnvNames;
  const flagValue = (field: "preview" | "forceEnable") => {
    const raw = read(names[field]);
    const value = flag(raw);
    if (raw !== undefined && value === undefined) {
      throw new ErrorReportingSettingsError(
        `${names[field]}="${raw}" must be one of 1, true, yes, on, 0, false, no, off.`,
      );
    }
    return value;
  };
  const input = {
    dsn: read(names.dsn),
    environment: read(names.environment),
    release: read(names.release),
    preview: flagValue("preview"),
    forceEnable: flagValue("forceEnable"),
    sampleRate: read(names.sampleRate),
    tracesSampleRate: read(names.tracesSampleRate),
    replaysSessionSampleRate: read(names.replaysSessionSampleRate),
    replaysOnErrorSampleRate: read(names.replaysOnErrorSampleRate),
    ignoredScriptHosts,
  };
  const parsed = errorReportingSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      const envName =
        field in names ? names[field as keyof typeof names] : `ignoredScriptHosts.${issue.path.slice(1).join(".")}`;
      return `${envName}: ${issue.message}`;
    });
    throw new ErrorReportingSettingsError(`Error reporting settings are invalid: ${detail.join("; ")}`);
  }
  return parsed.data;
}
