import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storefrontIds } from "@hushling/storefronts";
import { startLocalStack } from "../../scripts/local-stack/local-stack.ts";

/**
 * Starts the stack the browser tests visit: Vendure on a fresh SQLite file, all fourteen storefronts
 * built from it (hreflang and the short links cross storefronts), and the static host. Tests read where it runs from E2E_* variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(join(tmpdir(), "hushling-e2e-"));
  const stack = await startLocalStack({
    storefronts: storefrontIds,
    commercePort: await freePort(),
    webPort: 0,
    commerceDatabase: join(workDir, "commerce.sqlite"),
    buildDir: join(workDir, "build"),
    quiet: !process.env.E2E_VERBOSE,
  });
  process.env.E2E_WEB_PORT = String(stack.web.port);
  process.env.E2E_COMMERCE_URL = stack.commerceUrl;
  process.env.E2E_BUILD_DIR = join(workDir, "build");
  return async () => {
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
