import { type RunningChild, runToCompletion, startChild } from "./child-process.ts";

export type LocalCommerce = RunningChild & { url: string };

/**
 * Compiles and starts the commerce server on `port` with its SQLite file at `database` (seeded on the
 * first start; DATABASE_URL, when set, wins). Resolves once it is ready.
 */
export async function startCommerce(options: {
  port: number;
  database: string;
  quiet: boolean;
}): Promise<LocalCommerce> {
  const { quiet } = options;
  await runToCompletion("commerce build", "npm", ["run", "build", "-w", "@hushling/commerce"], { quiet });
  const commerce = await startChild("commerce", "node", ["--import", "tsx", "apps/commerce/dist/main.js"], {
    env: { COMMERCE_PORT: String(options.port), COMMERCE_SQLITE_PATH: options.database },
    ready: /commerce ready/,
    quiet,
  });
  return { ...commerce, url: `http://localhost:${options.port}` };
}
