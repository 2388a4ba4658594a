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
 * once it answers /health (see answersHealth).
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
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await answersHealth(url, healthLimitMs);
  } catch (error) {
    await commerce.stop();
    throw error;
  }
  return { ...commerce, url };
}

/** A loaded shared machine has taken minutes to work off a fresh shop's seed jobs. */
const healthLimitMs = 600_000;

/**
 * "commerce ready" comes before the jobs of a first start's seeding (the search index of every channel
 * and language), which the same process then works off on SQLite's synchronous driver: /health went
 * unanswered for 12 s at load 8 and for minutes at load 19, and the catalog export, which gives the
 * server five seconds to answer, failed with "No commerce server answers". Waits until it answers.
 */
async function answersHealth(url: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await commerceAnswers(url)) return;
    if (Date.now() > deadline)
      throw new Error(`The commerce server at ${url} did not answer /health in ${limitMs / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Whether a commerce server at `url` answers /health within 5 s (false while busy or not listening). */
export async function commerceAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}
