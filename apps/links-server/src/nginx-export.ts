import { writeFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadRedirectRules } from "@hushling/links/node";
import { linksEnvironment } from "./links-settings.ts";
import { nginxLinksConfig } from "./nginx-config.ts";
import { defaultContentDir } from "./redirect-table.ts";

// npm run links:nginx -w @hushling/links-server -- <out.conf> [--listen 8091] [--server-name links.example]
// Reads the same LINKS_* variables as the server (max age, trusted headers, Accept-Language, content dir).
const usage = "usage: links:nginx -- <out.conf> [--listen <port|host:port>] [--server-name <name>]";

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { listen: { type: "string", default: "8091" }, "server-name": { type: "string", default: "_" } },
  });
  const [outFile, ...extra] = positionals;
  if (outFile === undefined || extra.length > 0) throw new Error(usage);
  const environment = linksEnvironment(process.env);
  const contentDir = environment.contentDir ?? defaultContentDir;
  const rules = await loadRedirectRules(contentDir, { registry: environment.settings.storefronts });
  // npm runs workspace scripts in the workspace folder; resolve the path against where the user typed it.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), outFile);
  const config = nginxLinksConfig(rules, environment.settings, {
    listen: values.listen,
    serverName: values["server-name"],
    source: relative(resolve(defaultContentDir, "../.."), contentDir) || contentDir,
  });
  await writeFile(out, config);
  console.log(`wrote ${out} (${rules.length} rules)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
