import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { readLinksSettings } from "../../answer-settings.ts";
import { checkLinkTargets, type TargetCheck } from "../../link-target-check.ts";
import { builtPageReader, readBuiltSites } from "../built-sites.ts";
import { defaultLinksDir, loadLinkFiles } from "../index.ts";
import { fetchFollowing, mapBounded } from "../live-check.ts";
import {
  type Command,
  exitCodes,
  formatTable,
  linksOption,
  linksOptionHelp,
  type ParsedArguments,
  stringOption,
  UsageError,
  userPath,
} from "./command.ts";

const defaultBuildDir = path.join(defaultLinksDir, "../../apps/storefront/build");

/** A live answer for one (link, country) pair. */
type LiveCheck = TargetCheck & { finalStatus: number | null; finalUrl: string; error?: string };

function whole(args: ParsedArguments, name: string, fallback: number, max: number): number {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}, got "${text}"`);
  }
  return value;
}

export const checkCommand: Command = {
  name: "check",
  summary: "check every link x country x default lands on a real page of the storefront serving it",
  help: `usage: links check [--build <dir>] [--json] [--links <dir>]
       links check --live --base <url> [--concurrency 8] [--timeout 10000] [--json] [--links <dir>]

Offline (default): for every link, every country it has a rule for and its default, the target must be on
the storefront serving that country (unless the row records a quirk) and be a page of that storefront's
build, the page itself (not an English-slug alias) and the same page as the link's other targets.
  --build <dir>   the storefront builds, one <id>/client folder each (default: apps/storefront/build)

Live: requests {base}/redirects/{slug}/?country=xx (no country for the default) over HTTP, follows redirects
and reports the final status; the first answer must send the visitor to the table's target.
  --base <url>    the redirect server (or any host answering the short links with HTTP redirects)
  --concurrency   requests at once (default 8)
  --timeout <ms>  per request (default 10000)
  Targets follow STOREFRONT_ORIGINS and WEB_PORT: set STOREFRONT_ORIGINS=local to check the local stack.
  *.localhost names are sent to this machine.

  --json          one JSON array of the checks
${linksOptionHelp}

Exit codes: 0 every target is good; 1 any dead, misdirected or unbuilt target (listed), or the table has
problems; 2 wrong usage.`,
  options: {
    ...linksOption,
    build: { type: "string" },
    live: { type: "boolean" },
    base: { type: "string" },
    concurrency: { type: "string" },
    timeout: { type: "string" },
    json: { type: "boolean" },
  },
  async run(args, io) {
    if (args.positionals.length > 0) throw new UsageError(`unexpected argument(s): ${args.positionals.join(" ")}`);
    const live = Boolean(args.values.live);
    const base = stringOption(args, "base");
    if (live !== (base !== undefined)) throw new UsageError("--live and --base <url> go together");
    if (live && args.values.build !== undefined) throw new UsageError("--build is for the offline check");
    const dir = stringOption(args, "links");
    const linksDir = dir ? userPath(io, dir) : defaultLinksDir;
    let checks: (TargetCheck | LiveCheck)[];
    if (!live) {
      const buildDir = stringOption(args, "build");
      const root = buildDir ? userPath(io, buildDir) : defaultBuildDir;
      const sites = readBuiltSites(root);
      if (sites.length === 0) {
        io.err(`links check: no storefront build in ${root}; run \`npm run build:all -w @hushling/storefront\` first`);
        return exitCodes.problems;
      }
      // The builds name production origins (canonical, hreflang), so the offline check reads the table so too.
      const files = await loadLinkFiles(linksDir, { registry: storefrontRegistry, shownFrom: io.startDir });
      checks = checkLinkTargets(files, sites, builtPageReader(root), storefrontRegistry);
    } else {
      let origin: URL;
      try {
        origin = new URL(base ?? "");
      } catch {
        throw new UsageError(`--base must be an http(s) URL, got "${base}"`);
      }
      if (origin.protocol !== "http:" && origin.protocol !== "https:") {
        throw new UsageError(`--base must be an http(s) URL, got "${base}"`);
      }
      const concurrency = whole(args, "concurrency", 8, 64);
      const timeout = whole(args, "timeout", 10_000, 120_000);
      const registry = readLinksSettings(io.env).storefronts;
      const files = await loadLinkFiles(linksDir, { registry, shownFrom: io.startDir });
      const pairs = files.flatMap((parsed) => {
        const countries = [...new Set(parsed.link.rules.flatMap((rule) => (rule.country ? [rule.country] : [])))];
        return [...countries, null].map((country) => ({ parsed, country }));
      });
      const prefix = origin.href.replace(/\/$/, "");
      checks = await mapBounded(pairs, concurrency, async ({ parsed, country }) => {
        const rule =
          parsed.rules.find((candidate) => candidate.conditions?.country === country) ??
          parsed.rules.find((candidate) => candidate.conditions === undefined);
        const target = rule?.toPath ?? "";
        const url = `${prefix}/redirects/${parsed.link.slug}/${country ? `?country=${country}` : ""}`;
        const answer = await fetchFollowing(url, timeout);
        const status =
          answer.firstLocation !== target ? "wrong-storefront" : answer.status === 200 ? "ok" : ("dead" as const);
        return {
          link: parsed.link.slug,
          country,
          target,
          storefront: registry.forHost(new URL(target).hostname)?.id ?? null,
          status: answer.firstLocation !== target && answer.status === 200 ? "wrong-storefront" : status,
          finalStatus: answer.status,
          finalUrl: answer.finalUrl,
          ...(answer.error && { error: answer.error }),
        };
      });
    }
    const bad = checks.filter((check) => check.status !== "ok");
    if (args.values.json) {
      io.out(JSON.stringify(checks, null, 2));
    } else {
      const shown = bad.length > 0 ? bad : [];
      if (shown.length > 0) {
        const rows = shown.map((check) => [
          check.link,
          check.country ?? "default",
          check.status,
          "finalStatus" in check ? String(check.finalStatus ?? check.error ?? "-") : "",
          check.target,
        ]);
        for (const line of formatTable(["link", "country", "problem", live ? "final" : "", "target"], rows)) {
          io.out(line);
        }
      }
      const links = new Set(checks.map((check) => check.link)).size;
      io.out(
        `links check${live ? " --live" : ""}: ${checks.length} targets of ${links} links (every country and the default), ` +
          `${checks.length - bad.length} good, ${bad.length} bad`,
      );
    }
    return bad.length > 0 ? exitCodes.problems : exitCodes.ok;
  },
};
