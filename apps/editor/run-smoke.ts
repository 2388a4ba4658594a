import { createStorefrontRegistry } from "@hushling/storefronts";
import { startEditor } from "/work/wt/editor/apps/editor/src/editor-server.ts";

const editor = await startEditor({
  host: "127.0.0.1",
  port: 8299,
  store: {
    contentDir: "/tmp/ed/content",
    mediaDir: "/tmp/ed/media",
    mediaFolder: "apps/storefront/public/images/pages",
    repoRoot: "/work/wt/editor",
  },
  registry: createStorefrontRegistry({}),
  backend: { kind: "local" },
  buildDir: "/tmp/ed/build",
  accessLogs: ["/tmp/ed/access.log"],
  rebuild: async (files) => {
    console.log("rebuild", files);
  },
});
console.log(editor.url);
