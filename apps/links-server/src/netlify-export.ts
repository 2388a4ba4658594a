import { writeFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { loadRedirectRules } from "@hushling/links/node";
import { linksEnvironment } from "./links-settings.ts";
import { netlifyRedirects } from "./netlify-redirects.ts";
import { defaultContentDir } from "./redirect-table.ts";

// npm run links:netlify -w @hushling/links-server -- <_redirects>
// Reads the same LINKS_* variables as the server (storefront hosts, content dir).
try {
  const [outFile, ...extra] = process.argv.slice(2);
  if (outFile === undefined || extra.length > 0) throw new Error("usage: links:netlify -- <out/_redirects>");
  const environment = linksEnvironment(process.env);
  const contentDir = environment.contentDir ?? defaultContentDir;
  const rules = await loadRedirectRules(contentDir, { registry: environment.settings.storefronts });
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), outFile);
  const source = relative(resolve(defaultContentDir, "../.."), contentDir) || contentDir;
  await writeFile(out, netlifyRedirects(rules, environment.settings.storefronts, source));
  console.log(`wrote ${out} (${rules.length} rules)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
