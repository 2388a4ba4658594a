import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { hostPolicySettings, storefrontRegistry } from "@hushling/storefronts";
import { hostPolicyFiles } from "./host-policy-files.ts";
import { hostPolicyEnvironment } from "./host-policy-settings.ts";

// npm run csp:export -w @hushling/static-host -- <out-dir>
// Writes <out-dir>/<storefront>/nginx-csp.conf and <out-dir>/<storefront>/_headers for every storefront.
try {
  const [outDir, ...extra] = process.argv.slice(2);
  if (outDir === undefined || extra.length > 0) throw new Error("usage: csp:export -- <out-dir>");
  const settings = hostPolicySettings(hostPolicyEnvironment(process.env));
  // npm runs workspace scripts in the workspace folder; resolve the path against where the user typed it.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), outDir);
  for (const files of hostPolicyFiles(storefrontRegistry, settings)) {
    const folder = join(out, files.storefront);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "nginx-csp.conf"), files.nginx);
    await writeFile(join(folder, "_headers"), files.netlifyHeaders);
  }
  console.log(`wrote ${out}/{storefront}/nginx-csp.conf and _headers`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
