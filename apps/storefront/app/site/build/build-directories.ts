import path from "node:path";

/**
 * Where a storefront build goes: the folder React Router builds in, where the result must end up, and
 * the cache of work every storefront's build shares (terser's results, the bundled service worker).
 */
export type BuildDirectories = { build: string; publish?: string; cache: string };

/**
 * Build output per storefront, `build/<id>`; its `client` folder is what a static host serves.
 * STOREFRONT_OUT_DIR moves it, so that tests build beside a running `npm start` without overwriting
 * its output. The prerender step imports the server build, which must sit inside the repository to
 * find its packages: a folder outside (a temporary directory) is built in `build/.staging/` and copied.
 * The cache is `build/.cache`; BUILD_CACHE_DIR moves it (the bench's cold build starts from an empty one).
 */
export function buildDirectoriesFor(
  id: string,
  env: Readonly<Record<string, string | undefined>>,
  appDirectory: string,
): BuildDirectories {
  const cache = path.resolve(appDirectory, env.BUILD_CACHE_DIR || "build/.cache");
  const wanted = env.STOREFRONT_OUT_DIR;
  if (!wanted) return { build: `build/${id}`, cache };
  const target = path.resolve(appDirectory, wanted);
  const fromRepository = path.relative(path.resolve(appDirectory, "../.."), target);
  const insideRepository = !fromRepository.startsWith("..") && !path.isAbsolute(fromRepository);
  return insideRepository
    ? { build: target, cache }
    : { build: `build/.staging/${id}-${process.pid}`, publish: target, cache };
}

