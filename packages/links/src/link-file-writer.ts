import { type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import type { LinkFile, LinkKind, LinkRuleEntry, LinkTracking } from "./link-file.ts";
import type { RedirectRule } from "./redirect-rule.ts";
import type { RuleTableProblem, RuleTableRow } from "./rule-table-csv.ts";

/** A link file rebuilt from flat rules: its JSON text and, per rule, the text line it is on and its source line. */
export type WrittenLinkFile = {
  slug: string;
  text: string;
  /** [line in the JSON text, line in the source table], one per rule, in order. */
  ruleLines: [number, number][];
};

const lineWidth = 120;

/** One entry as the repository's formatter writes it: on one line when it fits, else one key per line. */
function formatEntry(entry: Record<string, unknown>, indent: string, trailer: string, key?: string): string[] {
  const pairs = Object.entries(entry).map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  const opening = `${indent}${key === undefined ? "" : `${JSON.stringify(key)}: `}{`;
  const single = `${opening} ${pairs.join(", ")} }${trailer}`;
  if (single.length <= lineWidth) return [single];
  return [
    opening,
    ...pairs.map((pair, index) => `${indent}  ${pair}${index < pairs.length - 1 ? "," : ""}`),
    `${indent}}${trailer}`,
  ];
}

/** A link file in the layout of content/links (so a CSV round trip leaves the files as they were). */
export function formatLinkFile(link: LinkFile): { text: string; ruleLines: number[] } {
  const lines = ["{", `  "slug": ${JSON.stringify(link.slug)},`, `  "kind": ${JSON.stringify(link.kind)},`];
  if (link.note !== undefined) lines.push(`  "note": ${JSON.stringify(link.note)},`);
  if (link.printed !== undefined) lines.push(...formatEntry(link.printed, "  ", ",", "printed"));
  lines.push(...formatEntry(link.tracking, "  ", ",", "tracking"), '  "rules": [');
  const ruleLines: number[] = [];
  link.rules.forEach((entry, index) => {
    ruleLines.push(lines.length + 1);
    lines.push(...formatEntry(entry, "    ", index < link.rules.length - 1 ? "," : ""));
  });
  lines.push("  ]", "}");
  return { text: `${lines.join("\n")}\n`, ruleLines };
}

/** The kind of link a tracking set belongs to, for links that have no file yet. */
function kindForTracking(tracking: LinkTracking): LinkKind | undefined {
  if (tracking.source === "qr-code" && tracking.campaign === "pre-purchase") return "packaging-pre-purchase";
  if (tracking.source === "qr-code" && tracking.campaign === "post-purchase") return "packaging-post-purchase";
  if (tracking.source === "instore") return "store-sign";
  if (tracking.source === "folder") return "leaflet";
  if (tracking.source === "instagram") return "social";
  return undefined;
}

/** The tracking values of a target's query, `false` for none, or a problem when it is anything else. */
function trackingOf(search: string): LinkTracking | false | { problem: string } {
  if (search === "") return false;
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  if (keys.join(",") !== "utm_source,utm_medium,utm_campaign") {
    return { problem: "toPath: the query must be exactly utm_source, utm_medium and utm_campaign, or none" };
  }
  return {
    source: params.get("utm_source") ?? "",
    medium: params.get("utm_medium") ?? "",
    campaign: params.get("utm_campaign") ?? "",
  };
}

function sameEntry(a: LinkRuleEntry, b: Omit<LinkRuleEntry, "quirk">): boolean {
  return (
    a.country === b.country &&
    a.default === b.default &&
    a.storefront === b.storefront &&
    a.path === b.path &&
    a.tracking === b.tracking
  );
}

/**
 * Groups flat rules (in table order) into link files. The flat table has no room for a link's kind, note or
 * quirks, so they come from `existing` (the current files by slug): a row keeps its recorded quirk while its
 * target is unchanged. A new link's kind follows from its tracking values.
 */
export function linkFilesFromRules(
  rows: readonly RuleTableRow[],
  existing: ReadonlyMap<string, LinkFile>,
  source: string,
  registry: StorefrontRegistry = storefrontRegistry,
): { files: WrittenLinkFile[]; problems: RuleTableProblem[] } {
  const bySlug = new Map<string, RuleTableRow[]>();
  for (const row of rows) {
    const slug = row.rule.fromPath.slice("/redirects/".length, -1);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), row]);
  }
  const files: WrittenLinkFile[] = [];
  const problems: RuleTableProblem[] = [];
  for (const [slug, linkRows] of bySlug) {
    const previous = existing.get(slug);
    let tracking: LinkTracking | undefined;
    const entries: { entry: LinkRuleEntry; line: number }[] = [];
    for (const { line, rule } of linkRows) {
      const entry = ruleEntry(rule, registry);
      if ("problem" in entry) {
        problems.push({ file: source, line, message: entry.problem });
        continue;
      }
      if (entry.tracking) {
        if (tracking && JSON.stringify(tracking) !== JSON.stringify(entry.tracking)) {
          problems.push({
            file: source,
            line,
            message: `toPath: a link has one set of UTM values; ${rule.fromPath} already uses ${new URLSearchParams({ utm_source: tracking.source, utm_medium: tracking.medium, utm_campaign: tracking.campaign })}`,
          });
          continue;
        }
        tracking = entry.tracking;
      }
      const { tracking: _, ...target } = entry;
      const row: Omit<LinkRuleEntry, "quirk"> = { ...target, ...(entry.tracking === false ? { tracking: false } : {}) };
      const kept = previous?.rules.find((old) => sameEntry(old, row));
      entries.push({ entry: kept?.quirk ? { ...row, quirk: kept.quirk } : row, line });
    }
    const firstLine = linkRows[0]?.line ?? 1;
    tracking ??= previous?.tracking;
    if (!tracking) {
      problems.push({ file: source, line: firstLine, message: `${slug}: no rule carries the link's UTM values` });
      continue;
    }
    const kind = previous?.kind ?? kindForTracking(tracking);
    if (!kind) {
      problems.push({
        file: source,
        line: firstLine,
        message: `${slug}: utm_source ${tracking.source} fits no kind of link; create the link file first`,
      });
      continue;
    }
    const link: LinkFile = {
      slug,
      kind,
      ...(previous?.note !== undefined ? { note: previous.note } : {}),
      ...(previous?.printed !== undefined ? { printed: previous.printed } : {}),
      tracking,
      rules: entries.map(({ entry }) => entry),
    };
    const { text, ruleLines } = formatLinkFile(link);
    files.push({ slug, text, ruleLines: ruleLines.map((jsonLine, index) => [jsonLine, entries[index]?.line ?? 1]) });
  }
  return { files, problems };
}

type ParsedEntry = Omit<LinkRuleEntry, "tracking" | "quirk"> & { tracking: LinkTracking | false };

function ruleEntry(rule: RedirectRule, registry: StorefrontRegistry): ParsedEntry | { problem: string } {
  const url = new URL(rule.toPath);
  const storefront = registry.forHost(url.hostname);
  if (!storefront) return { problem: `toPath: host ${url.hostname} is not a storefront host` };
  const tracking = trackingOf(url.search);
  if (tracking !== false && "problem" in tracking) return tracking;
  const place = rule.conditions ? { country: rule.conditions.country } : { default: true as const };
  return { ...place, storefront: storefront.id, path: url.pathname, tracking };
}

/** The source line of a line of a written link file: the rule it falls in, else the link's first row. */
export function sourceLineOf(file: WrittenLinkFile, jsonLine: number): number {
  let found = file.ruleLines[0]?.[1] ?? 1;
  for (const [start, sourceLine] of file.ruleLines) {
    if (start <= jsonLine) found = sourceLine;
  }
  return found;
}
