import { type RunningChild, runToCompletion, startChild } from "./child-process.ts";

export type LocalCommerce = RunningChild & { url: string };

/** Where commerce keeps its data: a SQLite file (assets in the repository's data/), or a whole data folder. */
export type CommerceData = { database: string } | { dataDir: string };

/** Compiles the commerce server (apps/commerce/dist), which startCommerce runs. */
export async function buildCommerce(quiet: boolean): Promise<void> {
  await runToCompletion("commerce build", "npm", ["run", "build", "-w", "@hushling/commerce"], { quiet });
}

/**
 * Starts the commerce server on `port`, compiled first unless `built` says dist/ is current, with its
 * data where `data` says (seeded on the first start; DATABASE_URL, when set, wins), granting CORS to the
 * storefronts served on `webPort`. It listens on 127.0.0.1 unless COMMERCE_HOST says otherwise. Resolves
 * once it is ready.
 */
export async function startCommerce(options: {
  port: number;
  /** The static host's port (commerce's default, 8080, when not given). */
  webPort?: number;
  data: CommerceData;
  built?: boolean;
  quiet: boolean;
  /** More settings (the search service it reports paid orders to). */
  env?: Record<string, string>;
}): Promise<LocalCommerce> {
  const { quiet, data } = options;
  if (!options.built) await buildCommerce(quiet);
  const commerce = await startChild("commerce", "node", ["apps/commerce/dist/main.js"], {
    env: {
      COMMERCE_PORT: String(options.port),
      ...(options.webPort ? { COMMERCE_WEB_PORT: String(options.webPort) } : {}),
      ...("dataDir" in data ? { COMMERCE_DATA_DIR: data.dataDir } : { COMMERCE_SQLITE_PATH: data.database }),
      ...options.env,
    },
    ready: /commerce ready/,
    // A first start seeds the catalog; on a loaded shared machine that alone can take minutes.
    timeoutMs: 600_000,
    quiet,
  });
  return { ...commerce, url: `http://127.0.0.1:${options.port}` };
}
