import { isKnownCountry } from "@hushling/countries";
import { type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import { z } from "zod";

/** Slugs are lowercase so that a printed link and its case-folded lookup key are the same string. */
export const linkSlugPattern = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
export const maxSlugLength = 200;

export const fromPathSchema = z
  .string()
  .startsWith("/redirects/", "must start with /redirects/")
  .endsWith("/", "must end with /")
  .refine((path) => {
    const slug = path.slice("/redirects/".length, -1);
    return slug.length <= maxSlugLength && linkSlugPattern.test(slug);
  }, "must be /redirects/{slug}/ with a lowercase slug of letters, digits and single - _ . between them");

export const countryConditionSchema = z
  .string()
  .regex(/^[a-z]{2}$/, "must be a lowercase ISO 3166-1 alpha-2 code")
  .refine(isKnownCountry, { error: (issue) => `"${String(issue.input)}" is not an ISO 3166-1 country` });

/**
 * Why a target URL is not acceptable, or undefined when it is an absolute URL on a storefront's origin:
 * `https://{host}` in production, `http://{id}.localhost:{port}` when the registry sends links locally.
 */
export function targetUrlProblem(url: string, registry: StorefrontRegistry): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
  if (/[\u0000-\u0020\u007f\\]/.test(url)) return "must not contain spaces, control characters or backslashes";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an absolute URL";
  }
  const local = registry.origins.kind === "local";
  if (parsed.protocol !== (local ? "http:" : "https:"))
    return local ? "must use http (local origins)" : "must use https";
  if (parsed.username || parsed.password || (!local && parsed.port)) return "must not carry credentials or a port";
  if (parsed.hash) return "must not carry a #fragment";
  if (parsed.href !== url) return `must be written in normal form (${parsed.href})`;
  const storefront = registry.forHost(parsed.hostname);
  if (!storefront) return `host ${parsed.hostname} is not a storefront host`;
  const origin = registry.originOf(storefront.id);
  if (parsed.origin !== origin) return `must be on ${origin}, the ${storefront.id} storefront's origin`;
  return undefined;
}

export class UnsafeTargetError extends Error {
  override name = "UnsafeTargetError";
}

/**
 * A Location outside the storefront origins would turn a printed QR code into an open redirect, so a table
 * (or an edge config made from it) that names any other origin is refused as a whole.
 */
export function assertStorefrontTargets(
  rules: readonly { fromPath: string; toPath: string }[],
  registry: StorefrontRegistry,
): void {
  for (const rule of rules) {
    const problem = targetUrlProblem(rule.toPath, registry);
    if (problem) throw new UnsafeTargetError(`${rule.fromPath}: toPath "${rule.toPath}" ${problem}`);
  }
}

/** One redirect rule of the link table, validated against the storefront hosts of `registry` (configuration). */
export function createRedirectRuleSchema(registry: StorefrontRegistry = storefrontRegistry) {
  return z.strictObject({
    fromPath: fromPathSchema,
    toPath: z.string().superRefine((url, ctx) => {
      const problem = targetUrlProblem(url, registry);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    isPermanent: z.literal(true),
    ignoreCase: z.literal(true),
    redirectInBrowser: z.literal(true),
    conditions: z.strictObject({ country: countryConditionSchema }).optional(),
  });
}

export const redirectRuleSchema = createRedirectRuleSchema();
export type RedirectRule = z.infer<typeof redirectRuleSchema>;
