import { eventLogLine } from "./access-log.ts";
import { startLinksServer } from "./links-server.ts";
import { linksEnvironment } from "./links-settings.ts";

// `npm start -w @hushling/links-server`: the redirect server configured from LINKS_* variables.
try {
  const environment = linksEnvironment(process.env);
  const server = await startLinksServer({
    ...environment.settings,
    port: environment.port,
    contentDir: environment.contentDir,
    accessLog: environment.accessLog,
    watch: environment.watch,
  });
  console.log(`links ready ${server.url}`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(eventLogLine("links-start-failed", { error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
}
