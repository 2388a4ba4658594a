import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Bytes (gzip -9) the browser fetches before the page is interactive: every module the page preloads,
 * whether as <link rel="modulepreload"> or in the list the load-event loader preloads (deferred-scripts.ts).
 */
export function firstLoadJs(html: string, clientDirectory: string): number {
  const scripts = new Set(
    [...html.matchAll(/(?:<link rel="modulepreload" href=|\[|,)"(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? "",
    ),
  );
  return [...scripts].reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(clientDirectory, src)), { level: 9 }).length,
    0,
  );
}
