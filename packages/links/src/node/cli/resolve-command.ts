import { readLinksSettings } from "../../answer-settings.ts";
import { linkResolver, type Resolution } from "../../link-resolution.ts";
import type { VisitorSignals } from "../../visitor-country.ts";
import { defaultLinksDir, loadLinkFiles } from "../index.ts";
import {
  type Command,
  exitCodes,
  linksOption,
  linksOptionHelp,
  type ParsedArguments,
  stringOption,
  UsageError,
  userPath,
} from "./command.ts";

export type { Resolution } from "../../link-resolution.ts";

/** `baby-crib`, `/redirects/baby-crib/?country=se` or a whole short-link URL -> request target. */
function requestTarget(input: string): string {
  if (/^https?:\/\//i.test(input)) {
    const url = new URL(input);
    return url.pathname + url.search;
  }
  return input.startsWith("/") ? input : `/redirects/${input}/`;
}

function signalsOf(args: ParsedArguments, target: string): VisitorSignals {
  const query = stringOption(args, "country") ?? (target.includes("?") ? target.slice(target.indexOf("?") + 1) : null);
  const languages = args.values.lang;
  return {
    query,
    cookie: stringOption(args, "cookie") ?? null,
    edge: stringOption(args, "header") ?? null,
    timeZone: stringOption(args, "tz") ?? null,
    languages: Array.isArray(languages) ? languages : [],
  };
}

export const resolveCommand: Command = {
  name: "resolve",
  summary: "show what a visitor gets: the matching rule, the signal that decided the country and why, the URL",
  help: `usage: links resolve <link...> [--country xx] [--tz Area/City] [--lang xx-YY ...] [--cookie xx]
                     [--header xx] [--all-countries] [--json] [--links <dir>]

<link> is a slug (baby-crib), a path (/redirects/baby-crib/) or a whole short-link URL. The decision is the
one the redirect pages and the redirect server make: ?country= first, then the country cookie, the trusted
edge header, the time zone, the browser languages, else the link's default rule.
  --country xx    the ?country= parameter
  --cookie xx     the country cookie
  --header xx     a trusted edge header's country (CF-IPCountry and the like)
  --tz <zone>     the browser's time zone (Europe/Paris)
  --lang <tag>    a browser language (fr-FR); repeat for several, strongest first
  --all-countries each link for every country it has a rule for (as ?country=) and for nobody (the default)
  --json          one JSON array of { path, kind, country, signal, reason, rule, location }
${linksOptionHelp}

Targets follow STOREFRONT_ORIGINS (production hosts by default) and LINKS_STOREFRONT_HOSTS.
Exit codes: 0 every link resolved to a target; 1 a link is not in the table (its answer is shown: the
storefront home) or the table has problems; 2 wrong usage.`,
  options: {
    ...linksOption,
    country: { type: "string" },
    tz: { type: "string" },
    lang: { type: "string", multiple: true },
    cookie: { type: "string" },
    header: { type: "string" },
    "all-countries": { type: "boolean" },
    json: { type: "boolean" },
  },
  async run(args, io) {
    if (args.positionals.length === 0) throw new UsageError("needs a link: a slug, a /redirects/ path or a URL");
    const everyCountry = Boolean(args.values["all-countries"]);
    if (everyCountry && ["country", "tz", "lang", "cookie", "header"].some((name) => args.values[name])) {
      throw new UsageError("--all-countries sets the country itself; leave out the other signals");
    }
    const registry = readLinksSettings(io.env).storefronts;
    const dir = stringOption(args, "links");
    const files = await loadLinkFiles(dir ? userPath(io, dir) : defaultLinksDir, { registry, shownFrom: io.startDir });
    const rules = files.flatMap((parsed) => parsed.rules);
    const resolve = linkResolver(files, registry);

    const resolutions: Resolution[] = [];
    for (const input of args.positionals) {
      const target = requestTarget(input);
      if (!everyCountry) {
        resolutions.push(resolve(target, signalsOf(args, target)));
        continue;
      }
      const path = target.split("?")[0] ?? target;
      const own = rules.filter((rule) => rule.fromPath === matchRedirectPath(path));
      const countries = [...new Set(own.flatMap((rule) => (rule.conditions ? [rule.conditions.country] : [])))];
      for (const country of [...countries, undefined]) resolutions.push(resolve(path, { query: country ?? null }));
    }

    if (args.values.json) {
      io.out(JSON.stringify(resolutions, null, 2));
    } else {
      for (const item of resolutions) {
        io.out(`${item.path}${item.country ? ` (${item.country})` : " (no country)"}`);
        io.out(`  why     ${item.signal}: ${item.reason}`);
        if (item.rule) {
          io.out(
            `  rule    ${item.rule.file}:${item.rule.line} ${item.rule.country ? `country ${item.rule.country}` : "default"}`,
          );
        } else if (item.kind === "unknown-link") {
          io.out("  rule    none: no such link; the redirect server sends the visitor to the storefront home");
        } else {
          io.out(`  rule    none: ${item.kind}`);
        }
        io.out(`  target  ${item.location ?? "-"}`);
      }
    }
    return resolutions.every((item) => item.kind === "redirect") ? exitCodes.ok : exitCodes.problems;
  },
};

/** The table's spelling of a requested path (case folded, slash added), for listing a link's countries. */
function matchRedirectPath(path: string): string {
  let folded = path.toLowerCase();
  if (!folded.endsWith("/")) folded += "/";
  return folded;
}
