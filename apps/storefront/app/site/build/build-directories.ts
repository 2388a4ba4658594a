import path from "node:path";

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
  env: Readonly<Record<string, string | undefined>>,
  appDirectory: string,
): BuildDirectories {
  const wanted = env.STOREFRONT_OUT_DIR;
  if (!wanted) return { build: `build/${id}` };
  const target = path.resolve(appDirectory, wanted);
  const fromRepository = path.relative(path.resolve(appDirectory, "../.."), target);
  const insideRepository = !fromRepository.startsWith("..") && !path.isAbsolute(fromRepository);
  return insideRepository ? { build: target } : { build: `build/.staging/${id}-${process.pid}`, publish: target };
}
