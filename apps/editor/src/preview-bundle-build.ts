// Run by preview-bundle.ts in a child process: Vite sets NODE_ENV for the whole process it builds in,
// and Rollup's work would hold up the editor's own server.

import path from "node:path";
import { fileURLToPath } from "node:url";

const entry = fileURLToPath(new URL("../preview/page-preview.tsx", import.meta.url));

/**
 * The content page preview for the browser, one script that sets `window.HushlingPagePreview`: the
 * storefront's own components with the storefront's React, built by Vite (the storefront's build tool:
 * its components use Vite's `import.meta.glob` for their texts). Built in memory when first asked for;
 * the storefront's stylesheets come from its build (`/preview/storefront.css`), so the CSS Vite extracts
 * here is dropped.
 */
async function buildPagePreview(): Promise<string> {
  const { build } = await import("vite");
  const result = await build({
    configFile: false,
    root: path.dirname(entry),
    publicDir: false,
    // Rollup's notes on the packages' comments and "use client" lines are not ours to act on.
    logLevel: "error",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    esbuild: { jsx: "automatic" },
    build: {
      write: false,
      minify: true,
      reportCompressedSize: false,
      lib: { entry, formats: ["iife"], name: "HushlingPagePreview", fileName: () => "page-preview.js" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((bundle) =>
    "output" in bundle ? bundle.output : [],
  );
  const script = outputs.find((item) => item.type === "chunk");
  if (script?.type !== "chunk") throw new Error("The page preview's build gave no script");
  return script.code;
}

process.stdout.write(await buildPagePreview());
