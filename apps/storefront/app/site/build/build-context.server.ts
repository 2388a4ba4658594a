import { createStorefrontRegistry, type Storefront, type StorefrontRegistry } from "@hushling/storefronts";
import type { BuildSettings } from "./build-settings.ts";

declare const __HUSHLING_BUILD_SETTINGS__: BuildSettings | undefined;

/** The build settings with the storefront table they select, for build-time loaders. */
export type BuildContext = {
  settings: BuildSettings;
  registry: StorefrontRegistry;
  /** The storefront being built. */
  storefront: Storefront;
};

let context: BuildContext | undefined;

/** The settings vite.config.ts compiled into this build (read once from the environment there). */
export function buildContext(): BuildContext {
  if (context) return context;
  if (typeof __HUSHLING_BUILD_SETTINGS__ === "undefined") {
    throw new Error("Build settings are missing: they are compiled in by vite.config.ts (define)");
  }
  const settings = __HUSHLING_BUILD_SETTINGS__;
  const registry = createStorefrontRegistry(settings.hosts);
  context = { settings, registry, storefront: registry.byId(settings.storefront) };
  return context;
}
