// The editor on its own (`npm start -w @hushling/editor`): the working tree's content/, no rebuilds.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { contentHistory } from "./content-history.ts";
import { contentStore } from "./content-store.ts";
import { mediaFolder } from "./decap-config.ts";
import { startEditor } from "./editor-server.ts";
import { historyNote, readEditorSettings } from "./editor-settings.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const settings = readEditorSettings(process.env);
const contentDir = path.join(repoRoot, "content");
const history = await contentHistory(contentDir, settings.author);
const editor = await startEditor({
  host: "127.0.0.1",
  port: settings.port,
  store: contentStore(repoRoot, contentDir, path.join(repoRoot, mediaFolder)),
  history,
  registry: createStorefrontRegistry({}),
  backend: settings.backend,
  buildDir: path.join(repoRoot, "apps/storefront/build"),
  // Where `npm start` exports the catalog, as the search service reads it.
  exportDir: path.join(repoRoot, "data/export"),
  accessLogs: settings.accessLogs,
});
console.log(`editor ${editor.url}/`);
console.log(historyNote(history));
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => editor.close().then(() => process.exit(0)));
