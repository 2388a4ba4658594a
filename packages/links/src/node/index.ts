import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorefrontRegistry } from "@hushling/storefronts";
import {
  formatLinkProblem,
  LinkContentError,
  type LinkFile,
  type ParsedLinkFile,
  parseLinkFile,
  readLinkFile,
} from "../link-file.ts";
import { linkFilesFromRules, sourceLineOf } from "../link-file-writer.ts";
import { lintPrintedLinks } from "../printed-lock.ts";
import { groupRulesByPath } from "../redirect-index.ts";
import { buildRedirectPage } from "../redirect-page.ts";
import type { RedirectRule } from "../redirect-rule.ts";
import { formatLintIssue, type LinkSourceFile, lintRedirectTable } from "../redirect-table-lint.ts";
import { formatRuleTableCsv, parseRuleTableCsv } from "../rule-table-csv.ts";

export { LinkContentError } from "../link-file.ts";
export { builtPageReader, readBuiltSites } from "./built-sites.ts";
export { writeShortLinkQrCodes } from "./qr-codes.ts";

/** `<repo>/content/links`, the canonical link table. */
export const defaultLinksDir = fileURLToPath(new URL("../../../../content/links/", import.meta.url));

export type LoadOptions = {
  registry?: StorefrontRegistry;
  /** The folder messages name files relative to (default: where the process was started). */
  shownFrom?: string;
};

/** Where the process was started (npm runs workspace scripts elsewhere but says so in INIT_CWD). */
export function startDir(): string {
  return process.env.INIT_CWD || process.cwd();
}

/** How a message names a file: relative to `from` when it lies inside it, in full otherwise. */
export function shownPath(file: string, from: string = startDir()): string {
  const relative = path.relative(from, file);
  return relative.startsWith("..") ? file : relative;
}

/** The link files of a directory (`*.json`, sorted), named relative to `shownFrom`. */
export async function readLinkSources(
  dir: string = defaultLinksDir,
  shownFrom: string = startDir(),
): Promise<LinkSourceFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    throw new LinkContentError(`${dir}: cannot read the link table (${(error as Error).message})`);
  }
  return Promise.all(
    names.map(async (name) => {
      const full = path.join(dir, name);
      return { file: shownPath(full, shownFrom), text: await readFile(full, "utf8") };
    }),
  );
}

/**
 * Loads and checks the link table into redirect rules, in file order (each link's default last).
 * Throws a LinkContentError naming file, line and field when any file is invalid or fails the linter,
 * so a server keeps its previous table instead of serving a broken one.
 */
export async function loadRedirectRules(
  dir: string = defaultLinksDir,
  options: LoadOptions = {},
): Promise<RedirectRule[]> {
  return (await loadLinkFiles(dir, options)).flatMap((parsed) => parsed.rules);
}

/** The link files of the table in name order, each with its rules; throws like `loadRedirectRules`. */
export async function loadLinkFiles(
  dir: string = defaultLinksDir,
  options: LoadOptions = {},
): Promise<ParsedLinkFile[]> {
  const sources = await readLinkSources(dir, options.shownFrom);
  if (sources.length === 0) throw new LinkContentError(`${dir}: no link files (*.json)`);
  const issues = lintRedirectTable(sources, options);
  if (issues.length > 0) {
    const shown = issues.slice(0, 20).map(formatLintIssue);
    if (issues.length > shown.length) shown.push(`... and ${issues.length - shown.length} more`);
    throw new LinkContentError(shown.join("\n"));
  }
  return sources.map((source) => parseLinkFile(source.file, source.text, options.registry));
}

/** Writes `{outDir}/redirects/{slug}/index.html` for every link; returns how many pages were written. */
export async function emitRedirectPages(outDir: string, rules: readonly RedirectRule[]): Promise<number> {
  let count = 0;
  for (const fromPath of groupRulesByPath(rules).keys()) {
    const dir = path.join(outDir, ...fromPath.toLowerCase().split("/").filter(Boolean));
    if (!path.resolve(dir).startsWith(path.resolve(outDir) + path.sep)) {
      throw new LinkContentError(`${fromPath}: would be written outside ${outDir}`);
    }
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "index.html"), buildRedirectPage(fromPath, rules));
    count++;
  }
  return count;
}

/** The whole link table as the flat rule CSV, one row per rule. */
export async function exportRuleTableCsv(dir: string = defaultLinksDir, options: LoadOptions = {}): Promise<string> {
  return formatRuleTableCsv(await loadRedirectRules(dir, options));
}

export type RuleTableImport = { written: string[]; unchanged: number; notInTable: string[] };

/**
 * Replaces the link files of the links a rule CSV names. Validates every row (the rule schema), rebuilds the
 * files and lints the resulting table, printed-link lock included (against the files as they are); on any
 * problem throws a LinkContentError with `csv:line` messages and
 * writes nothing. Links missing from the CSV are left alone and listed in `notInTable`.
 */
export async function importRuleTableCsv(
  csvFile: string,
  dir: string = defaultLinksDir,
  options: LoadOptions & { today?: string } = {},
): Promise<RuleTableImport> {
  let csv: string;
  try {
    csv = await readFile(csvFile, "utf8");
  } catch (error) {
    throw new LinkContentError(`${csvFile}: cannot read (${(error as Error).message})`);
  }
  const shownCsv = shownPath(csvFile, options.shownFrom);
  const fail = (problems: { file: string; line: number; message: string }[]) => {
    const shown = problems.slice(0, 30).map(formatLinkProblem);
    if (problems.length > shown.length) shown.push(`... and ${problems.length - shown.length} more`);
    return new LinkContentError(shown.join("\n"));
  };
  const { rows, problems } = parseRuleTableCsv(shownCsv, csv, options.registry);
  if (problems.length > 0) throw fail(problems);

  const sources = await readLinkSources(dir, options.shownFrom);
  const existing = new Map<string, LinkFile>();
  const fileOfSlug = new Map<string, LinkSourceFile>();
  for (const source of sources) {
    const { parsed } = readLinkFile(source.file, source.text, options.registry);
    if (parsed) existing.set(parsed.link.slug, parsed.link);
    fileOfSlug.set(path.basename(source.file, ".json"), source);
  }
  const built = linkFilesFromRules(rows, existing, shownCsv, options.registry);
  if (built.problems.length > 0) throw fail(built.problems);

  const shownDir = shownPath(dir, options.shownFrom);
  const written = new Map(built.files.map((file) => [path.join(shownDir, `${file.slug}.json`), file]));
  const table = [
    ...sources.filter((source) => !written.has(source.file)),
    ...[...written].map(([file, built]) => ({ file, text: built.text })),
  ];
  const lock = lintPrintedLinks(sources, table, {
    today: options.today ?? new Date().toISOString().slice(0, 10),
    against: "the current link files",
    ...(options.registry && { registry: options.registry }),
  });
  const issues = [...lintRedirectTable(table, options), ...lock].map((issue) => {
    const file = written.get(issue.file);
    return file
      ? { file: shownCsv, line: sourceLineOf(file, issue.line), message: `${issue.message} (${issue.file})` }
      : issue;
  });
  if (issues.length > 0) throw fail(issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));

  const changed: string[] = [];
  for (const file of built.files) {
    if (fileOfSlug.get(file.slug)?.text === file.text) continue;
    await writeFile(path.join(dir, `${file.slug}.json`), file.text);
    changed.push(`${file.slug}.json`);
  }
  const imported = new Set(built.files.map((file) => file.slug));
  return {
    written: changed,
    unchanged: built.files.length - changed.length,
    notInTable: [...fileOfSlug.keys()].filter((slug) => !imported.has(slug)),
  };
}
