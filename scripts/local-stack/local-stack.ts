import { join } from "node:path";
import { type LinksServer, startLinksServer } from "@hushling/links-server";
import { type RunningStaticHost, startStaticHost } from "@hushling/static-host";
import type { StorefrontId } from "@hushling/storefronts";
import { runToCompletion } from "./child-process.ts";
import { startCommerce } from "./commerce.ts";
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
  /** Where the commerce export (catalog files and images) goes; the builds read it from there. */
  exportDir: string;
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
    const commerce = await startCommerce({
      port: options.commercePort,
      webPort: options.webPort,
      database: options.commerceDatabase,
      quiet,
    });
    running.push(commerce);
    const commerceUrl = commerce.url;

    // build:all exports the catalog from this commerce server first, so the builds show its data.
    await runToCompletion(
      "storefronts",
      "npm",
      [
        "run",
        "build:all",
        "-w",
        "@hushling/storefront",
        "--",
        `--commerce-url=${commerceUrl}`,
        `--export-dir=${options.exportDir}`,
        ...options.storefronts,
      ],
      { env: { STOREFRONT_BUILD_ROOT: options.buildDir }, quiet },
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
