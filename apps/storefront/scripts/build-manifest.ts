import type { Plugin } from "vite";

/** The file the browser fetches to learn which build is deployed now (see page-load recovery). */
export const buildManifestFile = "build-manifest.json";

/** Writes `/build-manifest.json` (`{ "buildHash": "..." }`) into the client build. */
export function buildManifest(buildHash: string): Plugin {
  return {
    name: "hushling-build-manifest",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: buildManifestFile, source: `${JSON.stringify({ buildHash })}\n` });
    },
  };
}
