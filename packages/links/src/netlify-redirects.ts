import type { StorefrontRegistry } from "@hushling/storefronts";
import { groupRulesByPath } from "./redirect-index.ts";
import { assertStorefrontTargets, type RedirectRule } from "./redirect-rule.ts";

export class NetlifyExportError extends Error {
  override name = "NetlifyExportError";
}

/**
 * A Netlify-style `_redirects` file (ARCHITECTURE.md output (c)) answering every link as `chooseRule` does:
 * per link, one line per distinct target with the `Country=` codes sent there (first rule of a country wins,
 * as in the index), then the default line without a condition (the host checks lines top to bottom).
 * `301!` because the same deploy also holds the static redirect page at that path, which must not shadow it.
 * What the edge cannot do: it reads only its own GeoIP country (no `?country=`, cookie or time zone), and
 * matches paths as its own rules say (the static pages' 404 recovery still covers odd spellings).
 */
export function netlifyRedirects(rules: readonly RedirectRule[], registry: StorefrontRegistry, source = ""): string {
  assertStorefrontTargets(rules, registry);
  const lines = [
    "# Short links (generated from content/links by `npm run links -- export --format netlify`; edit the link files, not this).",
    ...(source ? [`# Source: ${source}`] : []),
  ];
  for (const [path, linkRules] of groupRulesByPath(rules)) {
    const countriesByTarget = new Map<string, string[]>();
    const seen = new Set<string>();
    let defaultTarget: string | undefined;
    for (const rule of linkRules) {
      const country = rule.conditions?.country;
      if (!country) {
        defaultTarget ??= rule.toPath;
        continue;
      }
      if (seen.has(country)) continue;
      seen.add(country);
      countriesByTarget.set(rule.toPath, [...(countriesByTarget.get(rule.toPath) ?? []), country]);
    }
    if (!defaultTarget) throw new NetlifyExportError(`${path}: no default rule`);
    const from = field(linkRules[0]?.fromPath ?? path, path);
    for (const [target, countries] of countriesByTarget) {
      if (target === defaultTarget) continue;
      lines.push(`${from} ${field(target, path)} 301! Country=${countries.join(",")}`);
    }
    lines.push(`${from} ${field(defaultTarget, path)} 301!`);
  }
  return `${lines.join("\n")}\n`;
}

/** Fields are separated by white space and `#` starts a comment, so neither may appear in a value. */
function field(value: string, path: string): string {
  if (!/^[\x21\x22\x24-\x7e]+$/.test(value)) {
    throw new NetlifyExportError(`${path}: "${value}" cannot be written into a _redirects file`);
  }
  return value;
}
