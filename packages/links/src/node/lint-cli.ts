// `npm run links:lint [-- <dir>]`: checks the link table; exits 1 with file:line messages on any problem.
import path from "node:path";
import { formatLintIssue, lintRedirectTable } from "../redirect-table-lint.ts";
import { defaultLinksDir, readLinkSources, startDir } from "./index.ts";

const dir = process.argv[2] ? path.resolve(startDir(), process.argv[2]) : defaultLinksDir;
try {
  const sources = await readLinkSources(dir);
  const issues = lintRedirectTable(sources);
  for (const issue of issues) console.error(formatLintIssue(issue));
  if (sources.length === 0) console.error(`${dir}: no link files (*.json)`);
  if (issues.length > 0 || sources.length === 0) {
    console.error(`links:lint: ${issues.length} problem(s) in ${sources.length} link files`);
    process.exitCode = 1;
  } else {
    console.log(`links:lint: ${sources.length} link files, no problems`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
