import { type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import { type LinkKind, type ParsedLinkFile, readLinkFile } from "./link-file.ts";
import { matchTargetRoute, targetPageKey } from "./target-pages.ts";

/** A link file as stored: its name (as it should appear in messages) and its text. */
export type LinkSourceFile = { file: string; text: string };
export type LintIssue = { file: string; line: number; message: string };

/** The tracking values that fit each kind of link; campaigns are free beyond these. */
const trackingByKind: Record<LinkKind, { source: string; medium: readonly string[]; campaign?: string }> = {
  "packaging-pre-purchase": { source: "qr-code", medium: ["qrcode"], campaign: "pre-purchase" },
  "packaging-post-purchase": { source: "qr-code", medium: ["qrcode"], campaign: "post-purchase" },
  "store-sign": { source: "instore", medium: ["qrcode"] },
  leaflet: { source: "folder", medium: ["qrcode"] },
  social: { source: "instagram", medium: ["social-redirects", "social-redirect"] },
};

/**
 * Checks the whole link table: each file parses and validates; its slug matches its file name; exactly one
 * default rule, listed last; no country twice; each country goes to the storefront serving it, with tracking
 * fitting the link's kind, to a real route of that storefront and to the same page as the link's other rules,
 * unless the row records a quirk; no slug twice across files. Issues name the file and line.
 */
export function lintRedirectTable(
  files: readonly LinkSourceFile[],
  options: { registry?: StorefrontRegistry } = {},
): LintIssue[] {
  const registry = options.registry ?? storefrontRegistry;
  const issues: LintIssue[] = [];
  const slugs = new Map<string, string>();
  for (const source of files) {
    const { parsed, problems } = readLinkFile(source.file, source.text, registry);
    if (!parsed) {
      issues.push(...problems);
      continue;
    }
    const slugLine = parsed.lines.get("/slug") ?? 1;
    const seenIn = slugs.get(parsed.link.slug);
    if (seenIn) {
      issues.push({
        file: source.file,
        line: slugLine,
        message: `slug ${parsed.link.slug} is already used by ${seenIn}`,
      });
    } else {
      slugs.set(parsed.link.slug, source.file);
    }
    const baseName = source.file
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.json$/, "");
    if (baseName !== parsed.link.slug) {
      issues.push({ file: source.file, line: slugLine, message: `slug ${parsed.link.slug} must match the file name` });
    }
    issues.push(...lintLink(parsed, registry));
  }
  return issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function lintLink(parsed: ParsedLinkFile, registry: StorefrontRegistry): LintIssue[] {
  const { file, link, lines } = parsed;
  const issues: LintIssue[] = [];
  const at = (pointer: string, message: string) => issues.push({ file, line: lines.get(pointer) ?? 1, message });

  const expected = trackingByKind[link.kind];
  if (link.tracking.source !== expected.source) {
    at("/tracking/source", `utm_source ${link.tracking.source} does not fit a ${link.kind} link (${expected.source})`);
  }
  if (!expected.medium.includes(link.tracking.medium)) {
    at(
      "/tracking/medium",
      `utm_medium ${link.tracking.medium} does not fit a ${link.kind} link (${expected.medium.join(" or ")})`,
    );
  }
  if (expected.campaign && link.tracking.campaign !== expected.campaign) {
    at(
      "/tracking/campaign",
      `utm_campaign ${link.tracking.campaign} does not fit a ${link.kind} link (${expected.campaign})`,
    );
  }

  if (link.printed && link.kind === "social") {
    at("/printed", 'a social link is posted, not printed; remove "printed" or change the kind');
  }

  const defaults = link.rules.flatMap((entry, index) => (entry.default ? [index] : []));
  const lastIndex = link.rules.length - 1;
  if (defaults.length === 0) at("/rules", "has no default rule; add one without a country, listed last");
  for (const index of defaults.slice(1)) at(`/rules/${index}`, "is a second default rule; a link has exactly one");
  const lastDefault = defaults.at(-1);
  if (lastDefault !== undefined && lastDefault !== lastIndex) {
    at(`/rules/${lastDefault}`, "the default rule must be listed last; the rules after it are unreachable");
  }

  const countryRows = new Map<string, number>();
  const pageKeys = new Map<number, string>();
  link.rules.forEach((entry, index) => {
    const pointer = `/rules/${index}`;
    const storefront = registry.byId(entry.storefront);
    if (entry.country) {
      const first = countryRows.get(entry.country);
      if (first !== undefined) {
        at(
          pointer,
          `country ${entry.country} is listed twice; this rule is unreachable (line ${lines.get(`/rules/${first}`)} wins)`,
        );
      } else {
        countryRows.set(entry.country, index);
      }
      const serving = registry.forCountry(entry.country);
      if (serving?.id !== entry.storefront && !entry.quirk) {
        at(
          pointer,
          `${entry.country} is served by the ${serving?.id ?? "no"} storefront, not ${entry.storefront}; fix it or record a "quirk"`,
        );
      }
    }
    if (entry.tracking === false && !entry.quirk)
      at(pointer, 'drops the tracking parameters without a recorded "quirk"');
    const page = matchTargetRoute(storefront, entry.path);
    if (!page) {
      at(`${pointer}/path`, `${entry.path} is not a product, category or page path of the ${storefront.id} storefront`);
    } else {
      pageKeys.set(index, targetPageKey(page));
    }
  });

  const counts = new Map<string, number>();
  for (const key of pageKeys.values()) counts.set(key, (counts.get(key) ?? 0) + 1);
  const usual = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const [index, key] of pageKeys) {
    if (key !== usual && !link.rules[index]?.quirk) {
      at(`/rules/${index}`, `goes to ${key} while the link's other rules go to ${usual}; fix it or record a "quirk"`);
    }
  }
  return issues;
}

export function formatLintIssue(issue: LintIssue): string {
  return `${issue.file}:${issue.line}: ${issue.message}`;
}
