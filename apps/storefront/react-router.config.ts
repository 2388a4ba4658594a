import type { Config } from "@react-router/dev/config";
import { buildDirectoriesFor } from "./app/site/build/build-directories.ts";
import { readBuildSettings } from "./app/site/build/build-settings.ts";
import { prerenderPaths } from "./app/site/build/prerender-paths.server.ts";
import { finishStaticOutput, publishStaticOutput } from "./app/site/build/status-files.server.ts";

// The build's edge: settings are read from the environment here, once, and passed down.
const settings = readBuildSettings(process.env, process.cwd());
const directories = buildDirectoriesFor(settings.storefront, process.env, process.cwd());

export default {
  // Static output only: every page is rendered at build time, the browser hydrates it.
  ssr: false,
  buildDirectory: directories.build,
  prerender: { paths: () => prerenderPaths(settings), concurrency: 2 },
  buildEnd: async ({ reactRouterConfig }) => {
    const client = `${reactRouterConfig.buildDirectory}/client`;
    await finishStaticOutput(client, settings, directories.cache);
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
