import type { RedirectRule } from "./redirect-rule.ts";

/** Rules grouped by fromPath, in table order; ignoreCase rules under the lowercased path. */
export type RedirectIndex = {
  readonly byPath: ReadonlyMap<string, readonly RedirectRule[]>;
};

export function buildRedirectIndex(rules: readonly RedirectRule[]): RedirectIndex {
  const byPath = new Map<string, RedirectRule[]>();
  for (const rule of rules) {
    const key = rule.ignoreCase ? rule.fromPath.toLowerCase() : rule.fromPath;
    const group = byPath.get(key);
    if (group) group.push(rule);
    else byPath.set(key, [rule]);
  }
  return { byPath };
}

/** The rules of each fromPath in table order (handy for emitting one output per link). */
export function groupRulesByPath(rules: readonly RedirectRule[]): Map<string, RedirectRule[]> {
  const groups = new Map<string, RedirectRule[]>();
  for (const rule of rules) {
    const group = groups.get(rule.fromPath);
    if (group) group.push(rule);
    else groups.set(rule.fromPath, [rule]);
  }
  return groups;
}

/** The country step of matching, over one path's rules: the rule for the country, else the rule without conditions. */
export function chooseRule(rules: readonly RedirectRule[], country: string | undefined): RedirectRule | undefined {
  const forCountry = country === undefined ? undefined : rules.find((rule) => rule.conditions?.country === country);
  return forCountry ?? rules.find((rule) => rule.conditions === undefined);
}
