import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const builder = fileURLToPath(new URL("./preview-bundle-build.ts", import.meta.url));

/**
 * The content page preview's browser script (preview/page-preview.tsx with the storefront's components
 * and React), built by Vite in a child process so that neither its environment nor its CPU time reaches
 * the editor's process.
 */
export async function buildPagePreview(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", builder], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
