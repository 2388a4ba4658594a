import { startSearchApp } from "./search-app.ts";
import { readSearchSettings } from "./search-settings.ts";

// `npm start -w @hushling/search`: the search service configured from SEARCH_* variables.
try {
  const settings = readSearchSettings(process.env);
  const app = await startSearchApp(settings);
  const missing = app.missing();
  if (missing.length > 0) console.error(`search: no export yet for ${missing.join(", ")} (their API keys answer 403)`);
  console.log(`search ready ${app.url}${settings.paths.search}`);
  const stop = (): void => {
    void app.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(
    JSON.stringify({ event: "search-start-failed", error: error instanceof Error ? error.message : String(error) }),
  );
  process.exit(1);
}
