import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Rollup } from "vite";

/**
 * `npm run size -w @hushling/shop-api`: what the client costs a page, bundled and minified for the
 * browser the way the storefront's build would (every export kept, so this is the upper bound), in
 * bytes raw and gzipped.
 */
const entry = fileURLToPath(new URL("../src/index.ts", import.meta.url));
const result = (await build({
  configFile: false,
  logLevel: "silent",
  build: { write: false, minify: true, target: "es2022", lib: { entry, formats: ["es"], fileName: "shop-api" } },
})) as Rollup.RollupOutput[];
const chunk = result.flatMap((output) => output.output).find((file) => file.type === "chunk");
if (chunk?.type !== "chunk") throw new Error("vite produced no chunk");
const bytes = Buffer.byteLength(chunk.code);
console.log(`shop-api client: ${bytes} B minified, ${gzipSync(chunk.code, { level: 9 }).length} B gzipped`);
