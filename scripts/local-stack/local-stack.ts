import { join } from "node:path";
import { type LinksServer, startLinksServer } from "@hushling/links-server";
import { type RunningStaticHost, startStaticHost } from "@hushling/static-host";
import type { StorefrontId } from "@hushling/storefronts";
import { type RunningChild, runToCompletion, startChild } from "./child-process.ts";
import { repoRoot } from "./paths.ts";

export type LocalStackOptions = {
  storefronts: readonly StorefrontId[];
  commercePort: number;
  webPort: number;
  /** The redirect server for short links; omitted, it is not started. */
  linksPort?: number;
  /** SQLite file of the commerce database; ignored when DATABASE_URL is set. */
  commerceDatabase: string;
  /** Where storefront builds go; one folder per storefront. */
  buildDir: string;
  quiet?: boolean;
};

export type LocalStack = {
  commerceUrl: string;
  web: RunningStaticHost;
  links?: LinksServer;
  stop(): Promise<void>;
};

/**
 * Builds and starts everything a visitor needs, on this machine: commerce, the storefront builds (which
 * hold the short-link pages), the static host that serves them and, when asked, the redirect server.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const quiet = options.quiet ?? false;
  const running: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const part of running.reverse()) await part.stop();
  };
  try {
    await runToCompletion("commerce build", "npm", ["run", "build", "-w", "@hushling/commerce"], { quiet });
    const commerce: RunningChild = await startChild(
      "commerce",
      "node",
      ["--import", "tsx", "apps/commerce/dist/main.js"],
      {
        env: { COMMERCE_PORT: String(options.commercePort), COMMERCE_SQLITE_PATH: options.commerceDatabase },
        ready: /commerce ready/,
        quiet,
      },
    );
    running.push(commerce);
    const commerceUrl = `http://localhost:${options.commercePort}`;

    await runToCompletion(
      "storefronts",
      "npm",
      ["run", "build:all", "-w", "@hushling/storefront", "--", ...options.storefronts],
      {
        env: {
          COMMERCE_SHOP_API: `${commerceUrl}/shop-api`,
          STOREFRONT_BUILD_ROOT: options.buildDir,
          // Build from the running commerce server, never from an export of another database.
          COMMERCE_EXPORT_DIR: join(options.buildDir, ".no-export"),
        },
        quiet,
      },
    );

    const web = await startStaticHost({
      port: options.webPort,
      sites: options.storefronts.map((id) => ({ id, root: join(options.buildDir, id, "client") })),
    });
    running.push({ stop: web.close });

    let links: LinksServer | undefined;
    if (options.linksPort !== undefined) {
      links = await startLinksServer({ port: options.linksPort, log: quiet ? false : undefined });
      running.push({ stop: links.close });
    }
    return { commerceUrl, web, links, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export const defaultBuildDir = join(repoRoot, "apps", "storefront", "build");
