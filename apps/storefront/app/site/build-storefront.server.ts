import path from "node:path";
import {
  createStorefrontRegistry,
  readStorefrontOrigins,
  type Storefront,
  type StorefrontRegistry,
  storefrontIds,
  storefrontRegistry,
} from "@hushling/storefronts";

/** The storefront this build is for: env STOREFRONT (default `us`). Fails with the list of valid ids. */
export function buildStorefront(env: NodeJS.ProcessEnv = process.env): Storefront {
  const id = (env.STOREFRONT ?? "us").trim().toLowerCase();
  const known = storefrontIds.find((candidate) => candidate === id);
  if (!known) {
    throw new Error(`STOREFRONT="${env.STOREFRONT}" is not a storefront; use one of: ${storefrontIds.join(", ")}`);
  }
  return storefrontRegistry.byId(known);
}

/** Where a storefront build goes: the folder React Router builds in, and where the result must end up. */
export type BuildDirectories = { build: string; publish?: string };

/**
 * Build output per storefront, `build/<id>`; its `client` folder is what a static host serves.
 * STOREFRONT_OUT_DIR moves it, so that tests build beside a running `npm start` without overwriting
 * its output. The prerender step imports the server build, which must sit inside the repository to
 * find its packages: a folder outside (a temporary directory) is built in `build/.staging/` and copied.
 */
export function buildDirectoriesFor(
  id: string,
  env: NodeJS.ProcessEnv = process.env,
  appDirectory = process.cwd(),
): BuildDirectories {
  const wanted = env.STOREFRONT_OUT_DIR;
  if (!wanted) return { build: `build/${id}` };
  const target = path.resolve(appDirectory, wanted);
  const fromRepository = path.relative(path.resolve(appDirectory, "../.."), target);
  const insideRepository = !fromRepository.startsWith("..") && !path.isAbsolute(fromRepository);
  return insideRepository ? { build: target } : { build: `build/.staging/${id}-${process.pid}`, publish: target };
}

/**
 * The registry the build's short-link pages are made with: production hosts, unless STOREFRONT_ORIGINS=local
 * (set by the local stack) sends them to `http://{id}.localhost:{WEB_PORT}`. Pages, hreflang and canonical
 * addresses always name the production hosts.
 */
export function buildLinkRegistry(env: NodeJS.ProcessEnv = process.env): StorefrontRegistry {
  const origins = readStorefrontOrigins(env);
  return origins.kind === "production" ? storefrontRegistry : createStorefrontRegistry({}, origins);
}
