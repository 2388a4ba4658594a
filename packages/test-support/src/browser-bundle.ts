import { build } from "vite";

/**
 * Bundles one browser entry module (and everything it imports, lazy imports included) into a single ES
 * module's source, for tests that serve a small page to Chromium without building a whole storefront.
 */
export async function bundleForBrowser(entryFile: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify: false,
      lib: { entry: entryFile, formats: ["es"], fileName: "page" },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && "output" in result ? result.output.find((file) => file.type === "chunk") : undefined;
  if (chunk?.type !== "chunk") throw new Error(`${entryFile} did not bundle to one module`);
  return chunk.code;
}
