// `npm run links:pages`: rewrites content/links/TARGET-PAGES.md from the link table.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { targetPagesMarkdown } from "../target-pages.ts";
import { defaultLinksDir, loadRedirectRules } from "./index.ts";

try {
  const file = path.join(defaultLinksDir, "TARGET-PAGES.md");
  await writeFile(file, targetPagesMarkdown(await loadRedirectRules()));
  console.log(`links:pages: wrote ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
