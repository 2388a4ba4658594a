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
 * react-dom), and the framework chunks are the same in all fourteen storefront builds, so results
 * are cached on disk by content hash: a full build runs terser on each distinct chunk once, even when
 * parallel builds reach it at the same time.
 * File names keep the hash of the esbuild output, which the terser output is a pure function of.
 */
export function terserPass(cacheDirectory: string): Plugin {
  const optionsKey = JSON.stringify(terserOptions);
  return {
    name: "hushling:terser-pass",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle(_options, bundle) {
      mkdirSync(cacheDirectory, { recursive: true });
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const key = createHash("sha256").update(optionsKey).update(output.code).digest("hex");
        const esbuildOutput = output.code;
        output.code = await cachedOnDisk(path.join(cacheDirectory, `${key}.js`), async () => {
          const result = await minify(esbuildOutput, terserOptions);
          if (result.code === undefined) throw new Error(`terser returned nothing for ${output.fileName}`);
          return result.code;
        });
      }
    },
  };
}
