import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type MinifyOptions, minify } from "terser";
import type { Plugin } from "vite";
import { cachedOnDisk } from "./cached-on-disk.ts";

const terserOptions: MinifyOptions = {
  module: true,
  ecma: 2020,
  compress: { passes: 2, pure_getters: true },
  mangle: true,
};

/**
 * A terser pass over the client chunks after esbuild has minified them: about 4.5 KB (gzip) less
 * first-load JS, which issue 5's 130 KB product-page budget needs. Terser is slow (seconds for
 * react-dom), and most chunks are the same in all fourteen storefront builds, so results are cached
 * on disk by content: a full build runs terser on each distinct chunk once, even when parallel builds
 * reach it at the same time.
 * It runs as the last renderChunk step, where a chunk still names the chunks it imports by Rollup's
 * hash placeholders: every storefront's build compiles in its own settings, which gives most chunks
 * storefront-specific file names, and with those names in the text no chunk that imports another
 * would ever be found in the cache (ADR 0012). The file names then hash the terser output.
 */
export function terserPass(cacheDirectory: string): Plugin {
  const optionsKey = JSON.stringify(terserOptions);
  return {
    name: "hushling:terser-pass",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      mkdirSync(cacheDirectory, { recursive: true });
    },
    renderChunk: {
      order: "post",
      async handler(code, chunk) {
        const key = createHash("sha256").update(optionsKey).update(code).digest("hex");
        const minified = await cachedOnDisk(path.join(cacheDirectory, `${key}.js`), async () => {
          const result = await minify(code, terserOptions);
          if (result.code === undefined) throw new Error(`terser returned nothing for ${chunk.fileName}`);
          return result.code;
        });
        return { code: minified, map: null };
      },
    },
  };
}
