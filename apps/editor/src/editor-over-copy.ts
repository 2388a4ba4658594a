import path from "node:path";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { contentStore } from "./content-store.ts";
import type { EditorOptions } from "./editor-server.ts";

/**
 * The editor on this machine over a copy of content/ in `workDir` (pictures and builds there too), on a
 * free port: what tests and benches start, never writing the working tree.
 */
export function editorOverCopy(repoRoot: string, workDir: string, extra: Partial<EditorOptions> = {}): EditorOptions {
  return {
    host: "127.0.0.1",
    port: 0,
    store: contentStore(repoRoot, path.join(workDir, "content"), path.join(workDir, "media")),
    registry: createStorefrontRegistry({}),
    backend: { kind: "local" },
    buildDir: path.join(workDir, "build"),
    exportDir: path.join(workDir, "export"),
    accessLogs: [],
    ...extra,
  };
}
