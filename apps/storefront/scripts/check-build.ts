/**
 * Crawls apps/storefront/build/<id>/client for every built storefront: zero broken internal links,
 * zero hreflang alternates pointing at pages that were not built, and reciprocal alternates.
 * Run after `npm run build:all`; exits 1 when anything is broken.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadRedirectRules } from "@hushling/links/node";
import { storefrontRegistry } from "@hushling/storefronts";
import { type BuiltSite, crawl, deadLinkTargets } from "./build-crawl.ts";

const buildDirectory = path.resolve(import.meta.dirname, "../build");

const sites: BuiltSite[] = storefrontRegistry.storefronts.flatMap((storefront) => {
  const client = path.join(buildDirectory, storefront.id, "client");
  if (!existsSync(client)) return [];
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  return [{ id: storefront.id, origin: `https://${storefront.host}`, files: new Set(files) }];
});

if (sites.length === 0) {
  console.error("No storefront build found; run `npm run build:all -w @hushling/storefront` first.");
  process.exit(1);
}
const result = crawl(sites, (site, file) => readFileSync(path.join(buildDirectory, site.id, "client", file), "utf8"));
const dead = deadLinkTargets(await loadRedirectRules(), sites);
result.problems.push(...dead);
for (const problem of result.problems.slice(0, 50)) {
  console.error(`${problem.kind}: ${problem.site} ${problem.page} -> ${problem.target}`);
}
console.log(
  `Crawled ${sites.length} storefronts: ${result.pages} pages, ${result.links} internal links, ${result.alternates} hreflang alternates, ${dead.length} dead short-link targets, ${result.problems.length} problems`,
);
if (result.problems.length > 0) process.exit(1);
