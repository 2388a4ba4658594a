import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorefrontRegistry } from "@hushling/storefronts";
import { LinkContentError, parseLinkFile } from "../link-file.ts";
import { groupRulesByPath } from "../redirect-index.ts";
import { buildRedirectPage } from "../redirect-page.ts";
import type { RedirectRule } from "../redirect-rule.ts";
import { formatLintIssue, type LinkSourceFile, lintRedirectTable } from "../redirect-table-lint.ts";

export { LinkContentError } from "../link-file.ts";

/** `<repo>/content/links`, the canonical link table. */
export const defaultLinksDir = fileURLToPath(new URL("../../../../content/links/", import.meta.url));

export type LoadOptions = { registry?: StorefrontRegistry };

/** Where the command was started (npm runs workspace scripts elsewhere but says so in INIT_CWD). */
export function startDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** The link files of a directory (`*.json`, sorted), named relative to where the command was started. */
export async function readLinkSources(dir: string = defaultLinksDir): Promise<LinkSourceFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    throw new LinkContentError(`${dir}: cannot read the link table (${(error as Error).message})`);
  }
  return Promise.all(
    names.map(async (name) => {
      const full = path.join(dir, name);
      const relative = path.relative(startDir(), full);
      return { file: relative.startsWith("..") ? full : relative, text: await readFile(full, "utf8") };
    }),
  );
}

/**
 * Loads and checks the link table into SPEC 3 rules, in file order (each link's default last).
 * Throws a LinkContentError naming file, line and field when any file is invalid or fails the linter,
 * so a server keeps its previous table instead of serving a broken one.
 */
export async function loadRedirectRules(
  dir: string = defaultLinksDir,
  options: LoadOptions = {},
): Promise<RedirectRule[]> {
  const sources = await readLinkSources(dir);
  if (sources.length === 0) throw new LinkContentError(`${dir}: no link files (*.json)`);
  const issues = lintRedirectTable(sources, options);
  if (issues.length > 0) {
    const shown = issues.slice(0, 20).map(formatLintIssue);
    if (issues.length > shown.length) shown.push(`... and ${issues.length - shown.length} more`);
    throw new LinkContentError(shown.join("\n"));
  }
  return sources.flatMap((source) => parseLinkFile(source.file, source.text, options.registry).rules);
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
