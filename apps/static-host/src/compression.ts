import { extname } from "node:path";

/**
 * What any CDN or web server in front of the storefronts does with text: sends it gzipped to a browser
 * that asks for it. Pictures other than SVG and fonts are compressed already.
 */
const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
  ".data",
]);

/** Below this a gzip header and trailer can outweigh what compression saves. */
export const smallestCompressedBytes = 1024;

export function isCompressible(path: string, bytes: number): boolean {
  return bytes >= smallestCompressedBytes && compressibleExtensions.has(extname(path).toLowerCase());
}

/**
 * Whether an `Accept-Encoding` header lets the answer be gzipped: `gzip` or `*` listed without `q=0`
 * (an explicit `gzip;q=0` refuses it even when `*` is allowed).
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (name) weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const gzip = weights.get("gzip") ?? weights.get("x-gzip");
  if (gzip !== undefined) return gzip > 0;
  return (weights.get("*") ?? 0) > 0;
}
