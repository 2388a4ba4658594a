/**
 * Crawls apps/storefront/build/<id>/client for every built storefront: zero broken internal links,
 * zero hreflang alternates pointing at pages that were not built, and reciprocal alternates.
 * Run after `npm run build:all`; exits 1 when anything is broken.
 */
import path from "node:path";
import { deadLinkTargets } from "@hushling/links";
import { builtPageReader, loadRedirectRules, readBuiltSites } from "@hushling/links/node";
import { crawl } from "./build-crawl.ts";

const buildDirectory = path.resolve(import.meta.dirname, "..", process.env.STOREFRONT_BUILD_ROOT ?? "build");
const sites = readBuiltSites(buildDirectory);

if (sites.length === 0) {
  console.error("No storefront build found; run `npm run build:all -w @hushling/storefront` first.");
  process.exit(1);
}
const result = crawl(sites, builtPageReader(buildDirectory));
const dead = deadLinkTargets(await loadRedirectRules(), sites);
result.problems.push(...dead);
for (const problem of result.problems.slice(0, 50)) {
  console.error(`${problem.kind}: ${problem.site} ${problem.page} -> ${problem.target}`);
}
console.log(
  `Crawled ${sites.length} storefronts: ${result.pages} pages, ${result.links} internal links (${result.images} of them images), ${result.alternates} hreflang alternates, ${dead.length} dead short-link targets, ${result.problems.length} problems`,
);
if (result.problems.length > 0) process.exit(1);
