import type { Config } from "@react-router/dev/config";
import { buildDirectoriesFor, buildLinkRegistry, buildStorefront } from "./app/site/build-storefront.server.ts";
import { prerenderPaths } from "./app/site/prerender-paths.server.ts";
import { finishStaticOutput, publishStaticOutput } from "./app/site/status-files.server.ts";

const storefront = buildStorefront();
const directories = buildDirectoriesFor(storefront.id);
const linkRegistry = buildLinkRegistry();

export default {
  // Static output only: every page is rendered at build time, the browser hydrates it.
  ssr: false,
  buildDirectory: directories.build,
  prerender: { paths: () => prerenderPaths(storefront), concurrency: 2 },
  buildEnd: async ({ reactRouterConfig }) => {
    const client = `${reactRouterConfig.buildDirectory}/client`;
    await finishStaticOutput(client, storefront, linkRegistry);
    if (directories.publish) await publishStaticOutput(reactRouterConfig.buildDirectory, directories.publish);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
