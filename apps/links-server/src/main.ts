import cluster from "node:cluster";
import { createRedirectRuleSchema } from "@hushling/links";
import { eventLogLine } from "./access-log.ts";
import { lastGoodRulesFromPrimary, reportTableToPrimary, runClusterPrimary } from "./cluster-primary.ts";
import { startLinksServer } from "./links-server.ts";
import { linksEnvironment } from "./links-settings.ts";

// `npm start -w @hushling/links-server`: the redirect server configured from LINKS_* variables.
// LINKS_WORKERS > 1 forks that many processes sharing the port (node:cluster, see cluster-primary.ts).
try {
  const environment = linksEnvironment(process.env);
  if (environment.workers > 1 && cluster.isPrimary) {
    runClusterPrimary(environment.workers);
  } else {
    const { storefronts } = environment.settings;
    const fromPrimary = cluster.isWorker ? await lastGoodRulesFromPrimary() : null;
    const server = await startLinksServer({
      ...environment.settings,
      port: environment.port,
      contentDir: environment.contentDir,
      accessLog: environment.accessLog,
      watch: environment.watch,
      maxConnections: environment.maxConnections,
      lastGoodRules: fromPrimary ? createRedirectRuleSchema(storefronts).array().parse(fromPrimary) : undefined,
      onTable: cluster.isWorker ? (table) => reportTableToPrimary(table.rules) : undefined,
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
