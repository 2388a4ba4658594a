import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seededSqliteDataDir } from "@hushling/commerce/testing";
import { startLocalStack } from "@hushling/local-stack";
import { buildCommerce } from "@hushling/local-stack/commerce";
import { readSearchSettings } from "@hushling/search";
import { type StorefrontId, storefrontIdSchema, storefrontIds } from "@hushling/storefronts";
import { freePort } from "@hushling/test-support/free-port";
import { claimsDir, editorBuildDir, exportDir } from "./run-dir.ts";

/**
 * Starts the stack the browser tests visit: Vendure on a copy of the seeded shop the commerce suites
 * share, its catalog exported and every storefront built from that export before any test starts
 * (E2E_STOREFRONTS=us,eu builds only those, for a quicker local run), the static host, the redirect
 * server and the search service (in-process, over the same export), short links landing on these local
 * storefronts. Tests read where it runs from E2E_* variables; the run folder (E2E_RUN_DIR) also holds the
 * product claims (products.ts) and the editor's own rebuilds.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const storefronts = storefrontsToBuild();
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
  await mkdir(claimsDir(workDir));
  const stack = await startLocalStack({
    storefronts,
    commercePort: await freePort(),
    // Fixed before the build: the short-link pages are built to send visitors to this stack's storefronts.
    webPort: await freePort(),
    localLinks: true,
    linksPort: await freePort(),
    commerceData,
    commerceBuilt: true,
    buildDir: join(workDir, "build"),
    exportDir: exportDir(workDir),
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
      // The editor spec reads its save on de, rebuilt into a folder of its own: the specs that read every
      // storefront's build never meet it half-written.
      rebuilds: ["de"],
      rebuildDir: editorBuildDir(workDir),
    },
    quiet: !process.env.E2E_VERBOSE,
  });
  process.env.E2E_RUN_DIR = workDir;
  process.env.E2E_STOREFRONTS_BUILT = storefronts.join(",");
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

/** Every storefront, or those E2E_STOREFRONTS names (`us,eu`). */
function storefrontsToBuild(): StorefrontId[] {
  const only = process.env.E2E_STOREFRONTS?.split(",").map((id) => storefrontIdSchema.parse(id.trim()));
  return only?.length ? only : [...storefrontIds];
}
