import cluster from "node:cluster";
import { eventLogLine } from "./access-log.ts";
import { startLinksServer } from "./links-server.ts";
import { linksEnvironment } from "./links-settings.ts";

// `npm start -w @hushling/links-server`: the redirect server configured from LINKS_* variables.
// LINKS_WORKERS > 1 forks that many processes sharing the port (node:cluster); the primary only forwards
// SIGHUP (reload) and SIGTERM/SIGINT to them and restarts a worker that dies.
try {
  const environment = linksEnvironment(process.env);
  if (environment.workers > 1 && cluster.isPrimary) {
    let stopping = false;
    for (let i = 0; i < environment.workers; i++) cluster.fork();
    cluster.on("exit", (worker, code) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      console.error(eventLogLine("links-worker-died", { pid: worker.process.pid ?? 0, code: code ?? 0 }));
      cluster.fork();
    });
    const forward = (signal: NodeJS.Signals) => () => {
      if (signal !== "SIGHUP") stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    };
    process.on("SIGHUP", forward("SIGHUP"));
    process.once("SIGINT", forward("SIGTERM"));
    process.once("SIGTERM", forward("SIGTERM"));
  } else {
    const server = await startLinksServer({
      ...environment.settings,
      port: environment.port,
      contentDir: environment.contentDir,
      accessLog: environment.accessLog,
      watch: environment.watch,
    });
    console.log(`links ready ${server.url}${cluster.isWorker ? ` (worker ${process.pid})` : ""}`);
    const stop = (): void => {
      void server.close().then(() => process.exit(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  }
} catch (error) {
  console.error(eventLogLine("links-start-failed", { error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
}
