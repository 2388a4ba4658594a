import { defaultProviderPaths } from "@hushling/search-protocol/protocol-constants";
import { z } from "zod";
import { BuildSettingsError } from "./build-settings-error.ts";

const httpUrl = z.url({ protocol: /^https?$/, error: "an http(s) address" });

/** The browser's search settings: every endpoint as a full URL, the API key prefix and the consent rule. */
export const searchBuildSettingsSchema = z.object({
  endpoints: z.object({
    search: httpUrl,
    visitor: httpUrl,
    ipv4: httpUrl,
    ipv6: httpUrl,
    eventsV2: httpUrl,
    eventsV1: httpUrl,
    config: httpUrl,
    recommendations: httpUrl,
  }),
  /** API keys are `{prefix}-{storefront}-{language}`, as the search service names its indexes. */
  apiKeyPrefix: z.string().regex(/^[a-z0-9]{1,32}$/, "1-32 lowercase letters or digits"),
  /** With it on, the search client keeps no protected item (session, IP data, clicks) before consent. */
  consentRequired: z.boolean(),
  /**
   * The e-mail-marketing provider whose profile id the visitor session carries (with marketing consent):
   * its connector type and the visitor cookie it sets on the storefront's pages.
   */
  emailMarketing: z.object({
    connectorType: z.string().regex(/^[a-z][a-z0-9_-]{0,49}$/, "a connector type such as klaviyo"),
    cookie: z.string().regex(/^[A-Za-z0-9_$.-]{1,64}$/, "a cookie name"),
  }),
});
export type SearchBuildSettings = z.infer<typeof searchBuildSettingsSchema>;

/** Which environment variable sets each endpoint: the search service's own names, so one environment serves both. */
const pathVariables = {
  search: "SEARCH_PATH_SEARCH",
  visitor: "SEARCH_PATH_VISITOR",
  ipv4: "SEARCH_PATH_IPV4",
  ipv6: "SEARCH_PATH_IPV6",
  eventsV2: "SEARCH_PATH_EVENTS_V2",
  eventsV1: "SEARCH_PATH_EVENTS_V1",
  config: "SEARCH_PATH_CONFIG",
  recommendations: "SEARCH_PATH_RECOMMENDATIONS",
} as const satisfies Record<keyof SearchBuildSettings["endpoints"], string>;

/**
 * SEARCH_SERVICE_URL (the service's origin, default http://127.0.0.1:8100), SEARCH_PATH_* (a path on that
 * origin, or a full URL for the hosted provider's separate hosts), SEARCH_API_KEY_PREFIX (default
 * hushling) and SEARCH_CONSENT_REQUIRED (true or false, default true: nothing protected is kept until the
 * consent banner reports consent), EMAIL_MARKETING_CONNECTOR (default klaviyo) and EMAIL_MARKETING_COOKIE
 * (the provider's visitor cookie, default __kla_id).
 */
export function readSearchBuildSettings(env: Readonly<Record<string, string | undefined>>): SearchBuildSettings {
  const base = env.SEARCH_SERVICE_URL?.trim() || "http://127.0.0.1:8100";
  if (!httpUrl.safeParse(base).success) {
    throw new BuildSettingsError(`SEARCH_SERVICE_URL: "${base}" is not an http(s) address, e.g. http://127.0.0.1:8100`);
  }
  const endpoints = Object.fromEntries(
    Object.entries(pathVariables).map(([name, variable]) => {
      const value = env[variable]?.trim() || defaultProviderPaths[name as keyof typeof pathVariables];
      const full = /^https?:\/\//.test(value) ? value : new URL(value, base).href;
      if (!httpUrl.safeParse(full).success) throw new BuildSettingsError(`${variable}: "${value}" is not a path or URL`);
      return [name, full];
    }),
  );
  const consent = (env.SEARCH_CONSENT_REQUIRED ?? "true").trim().toLowerCase();
  if (consent !== "true" && consent !== "false") {
    throw new BuildSettingsError(`SEARCH_CONSENT_REQUIRED: "${consent}" is not true or false`);
  }
  const parsed = searchBuildSettingsSchema.safeParse({
    endpoints,
    apiKeyPrefix: env.SEARCH_API_KEY_PREFIX?.trim() || "hushling",
    consentRequired: consent === "true",
    emailMarketing: {
      connectorType: env.EMAIL_MARKETING_CONNECTOR?.trim() || "klaviyo",
      cookie: env.EMAIL_MARKETING_COOKIE?.trim() || "__kla_id",
    },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable =
      issue?.path[0] === "emailMarketing"
        ? issue.path[1] === "cookie"
          ? "EMAIL_MARKETING_COOKIE"
          : "EMAIL_MARKETING_CONNECTOR"
        : "SEARCH_API_KEY_PREFIX";
    throw new BuildSettingsError(`${variable}: ${issue?.message}`);
  }
  return parsed.data;
}
