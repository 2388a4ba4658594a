// The editor on its own (`npm start -w @hushling/editor`): the working tree's content/, no rebuilds.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { startEditor } from "./editor-server.ts";
import { readEditorSettings } from "./editor-settings.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const settings = readEditorSettings(process.env);
const editor = await startEditor({
  host: "127.0.0.1",
  port: settings.port,
  store: {
    contentDir: path.join(repoRoot, "content"),
    mediaDir: path.join(repoRoot, "apps/storefront/public/images/pages"),
    mediaFolder: "apps/storefront/public/images/pages",
    repoRoot,
  },
  registry: createStorefrontRegistry({}),
  backend: settings.backend,
  buildDir: path.join(repoRoot, "apps/storefront/build"),
  accessLogs: settings.accessLogs,
});
console.log(`editor ${editor.url}/`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => editor.close().then(() => process.exit(0)));
