import { type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import { type ParsedLinkFile, printedLockEnds, readLinkFile } from "./link-file.ts";
import type { LinkSourceFile, LintIssue } from "./redirect-table-lint.ts";

export type LockOptions = {
  /** Today, YYYY-MM-DD: a lock ends after the print's shelf life. */
  today: string;
  /** What `previous` is, for messages (a git revision). */
  against: string;
  registry?: StorefrontRegistry;
};

function parsedBySlug(files: readonly LinkSourceFile[], registry: StorefrontRegistry): Map<string, ParsedLinkFile> {
  const bySlug = new Map<string, ParsedLinkFile>();
  for (const source of files) {
    const { parsed } = readLinkFile(source.file, source.text, registry);
    if (parsed) bySlug.set(parsed.link.slug, parsed);
  }
  return bySlug;
}

const baseName = (file: string) =>
  file
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.json$/, "");

function describePrint(parsed: ParsedLinkFile): string {
  const printed = parsed.link.printed;
  if (!printed) return "";
  const item = printed.gtin ? `GTIN ${printed.gtin}` : `SKU ${printed.sku}`;
  return `printed on ${item}, run ${printed.printRun}, locked until ${printedLockEnds(printed)}`;
}

/**
 * The printed-link lock (ADR 0017): for every link that `previous` marks printed and whose shelf life has not
 * ended, the current table must still have it under the same slug, still marked printed, with a default rule
 * and a rule for every country it had. Codes already printed can never be changed, so a deleted or renamed
 * link, or a country left to the default, sends real customers to the wrong place for years. Targets may
 * change (a page moves); `printedLinkChanges` lists those changes for review.
 */
export function lintPrintedLinks(
  previous: readonly LinkSourceFile[],
  current: readonly LinkSourceFile[],
  options: LockOptions,
): LintIssue[] {
  const registry = options.registry ?? storefrontRegistry;
  const before = parsedBySlug(previous, registry);
  const now = parsedBySlug(current, registry);
  const issues: LintIssue[] = [];
  for (const [slug, old] of before) {
    const printed = old.link.printed;
    if (!printed || printedLockEnds(printed) < options.today) continue;
    const print = describePrint(old);
    const link = now.get(slug);
    if (!link) {
      const renamed =
        current.find((source) => baseName(source.file) === baseName(old.file)) ??
        [...now.values()].find(
          (candidate) =>
            candidate.link.printed?.printRun === printed.printRun &&
            (candidate.link.printed?.sku ?? candidate.link.printed?.gtin) === (printed.sku ?? printed.gtin),
        );
      issues.push(
        renamed
          ? {
              file: renamed.file,
              line: 1,
              message: `renames the printed link ${slug} (${print}); printed codes still open /redirects/${slug}/: keep the slug`,
            }
          : {
              file: old.file,
              line: 1,
              message: `deletes the printed link ${slug} (${print}; it is in ${options.against}); printed codes would land on a storefront home: restore it`,
            },
      );
      continue;
    }
    const at = (pointer: string, message: string) =>
      issues.push({ file: link.file, line: link.lines.get(pointer) ?? 1, message });
    if (!link.link.printed) {
      at("/slug", `removes the "printed" mark of ${slug} (${print} in ${options.against}); the lock holds until then`);
    }
    if (!link.link.rules.some((rule) => rule.default)) {
      at(
        "/rules",
        `removes the default rule of the printed link ${slug} (${print}); visitors of other countries need it`,
      );
    }
    const countries = new Set(link.link.rules.flatMap((rule) => (rule.country ? [rule.country] : [])));
    for (const rule of old.link.rules) {
      if (rule.country && !countries.has(rule.country)) {
        at(
          "/rules",
          `leaves ${rule.country} without its target on the printed link ${slug} (${print}); keep a rule for ${rule.country}`,
        );
      }
    }
  }
  return issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export type PrintedLinkChange = {
  slug: string;
  /** A country code, or "default". */
  country: string;
  before: string | null;
  after: string | null;
};

/**
 * Every change to where a printed link sends someone, per country and the default, between two versions of
 * the table: links marked printed in either version. `null` is "no rule" (or no link).
 */
export function printedLinkChanges(
  previous: readonly LinkSourceFile[],
  current: readonly LinkSourceFile[],
  registry: StorefrontRegistry = storefrontRegistry,
): PrintedLinkChange[] {
  const before = parsedBySlug(previous, registry);
  const now = parsedBySlug(current, registry);
  const targetsOf = (parsed: ParsedLinkFile | undefined) => {
    const targets = new Map<string, string>();
    parsed?.rules.forEach((rule) => {
      const country = rule.conditions?.country ?? "default";
      if (!targets.has(country)) targets.set(country, rule.toPath);
    });
    return targets;
  };
  const slugs = new Set([...before, ...now].flatMap(([slug, parsed]) => (parsed.link.printed ? [slug] : [])));
  const changes: PrintedLinkChange[] = [];
  for (const slug of [...slugs].sort()) {
    const old = targetsOf(before.get(slug));
    const fresh = targetsOf(now.get(slug));
    const countries = [...new Set([...old.keys(), ...fresh.keys()])].sort((a, b) =>
      a === "default" ? 1 : b === "default" ? -1 : a.localeCompare(b),
    );
    for (const country of countries) {
      const was = old.get(country) ?? null;
      const is = fresh.get(country) ?? null;
      if (was !== is) changes.push({ slug, country, before: was, after: is });
    }
  }
  return changes;
}
