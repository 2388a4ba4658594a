import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalStack } from "@hushling/local-stack";
import { buildCommerce } from "@hushling/local-stack/commerce";
import { readSearchSettings } from "@hushling/search";
import { type StorefrontId, storefrontIdSchema } from "@hushling/storefronts";
import { freePort } from "@hushling/test-support/free-port";
import { seededSqliteDataDir } from "../../apps/commerce/test/commerce-process.ts";
import { buildPlan, selectedSpecs, specStorefronts } from "./spec-storefronts.ts";

/**
 * Starts the stack the browser tests visit: Vendure on a copy of the seeded shop the commerce suites
 * share, its catalog exported and the storefronts the selected specs declare built from that export
 * (spec-storefronts.ts; the others are built while the tests run when a spec needs them all), the static
 * host, the redirect server and the search service (in-process, over the same export), short links
 * landing on these local storefronts. Tests read where it runs from E2E_* variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const plan = storefrontsToBuild();
  const workDir = await mkdtemp(join(tmpdir(), "hushling-e2e-"));
  // Commerce reports paid orders to search with it; tests that stand in for commerce send it too.
  const commerceSecret = randomBytes(24).toString("base64url");
  // npm test compiles commerce before it starts Vitest and Playwright side by side (E2E_COMMERCE_BUILT).
  if (!process.env.E2E_COMMERCE_BUILT) await buildCommerce(!process.env.E2E_VERBOSE);
  // A copy of the seeded shop the commerce suites share: seeding it again here was one more minute of
  // CPU; when Vitest runs beside this, whichever asks first seeds it and the other waits for it.
  const commerceData = { dataDir: join(workDir, "commerce") };
  if (!process.env.DATABASE_URL) await seededSqliteDataDir(commerceData.dataDir);
  // The editor writes here, never into the working tree (and, given no `history`, commits nothing); the
  // builds read the same copy.
  const contentDir = join(workDir, "content");
  await cp(new URL("../../content/", import.meta.url), contentDir, { recursive: true });
  const stack = await startLocalStack({
    storefronts: plan.first,
    laterStorefronts: plan.later,
    commercePort: await freePort(),
    // Fixed before the build: the short-link pages are built to send visitors to this stack's storefronts.
    webPort: await freePort(),
    localLinks: true,
    linksPort: await freePort(),
    commerceData,
    commerceBuilt: true,
    buildDir: join(workDir, "build"),
    exportDir: join(workDir, "export"),
    // In-process and cheap: indexes the e2e export; its events go to a file of this run, never re-read.
    search: readSearchSettings({
      SEARCH_PORT: String(await freePort()),
      SEARCH_SQLITE_PATH: join(workDir, "search-events.sqlite"),
      SEARCH_WATCH_INTERVAL_MS: "0",
      SEARCH_COMMERCE_SECRET: commerceSecret,
      // What reaches the e-mail-marketing provider is read back from the stand-in.
      SEARCH_EMAIL_MARKETING_URL: "stand-in",
    }),
    editor: {
      port: await freePort(),
      contentDir,
      mediaDir: join(workDir, "media"),
      accessLogs: [fileURLToPath(new URL("../../apps/editor/test/fixtures/sample-access.log", import.meta.url))],
      backend: { kind: "local" },
      // The editor spec reads its save on de, which only the specs that read every storefront visit (they
      // never run beside it: tests/e2e/locks.ts); the others stay as built while other specs run.
      rebuilds: ["de"],
    },
    quiet: !process.env.E2E_VERBOSE,
  });
  // allStorefrontsBuilt() (whole-build.ts) waits for this file: "built", or why the builds failed.
  const laterBuilds = join(workDir, "later-builds");
  stack.laterBuilds.then(
    () => writeFile(laterBuilds, "built"),
    (error: unknown) => writeFile(laterBuilds, error instanceof Error ? error.message : String(error)),
  );
  process.env.E2E_LATER_BUILDS = laterBuilds;
  process.env.E2E_STOREFRONTS_BUILT = [...plan.first, ...plan.later].join(",");
  process.env.E2E_WEB_PORT = String(stack.web.port);
  process.env.E2E_COMMERCE_URL = stack.commerceUrl;
  process.env.E2E_BUILD_DIR = join(workDir, "build");
  process.env.E2E_LINKS_URL = stack.links?.url ?? "";
  process.env.E2E_SEARCH_URL = stack.search?.url ?? "";
  process.env.E2E_EDITOR_URL = stack.editor?.url ?? "";
  process.env.E2E_CONTENT_DIR = contentDir;
  process.env.E2E_SEARCH_EVENTS = join(workDir, "search-events.sqlite");
  process.env.E2E_SEARCH_COMMERCE_SECRET = commerceSecret;
  return async () => {
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}

/**
 * E2E_STOREFRONTS=us,eu builds only those, all before the tests; otherwise the declarations of the
 * spec files this command line selects decide (a missing or wrong declaration stops the run here).
 */
function storefrontsToBuild(): { first: StorefrontId[]; later: StorefrontId[] } {
  const only = process.env.E2E_STOREFRONTS?.split(",").map((id) => storefrontIdSchema.parse(id.trim()));
  if (only?.length) return { first: only, later: [] };
  const dir = import.meta.dirname;
  // Full paths, as Playwright matches its file filters (`tests/e2e/cart.spec.ts`, `cart`) against them.
  const specs = readdirSync(dir)
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => join(dir, name));
  const selected = selectedSpecs(specs, process.argv);
  return buildPlan(
    (selected.length ? selected : specs).map((file) => specStorefronts(basename(file), readFileSync(file, "utf8"))),
  );
}
