import type { StorefrontRegistry } from "@hushling/storefronts";
import type { ParsedLinkFile } from "./link-file.ts";
import { buildRedirectIndex } from "./redirect-index.ts";
import { matchRedirect } from "./redirect-matching.ts";
import type { RedirectRule } from "./redirect-rule.ts";
import { decideVisitorCountry, type VisitorSignals } from "./visitor-country.ts";

/** What a visitor gets for a short link: the answer of `links resolve` and of the editor's simulator. */
export type Resolution = {
  path: string;
  kind: "redirect" | "unknown-link" | "not-a-link" | "bad-request";
  country: string | null;
  signal: string;
  reason: string;
  /** The rule row that matched (file and line), or null for the unknown-link answer. */
  rule: { file: string; line: number; country: string | null } | null;
  location: string | null;
};

/**
 * A resolver over link files: the decision the redirect pages and the redirect server make (visitor
 * country from the signals, then the link's rule for it or its default), with the rule's file and line.
 */
export function linkResolver(
  files: readonly ParsedLinkFile[],
  registry: StorefrontRegistry,
): (target: string, signals: VisitorSignals) => Resolution {
  const index = buildRedirectIndex(files.flatMap((parsed) => parsed.rules));
  const fileOf = new Map<RedirectRule, { parsed: ParsedLinkFile; row: number }>();
  for (const parsed of files) {
    parsed.rules.forEach((rule, row) => {
      fileOf.set(rule, { parsed, row });
    });
  }
  return (target, signals) => {
    const decision = decideVisitorCountry(signals);
    const base = {
      path: target,
      country: decision.country ?? null,
      signal: decision.signal,
      reason: decision.reason(),
    };
    const match = matchRedirect(index, target, decision.country);
    if (match.kind === "redirect") {
      const source = fileOf.get(match.rule);
      const line = source?.parsed.lines.get(`/rules/${source.row}`) ?? 1;
      return {
        ...base,
        kind: "redirect",
        rule: { file: source?.parsed.file ?? "?", line, country: match.rule.conditions?.country ?? null },
        location: match.location,
      };
    }
    if (match.kind === "unknown-link") {
      const home = decision.country ? registry.forCountry(decision.country) : undefined;
      return { ...base, kind: "unknown-link", rule: null, location: `${registry.originOf(home?.id ?? "us")}/` };
    }
    return {
      ...base,
      kind: match.kind,
      reason: match.kind === "bad-request" ? match.reason : base.reason,
      rule: null,
      location: null,
    };
  };
}
