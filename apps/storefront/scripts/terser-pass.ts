import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type MinifyOptions, minify } from "terser";
import type { Plugin } from "vite";

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
 * are cached on disk by content hash: a full build runs terser on each distinct chunk once.
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
        const cached = path.join(cacheDirectory, `${key}.js`);
        try {
          output.code = readFileSync(cached, "utf8");
          continue;
        } catch {
          // Not minified before: run terser below.
        }
        const result = await minify(output.code, terserOptions);
        if (result.code === undefined) throw new Error(`terser returned nothing for ${output.fileName}`);
        output.code = result.code;
        // Parallel builds may race on the same chunk; a rename never leaves a half-written file.
        const partial = `${cached}.${process.pid}.tmp`;
        writeFileSync(partial, result.code);
        renameSync(partial, cached);
      }
    },
  };
}
