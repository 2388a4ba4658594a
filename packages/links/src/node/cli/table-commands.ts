import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseCatalogExport } from "@hushling/catalog";
import { defaultLanguage, type Storefront, storefrontRegistry } from "@hushling/storefronts";
import { readLinksSettings } from "../../answer-settings.ts";
import { parseLinkFile } from "../../link-file.ts";
import { formatLinkFile } from "../../link-file-writer.ts";
import { localizedAddresses, localizeLinkTargets } from "../../localized-targets.ts";
import { netlifyRedirects } from "../../netlify-redirects.ts";
import { nginxLinksConfig } from "../../nginx-config.ts";
import { lintPrintedLinks, printedLinkChanges } from "../../printed-lock.ts";
import { formatLintIssue, lintRedirectTable } from "../../redirect-table-lint.ts";
import { formatRuleTableCsv } from "../../rule-table-csv.ts";
import { targetPagesMarkdown } from "../../target-pages.ts";
import { readLinkSourcesAt } from "../git-revision.ts";
import {
  defaultLinksDir,
  emitRedirectPages,
  importRuleTableCsv,
  loadRedirectRules,
  readLinkSources,
} from "../index.ts";
import {
  type Command,
  type CommandContext,
  exitCodes,
  formatTable,
  linksOption,
  linksOptionHelp,
  type ParsedArguments,
  stringOption,
  UsageError,
  userPath,
} from "./command.ts";

const linksDirOf = (args: ParsedArguments, io: CommandContext) => {
  const dir = stringOption(args, "links");
  return dir ? userPath(io, dir) : defaultLinksDir;
};

const noExtra = (args: ParsedArguments, allowed: number) => {
  if (args.positionals.length > allowed) {
    throw new UsageError(`unexpected argument(s): ${args.positionals.slice(allowed).join(" ")}`);
  }
};

const today = () => new Date().toISOString().slice(0, 10);

export const validateCommand: Command = {
  name: "validate",
  summary: "check the link table (schema, storefronts, pages, tracking) and the printed-link lock",
  help: `usage: links validate [--links <dir>] [--against <git-revision>] [--no-lock] [--today YYYY-MM-DD]

Lints every link file and, for links marked "printed", compares the table with its version at a git
revision (default HEAD): a printed link may not be deleted, renamed, lose its default rule or a country,
or lose its "printed" mark until its shelf life has ended.
${linksOptionHelp}
  --against <rev> the earlier version for the printed-link lock (default: HEAD)
  --no-lock       skip the printed-link lock (no git needed)
  --today <date>  the day the shelf lives are measured from (default: today)

Exit codes: 0 no problems; 1 problems, each as file:line: message; 2 wrong usage.`,
  options: {
    ...linksOption,
    against: { type: "string" },
    "no-lock": { type: "boolean" },
    today: { type: "string" },
  },
  async run(args, io) {
    noExtra(args, 0);
    const dir = linksDirOf(args, io);
    const day = stringOption(args, "today") ?? today();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError(`--today must be YYYY-MM-DD, got "${day}"`);
    const sources = await readLinkSources(dir, io.startDir);
    if (sources.length === 0) {
      io.err(`${dir}: no link files (*.json)`);
      return exitCodes.problems;
    }
    const issues = lintRedirectTable(sources);
    let lockNote = "printed-link lock not checked (--no-lock)";
    if (!args.values["no-lock"]) {
      const against = stringOption(args, "against") ?? "HEAD";
      issues.push(
        ...lintPrintedLinks(await readLinkSourcesAt(against, dir, io.startDir), sources, { today: day, against }),
      );
      lockNote = `printed-link lock checked against ${against}`;
    }
    for (const issue of issues) io.err(formatLintIssue(issue));
    if (issues.length > 0) {
      io.err(`links validate: ${issues.length} problem(s) in ${sources.length} link files; ${lockNote}`);
      return exitCodes.problems;
    }
    io.out(`links validate: ${sources.length} link files, no problems; ${lockNote}`);
    return exitCodes.ok;
  },
};

export const diffCommand: Command = {
  name: "diff",
  summary: "list every change to a printed link's targets since a git revision",
  help: `usage: links diff <git-revision> [--links <dir>] [--json]

For every link marked printed (then or now), each country and the default whose target changed between the
revision and the working tree: before and after ("-" for no rule).
${linksOptionHelp}
  --json          one JSON array of { slug, country, before, after }

Exit codes: 0 listed (changes are not an error); 1 the revision or a file cannot be read; 2 wrong usage.`,
  options: { ...linksOption, json: { type: "boolean" } },
  async run(args, io) {
    const [revision] = args.positionals;
    if (!revision) throw new UsageError("needs a git revision (a commit, branch or tag)");
    noExtra(args, 1);
    const dir = linksDirOf(args, io);
    const changes = printedLinkChanges(
      await readLinkSourcesAt(revision, dir, io.startDir),
      await readLinkSources(dir, io.startDir),
    );
    if (args.values.json) {
      io.out(JSON.stringify(changes, null, 2));
    } else if (changes.length === 0) {
      io.out(`links diff: no printed link's targets changed since ${revision}`);
    } else {
      const rows = changes.map((change) => [change.slug, change.country, change.before ?? "-", change.after ?? "-"]);
      for (const line of formatTable(["link", "country", "before", "after"], rows)) io.out(line);
      io.out(`links diff: ${changes.length} change(s) to printed links since ${revision}`);
    }
    return exitCodes.ok;
  },
};

const exportFormats = ["csv", "json", "nginx", "netlify"] as const;

export const exportCommand: Command = {
  name: "export",
  summary: "write the table as a CSV sheet, rule JSON, an nginx map config or a Netlify _redirects file",
  help: `usage: links export --format csv|json|nginx|netlify [--out <file>] [--links <dir>]
                    [--listen <port|host:port>] [--server-name <name>]

  --format        csv: the flat rule table for spreadsheets (import reads it back);
                  json: the rules as a JSON array (fromPath, toPath, isPermanent, ignoreCase,
                  redirectInBrowser, conditions.country);
                  nginx: a config to include in http { } that answers like the redirect server;
                  netlify: a _redirects file with Country= conditions (the edge's own GeoIP only)
  --out <file>    where to write (default: standard output)
  --listen        nginx only: the listen value (default 8091)
  --server-name   nginx only: server_name (default _)
${linksOptionHelp}

The targets' hosts, the max age and the trusted country headers come from the same settings as the redirect
server (LINKS_STOREFRONT_HOSTS, STOREFRONT_ORIGINS, LINKS_MAX_AGE, LINKS_TRUSTED_COUNTRY_HEADER,
LINKS_TRUST_EDGE_HEADERS, LINKS_ACCEPT_LANGUAGE_REGION).

Exit codes: 0 written; 1 the table has problems (nothing written); 2 wrong usage.`,
  options: {
    ...linksOption,
    format: { type: "string" },
    out: { type: "string" },
    listen: { type: "string" },
    "server-name": { type: "string" },
  },
  async run(args, io) {
    noExtra(args, 0);
    const format = stringOption(args, "format");
    if (!format || !exportFormats.some((known) => known === format)) {
      throw new UsageError(`--format must be one of ${exportFormats.join(", ")}`);
    }
    if (format !== "nginx" && (args.values.listen !== undefined || args.values["server-name"] !== undefined)) {
      throw new UsageError("--listen and --server-name are for --format nginx");
    }
    const settings = readLinksSettings(io.env);
    const dir = linksDirOf(args, io);
    const rules = await loadRedirectRules(dir, { registry: settings.storefronts, shownFrom: io.startDir });
    const source = path.relative(path.resolve(defaultLinksDir, "../.."), dir) || dir;
    const text =
      format === "csv"
        ? formatRuleTableCsv(rules)
        : format === "json"
          ? `${JSON.stringify(rules, null, 2)}\n`
          : format === "nginx"
            ? nginxLinksConfig(rules, settings, {
                listen: stringOption(args, "listen") ?? "8091",
                serverName: stringOption(args, "server-name") ?? "_",
                source,
              })
            : netlifyRedirects(rules, settings.storefronts, source);
    const out = stringOption(args, "out");
    if (out === undefined) {
      io.out(text.replace(/\n$/, ""));
    } else {
      await writeFile(userPath(io, out), text);
      io.err(`links export: ${rules.length} rules as ${format} written to ${out}`);
    }
    return exitCodes.ok;
  },
};

export const importCommand: Command = {
  name: "import",
  summary: "read a CSV rule sheet back into the link files (all or nothing)",
  help: `usage: links import <file.csv> [--links <dir>] [--today YYYY-MM-DD]

Validates every row with the rule schema, the linter and the printed-link lock (against the files as they
are now), then rewrites the files of the links the sheet names. Kind, note, printed mark and recorded quirks
of unchanged rows are kept from the current files; links missing from the sheet are left alone and listed.
On any problem nothing is written and each problem is printed as file.csv:line: message.
${linksOptionHelp}
  --today <date>  the day the printed links' shelf lives are measured from (default: today)

Exit codes: 0 imported; 1 problems (nothing written); 2 wrong usage.`,
  options: { ...linksOption, today: { type: "string" } },
  async run(args, io) {
    const [file] = args.positionals;
    if (!file) throw new UsageError("needs the CSV file to import");
    noExtra(args, 1);
    const result = await importRuleTableCsv(userPath(io, file), linksDirOf(args, io), {
      shownFrom: io.startDir,
      today: stringOption(args, "today") ?? today(),
    });
    io.out(
      `links import: ${result.written.length} link file(s) written, ${result.unchanged} unchanged` +
        (result.written.length ? ` (${result.written.join(", ")})` : ""),
    );
    if (result.notInTable.length > 0) {
      io.err(`links import: not in ${file}, left as they are: ${result.notInTable.join(", ")}`);
    }
    return exitCodes.ok;
  },
};

export const localizeCommand: Command = {
  name: "localize",
  summary: "rewrite English-slug targets to each storefront's own address (from the commerce export)",
  help: `usage: links localize [<export-dir>] [--links <dir>]

Reads each storefront's catalog from the commerce export (default data/export, written by
\`npm run export -w @hushling/commerce\`) and rewrites link targets such as /produits/cribs/baby-crib/ to the
storefront's own address, so printed links land on the page itself rather than on a redirect.
${linksOptionHelp}

Exit codes: 0 done; 1 the export or a link file cannot be read; 2 wrong usage.`,
  options: { ...linksOption },
  async run(args, io) {
    noExtra(args, 1);
    const dir = linksDirOf(args, io);
    const exportDir = args.positionals[0]
      ? userPath(io, args.positionals[0])
      : path.join(defaultLinksDir, "../../data/export");
    const addressesFor = async (storefront: Storefront) => {
      const file = path.join(exportDir, storefront.id, `${defaultLanguage(storefront).code}.json`);
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, "utf8"));
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message} (run \`npm run export -w @hushling/commerce\` first)`);
      }
      return localizedAddresses(storefront, parseCatalogExport(json, file));
    };
    const addresses = new Map<string, Map<string, string>>();
    for (const storefront of storefrontRegistry.storefronts) {
      addresses.set(storefront.id, await addressesFor(storefront));
    }
    let files = 0;
    let rules = 0;
    for (const source of await readLinkSources(dir, io.startDir)) {
      const { link } = parseLinkFile(source.file, source.text);
      const result = localizeLinkTargets(link, (id) => addresses.get(id) ?? new Map());
      if (result.changed === 0) continue;
      await writeFile(path.join(dir, `${link.slug}.json`), formatLinkFile(result.link).text);
      files++;
      rules += result.changed;
    }
    io.out(`links localize: ${rules} targets in ${files} link files now name the storefront's own address`);
    return exitCodes.ok;
  },
};

export const pagesCommand: Command = {
  name: "pages",
  summary: "rewrite content/links/TARGET-PAGES.md, the pages each storefront build must contain",
  help: `usage: links pages [--links <dir>]

Writes TARGET-PAGES.md beside the link files: per storefront, every page a link targets.
${linksOptionHelp}

Exit codes: 0 written; 1 the table has problems; 2 wrong usage.`,
  options: { ...linksOption },
  async run(args, io) {
    noExtra(args, 0);
    const dir = linksDirOf(args, io);
    const file = path.join(dir, "TARGET-PAGES.md");
    await writeFile(file, targetPagesMarkdown(await loadRedirectRules(dir, { shownFrom: io.startDir })));
    io.out(`links pages: wrote ${path.relative(io.startDir, file)}`);
    return exitCodes.ok;
  },
};

export const emitCommand: Command = {
  name: "emit",
  summary: "write the static redirect pages, <out-dir>/redirects/{slug}/index.html",
  help: `usage: links emit <out-dir> [--links <dir>]

The pages every storefront build holds, for any other static host. Targets follow STOREFRONT_ORIGINS
(production hosts by default).
${linksOptionHelp}

Exit codes: 0 written; 1 the table has problems; 2 wrong usage.`,
  options: { ...linksOption },
  async run(args, io) {
    const [outDir] = args.positionals;
    if (!outDir) throw new UsageError("needs the folder to write the pages into");
    noExtra(args, 1);
    const registry = readLinksSettings(io.env).storefronts;
    await mkdir(userPath(io, outDir), { recursive: true });
    const count = await emitRedirectPages(
      userPath(io, outDir),
      await loadRedirectRules(linksDirOf(args, io), { registry, shownFrom: io.startDir }),
    );
    io.out(`links emit: ${count} redirect pages in ${path.join(outDir, "redirects")}`);
    return exitCodes.ok;
  },
};
