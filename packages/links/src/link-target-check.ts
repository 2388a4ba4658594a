import type { StorefrontRegistry } from "@hushling/storefronts";
import { type BuiltSite, deadLinkTargets, misdirectedLinkTargets } from "./built-site.ts";
import type { ParsedLinkFile } from "./link-file.ts";
import { chooseRule } from "./redirect-index.ts";

export type TargetStatus =
  /** The target is a page of the build of the storefront serving the country. */
  | "ok"
  /** No such page in that storefront's build: a 404 for everyone scanning from there. */
  | "dead"
  /** An address the build only redirects from (one more hop), not the page itself. */
  | "alias"
  /** Another page than the link's other targets, without a recorded quirk. */
  | "other-page"
  /** Another storefront than the one serving the country, without a recorded quirk. */
  | "wrong-storefront"
  /** That storefront was not built, so nothing can be said. */
  | "not-built";

/** One (link, country) pair, or the link's default (country null), and what a visitor would get. */
export type TargetCheck = {
  link: string;
  country: string | null;
  target: string;
  storefront: string | null;
  status: TargetStatus;
};

/**
 * The offline check behind `links check`: for every link, every country it has a rule for and its default,
 * where the rule sends the visitor, whether that is the storefront serving the country, and whether the page
 * is in that storefront's build (the same checks as the storefront build crawl: a real page, not an alias,
 * the same page as the link's other targets).
 */
export function checkLinkTargets(
  files: readonly ParsedLinkFile[],
  sites: readonly BuiltSite[],
  read: (site: BuiltSite, file: string) => string,
  registry: StorefrontRegistry,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const parsed of files) {
    const fromPath = `/redirects/${parsed.link.slug}/`;
    const mayDiffer = new Map(parsed.rules.map((rule, index) => [rule, !!parsed.link.rules[index]?.quirk]));
    const dead = new Set(deadLinkTargets(parsed.rules, sites).map((problem) => problem.target));
    const misdirected = new Map(
      misdirectedLinkTargets(
        [
          {
            fromPath,
            targets: parsed.rules.map((rule) => ({ toPath: rule.toPath, mayDiffer: !!mayDiffer.get(rule) })),
          },
        ],
        sites,
        read,
      ).map((problem) => [problem.target, problem.kind]),
    );
    const countries = [...new Set(parsed.rules.flatMap((rule) => (rule.conditions ? [rule.conditions.country] : [])))];
    for (const country of [...countries, null]) {
      const rule = chooseRule(parsed.rules, country ?? undefined);
      if (!rule) continue;
      const url = new URL(rule.toPath);
      const storefront = registry.forHost(url.hostname);
      const built = storefront && sites.find((site) => site.id === storefront.id && site.origin === url.origin);
      const serving = country === null ? storefront : registry.forCountry(country);
      const status: TargetStatus = !built
        ? "not-built"
        : serving?.id !== storefront?.id && !mayDiffer.get(rule)
          ? "wrong-storefront"
          : dead.has(rule.toPath)
            ? "dead"
            : misdirected.get(rule.toPath) === "short-link-to-alias"
              ? "alias"
              : misdirected.get(rule.toPath) === "short-link-to-other-page"
                ? "other-page"
                : "ok";
      checks.push({ link: parsed.link.slug, country, target: rule.toPath, storefront: storefront?.id ?? null, status });
    }
  }
  return checks;
}
