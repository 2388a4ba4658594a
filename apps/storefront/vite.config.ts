import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, runnerImport } from "vite";
import { buildDirectoriesFor } from "./app/site/build/build-directories.ts";
import { buildManifest } from "./scripts/build-manifest.ts";
import { oneCopyPerPackage } from "./scripts/one-copy-per-package.ts";
import { terserPass } from "./scripts/terser-pass.ts";

// The build's edge: the settings are read from the environment once, here, and compiled in: the whole
// object for build-time loaders (build-context.server.ts), the browser's part for the client
// (compiled-site-settings.ts). Nothing below reads the environment.
// Loaded through Vite's module runner: the settings need the workspace's TypeScript packages.
const { module: settingsModule } = await runnerImport<typeof import("./app/site/build/site-settings.ts")>(
  "./app/site/build/site-settings.ts",
);
const settings = settingsModule.readBuildSettings(process.env, process.cwd());
const site = settingsModule.siteSettingsOf(settings);
const countryOptions = settingsModule.countryOptionsOf(settings);
const thirdParty = settingsModule.thirdPartySettingsOf(settings);
const { cache } = buildDirectoriesFor(settings.storefront, process.env, process.cwd());

export default defineConfig({
  plugins: [
    reactRouter(),
    terserPass(path.join(cache, "terser")),
    buildManifest(settings.buildHash),
    oneCopyPerPackage(),
  ],
  define: {
    __HUSHLING_BUILD_SETTINGS__: JSON.stringify(settings),
    __HUSHLING_SITE_SETTINGS__: JSON.stringify(site),
    __HUSHLING_COUNTRY_OPTIONS__: JSON.stringify(countryOptions),
    __HUSHLING_THIRD_PARTY_SETTINGS__: JSON.stringify(thirdParty),
  },
  build: { reportCompressedSize: false },
  logLevel: process.env.STOREFRONT_QUIET ? "warn" : "info",
});
