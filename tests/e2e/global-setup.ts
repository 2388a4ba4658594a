import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readSearchSettings } from "@hushling/search";
import { storefrontIdSchema, storefrontIds } from "@hushling/storefronts";
import { freePort } from "../../scripts/local-stack/free-port.ts";
import { startLocalStack } from "../../scripts/local-stack/local-stack.ts";

/**
 * Starts the stack the browser tests visit: Vendure on a fresh SQLite file, its catalog exported and
 * all fourteen storefronts built from that export (hreflang and the short links cross storefronts), the
 * static host, the redirect server and the search service (in-process, over the same export), short links
 * landing on these local storefronts. Tests read where it runs from E2E_* variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_STOREFRONTS=us,eu builds only those, for a targeted run of a spec that stays on them.
  const only = process.env.E2E_STOREFRONTS?.split(",").map((id) => storefrontIdSchema.parse(id.trim()));
  const workDir = await mkdtemp(join(tmpdir(), "hushling-e2e-"));
  // The editor writes here, never into the working tree; the builds read the same copy.
  const contentDir = join(workDir, "content");
  await cp(new URL("../../content/", import.meta.url), contentDir, { recursive: true });
  const stack = await startLocalStack({
    storefronts: only?.length ? only : storefrontIds,
    commercePort: await freePort(),
    // Fixed before the build: the short-link pages are built to send visitors to this stack's storefronts.
    webPort: await freePort(),
    localLinks: true,
    linksPort: await freePort(),
    commerceDatabase: join(workDir, "commerce.sqlite"),
    buildDir: join(workDir, "build"),
    exportDir: join(workDir, "export"),
    // In-process and cheap: indexes the e2e export; its events go to a file of this run, never re-read.
    search: readSearchSettings({
      SEARCH_PORT: String(await freePort()),
      SEARCH_SQLITE_PATH: join(workDir, "search-events.sqlite"),
      SEARCH_WATCH_INTERVAL_MS: "0",
    }),
    editor: {
      port: await freePort(),
      contentDir,
      mediaDir: join(workDir, "media"),
      accessLogs: [fileURLToPath(new URL("../../apps/editor/test/fixtures/sample-access.log", import.meta.url))],
      backend: { kind: "local" },
    },
    quiet: !process.env.E2E_VERBOSE,
  });
  process.env.E2E_WEB_PORT = String(stack.web.port);
  process.env.E2E_COMMERCE_URL = stack.commerceUrl;
  process.env.E2E_BUILD_DIR = join(workDir, "build");
  process.env.E2E_LINKS_URL = stack.links?.url ?? "";
  process.env.E2E_SEARCH_URL = stack.search?.url ?? "";
  process.env.E2E_EDITOR_URL = stack.editor?.url ?? "";
  process.env.E2E_CONTENT_DIR = contentDir;
  process.env.E2E_SEARCH_EVENTS = join(workDir, "search-events.sqlite");
  return async () => {
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
