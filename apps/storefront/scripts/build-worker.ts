/**
 * A build:all worker: a long-lived child process that builds, one after another, the storefronts
 * build-all.ts sends it. Each is a complete `react-router build` (Vite's builder with vite.config.ts,
 * exactly what the CLI runs), with its own STOREFRONT and output folder, so every storefront still
 * gets its own route table and configuration compiled in. Why one process for several builds: a fresh
 * process pays Node, Vite and React Router start-up and a cold JIT, about half of a small storefront's
 * build (ADR 0012). A later build also reuses what the earlier ones transformed, for modules whose code
 * and build-dependent parts are unchanged (ADR 0061).
 */
import { createBuilder } from "vite";
import { createTransformStore, transformsAcrossBuilds } from "./transforms-across-builds.ts";

/** What build-all.ts sends: the storefront and the environment its build reads. */
export type BuildRequest = { storefront: string; env: Record<string, string> };
/** What the worker answers once that build has finished. */
export type BuildReply = { storefront: string; ok: boolean; error?: string };

const appDirectory = process.cwd();
/** The transforms of this worker's builds, for the next build's unchanged modules (transforms-across-builds.ts). */
const transforms = createTransformStore();

async function build(request: BuildRequest): Promise<BuildReply> {
  // Each build sets every variable the build reads; the config files read them when loaded, below.
  Object.assign(process.env, request.env, { STOREFRONT: request.storefront });
  try {
    const builder = await createBuilder({
      root: appDirectory,
      configFile: "vite.config.ts",
      mode: "production",
      plugins: [transformsAcrossBuilds(transforms)],
    });
    await builder.buildApp();
    return { storefront: request.storefront, ok: true };
  } catch (error) {
    return { storefront: request.storefront, ok: false, error: (error as Error).stack ?? String(error) };
  }
}

// One build at a time: build-all.ts sends the next request only after the reply.
process.on("message", (request: BuildRequest) => {
  void build(request).then((reply) => process.send?.(reply));
});
// build-all.ts ended (or died): nothing more will come.
process.on("disconnect", () => process.exit(0));
