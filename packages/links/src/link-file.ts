import {
  type StorefrontId,
  type StorefrontRegistry,
  storefrontIdSchema,
  storefrontRegistry,
} from "@hushling/storefronts";
import { z } from "zod";
import { jsonValueLines, lineOf, syntaxErrorLine } from "./json-locations.ts";
import { countryConditionSchema, linkSlugPattern, maxSlugLength, type RedirectRule } from "./redirect-rule.ts";

/** Where a printed or posted link lives; decides which tracking values fit it. */
export const linkKinds = [
  "packaging-pre-purchase",
  "packaging-post-purchase",
  "store-sign",
  "leaflet",
  "social",
] as const;
export type LinkKind = (typeof linkKinds)[number];

const trackingValueSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, "must be lowercase letters, digits, - and _");

export const linkTrackingSchema = z.strictObject({
  source: trackingValueSchema,
  medium: trackingValueSchema,
  campaign: trackingValueSchema,
});
export type LinkTracking = z.infer<typeof linkTrackingSchema>;

/** GS1 check digit: weights 3 and 1 from the right, excluding the check digit itself. */
function hasGtinCheckDigit(gtin: string): boolean {
  const digits = [...gtin].map(Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * A link that is printed (on packaging, a store sign, a leaflet): what carries it and for how long. While the
 * print can still be in people's hands (printed on + shelf life), the linter locks the link (ADR 0017).
 */
export const printedSchema = z
  .strictObject({
    sku: z
      .string()
      .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, "must be uppercase letters, digits and single - between them")
      .optional(),
    gtin: z
      .string()
      .regex(/^(?:\d{8}|\d{12,14})$/, "must be a GTIN-8, -12, -13 or -14")
      .refine(hasGtinCheckDigit, "has a wrong check digit")
      .optional(),
    printRun: z.string().min(1).max(80),
    printedOn: z.iso.date("must be a date, YYYY-MM-DD"),
    shelfLifeYears: z.number().int().min(1).max(30),
  })
  .refine((printed) => printed.sku !== undefined || printed.gtin !== undefined, {
    message: 'needs the "sku" or "gtin" of what the code is printed on',
  });
export type PrintedMark = z.infer<typeof printedSchema>;

/** The last day (YYYY-MM-DD) a printed link is locked: printed on + shelf life. */
export function printedLockEnds(printed: PrintedMark): string {
  const [year, month, day] = printed.printedOn.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + printed.shelfLifeYears, month - 1, day)).toISOString().slice(0, 10);
}

/** One row of a link file: a country (or the default) and the storefront page it goes to. */
export const linkRuleEntrySchema = z
  .strictObject({
    country: countryConditionSchema.optional(),
    default: z.literal(true).optional(),
    storefront: storefrontIdSchema,
    path: z
      .string()
      .regex(/^\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*$/, "must be a URL path (percent-encoded, no query or fragment)"),
    /** `false` sends the visitor without UTM parameters; only as a recorded quirk. */
    tracking: z.literal(false).optional(),
    /** Why this row deliberately differs from the rest of the link (a quirk the printed link keeps). */
    quirk: z.string().min(3).optional(),
  })
  .refine((entry) => (entry.country === undefined) === (entry.default === true), {
    message: 'needs either "country" or "default": true',
  });
export type LinkRuleEntry = z.infer<typeof linkRuleEntrySchema>;

/** One short link as marketers write it: `content/links/{slug}.json`. */
export const linkFileSchema = z.strictObject({
  slug: z
    .string()
    .max(maxSlugLength)
    .regex(linkSlugPattern, "must be lowercase letters, digits and single - _ . between them"),
  kind: z.enum(linkKinds),
  /** What the link is for, in a sentence; not used by the code. */
  note: z.string().optional(),
  printed: printedSchema.optional(),
  tracking: linkTrackingSchema,
  rules: z.array(linkRuleEntrySchema).min(1),
});
export type LinkFile = z.infer<typeof linkFileSchema>;

export class LinkContentError extends Error {
  override name = "LinkContentError";
}

/** A parsed link file with the line of each of its rule rows (for messages). */
export type ParsedLinkFile = {
  file: string;
  link: LinkFile;
  lines: ReadonlyMap<string, number>;
  rules: RedirectRule[];
};

export type LinkFileProblem = { file: string; line: number; message: string };

/** Parses and validates one link file; problems name the file, line and field. */
export function readLinkFile(
  file: string,
  text: string,
  registry: StorefrontRegistry = storefrontRegistry,
): { parsed: ParsedLinkFile; problems: [] } | { parsed?: undefined; problems: LinkFileProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problems: [{ file, line: syntaxErrorLine(text, error), message: `not valid JSON: ${reason}` }] };
  }
  const lines = jsonValueLines(text);
  const result = linkFileSchema.safeParse(data);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) => ({
        file,
        line: lineOf(lines, issue.path),
        message: `${issue.path.join(".") || "(file)"}: ${issue.message}`,
      })),
    };
  }
  const link = result.data;
  const problems: LinkFileProblem[] = [];
  const rules: RedirectRule[] = [];
  link.rules.forEach((entry, index) => {
    const target = targetUrl(link, entry, registry);
    if (typeof target !== "string") {
      problems.push({
        file,
        line: lineOf(lines, ["rules", index, "path"]),
        message: `rules.${index}.path: ${target.problem}`,
      });
      return;
    }
    rules.push({
      fromPath: `/redirects/${link.slug}/`,
      toPath: target,
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: true,
      ...(entry.country ? { conditions: { country: entry.country } } : {}),
    });
  });
  if (problems.length > 0) return { problems };
  return { parsed: { file, link, lines, rules }, problems: [] };
}

/** Like `readLinkFile`, but throws a LinkContentError listing the problems. */
export function parseLinkFile(file: string, text: string, registry?: StorefrontRegistry): ParsedLinkFile {
  const { parsed, problems } = readLinkFile(file, text, registry);
  if (!parsed) throw new LinkContentError(problems.map(formatLinkProblem).join("\n"));
  return parsed;
}

export function formatLinkProblem(problem: LinkFileProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/**
 * `https://{host}{path}?utm_source=..&utm_medium=..&utm_campaign=..`, the origin coming from configuration
 * (the registry's production hosts, or the local stack's `http://{id}.localhost:{port}`).
 */
export function targetUrl(
  link: Pick<LinkFile, "tracking">,
  entry: Pick<LinkRuleEntry, "storefront" | "path" | "tracking">,
  registry: StorefrontRegistry = storefrontRegistry,
): string | { problem: string } {
  const url = new URL(entry.path, registry.originOf(entry.storefront as StorefrontId));
  if (url.pathname !== entry.path) return { problem: `must be written in normal form (${url.pathname})` };
  if (entry.tracking !== false) {
    url.search = new URLSearchParams({
      utm_source: link.tracking.source,
      utm_medium: link.tracking.medium,
      utm_campaign: link.tracking.campaign,
    }).toString();
  }
  return url.href;
}
