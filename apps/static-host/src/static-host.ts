import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize, relative, sep } from "node:path";
import { acceptsGzip, isCompressible } from "./compression.ts";
import { contentTypeFor } from "./content-types.ts";
import { GzippedFiles } from "./gzipped-files.ts";
import { createThirdPartyProxy, type ThirdPartyProxyOptions } from "./third-party-proxy.ts";

export type StaticSite = {
  id: string;
  root: string;
  /** Sent with every answer of this site, as a host's config would (e.g. its Content-Security-Policy). */
  headers?: Readonly<Record<string, string>>;
};

export type StaticHostOptions = {
  /** Each site is served at `http://{id}.localhost:{port}/` from its root folder. */
  sites: readonly StaticSite[];
  port?: number;
  host?: string;
  /** Serves `/__third-party-proxy?url=` on every site when given. */
  thirdPartyProxy?: ThirdPartyProxyOptions;
};

export type RunningStaticHost = { port: number; origin(id: string): string; close(): Promise<void> };

const maxPathLength = 2048;

/**
 * A deliberately plain static host, so that what works here works on any CDN or object store:
 * case-sensitive paths, a folder without its slash is answered with a 301, a folder with it serves its
 * index.html, and anything missing gets the site's /404.html (its language folder's, when it has one) with
 * status 404.
 */
export async function startStaticHost(options: StaticHostOptions): Promise<RunningStaticHost> {
  const sites = new Map(options.sites.map((site) => [site.id, site]));
  const gzipped = new GzippedFiles();
  const proxy = options.thirdPartyProxy ? createThirdPartyProxy(options.thirdPartyProxy) : undefined;
  const server = createServer((request, response) => {
    const answer = proxy?.handles(request) ? proxy.serve(request, response) : serve(sites, gzipped, request, response);
    answer.catch((error: unknown) => {
      console.error("static-host: unexpected error", error);
      if (!response.headersSent) sendText(response, 500, "Internal error\n");
      else response.destroy();
    });
  });
  await listen(server, options.port ?? 0, options.host ?? "127.0.0.1");
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: (id) => `http://${id}.localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function serve(
  sites: Map<string, StaticSite>,
  gzipped: GzippedFiles,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.setHeader("Allow", "GET, HEAD");
    return sendText(response, 405, "Only GET and HEAD are served here.\n");
  }
  const siteId = (request.headers.host ?? "").toLowerCase().match(/^([a-z0-9-]+)\.localhost(:\d+)?$/)?.[1];
  const site = siteId ? sites.get(siteId) : undefined;
  if (!site) {
    const known = [...sites.keys()].map((id) => `  http://${id}.localhost:<port>/`).join("\n");
    return sendText(response, 404, `No storefront is served at this host. Try one of:\n${known}\n`);
  }
  const { root } = site;
  for (const [name, value] of Object.entries(site.headers ?? {})) response.setHeader(name, value);

  const rawUrl = request.url ?? "/";
  const [rawPath = "/", query] = splitOnce(rawUrl, "?");
  if (rawPath.length > maxPathLength || !rawPath.startsWith("/")) return sendText(response, 400, "Bad path.\n");
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return sendText(response, 400, "The path has invalid percent-encoding.\n");
  }
  if (path.includes("\0") || path.includes("\\")) return sendText(response, 400, "Bad path.\n");

  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return sendNotFound(root, gzipped, request, response);

  const found = await stat(file).catch(() => undefined);
  if (found?.isDirectory()) {
    if (!path.endsWith("/")) {
      // Same as S3 website hosting, Netlify and nginx: the folder's canonical address ends with a slash.
      response.statusCode = 301;
      response.setHeader("Location", `${folderAddress(root, file)}${query === undefined ? "" : `?${query}`}`);
      return void response.end();
    }
    return sendFile(join(file, "index.html"), 200, { request, response, gzipped }, () =>
      sendNotFound(root, gzipped, request, response),
    );
  }
  if (found?.isFile()) {
    return sendFile(file, 200, { request, response, gzipped }, () => sendNotFound(root, gzipped, request, response));
  }
  return sendNotFound(root, gzipped, request, response);
}

/**
 * The slash-ended address of a folder inside the site, built from where it is on disk rather than from the
 * request: one leading slash and percent-encoded segments, so it is always a path on this host. (The raw
 * request path could start with `//`, which a browser reads as another host.)
 */
export function folderAddress(root: string, folder: string): string {
  const segments = relative(root, folder).split(sep).filter(Boolean);
  return `/${segments.map((segment) => `${encodeURIComponent(segment)}/`).join("")}`;
}

/**
 * The not-found page: the language folder's own (`/de/404.html` for `/de/gibts-nicht/`) when the path's
 * first segment names one that has it, like Cloudflare Pages and an nginx `error_page` per location;
 * else the site's `/404.html`.
 */
function sendNotFound(
  root: string,
  gzipped: GzippedFiles,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const exchange = { request, response, gzipped };
  const siteWide = () => sendFile(join(root, "404.html"), 404, exchange, () => sendText(response, 404, "Not found.\n"));
  const folder = (request.url ?? "").match(/^\/([a-z]{2}(?:-[a-z]+)?)\//i)?.[1];
  return folder ? sendFile(join(root, folder.toLowerCase(), "404.html"), 404, exchange, siteWide) : siteWide();
}

type Exchange = { request: IncomingMessage; response: ServerResponse; gzipped: GzippedFiles };

async function sendFile(
  file: string,
  status: number,
  { request, response, gzipped }: Exchange,
  onMissing: () => Promise<void> | void,
): Promise<void> {
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) return onMissing();
  response.statusCode = status;
  response.setHeader("Content-Type", contentTypeFor(file));
  response.setHeader("Cache-Control", cacheControlFor(file));
  if (isCompressible(file, found.size)) {
    response.setHeader("Vary", "Accept-Encoding");
    if (acceptsGzip(request.headers["accept-encoding"])) {
      const body = await gzipped.get(file, found.mtimeMs, found.size);
      response.setHeader("Content-Encoding", "gzip");
      response.setHeader("Content-Length", body.length);
      return void response.end(request.method === "HEAD" ? undefined : body);
    }
  }
  response.setHeader("Content-Length", found.size);
  if (request.method === "HEAD") return void response.end();
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on("error", reject).pipe(response).on("finish", resolve).on("error", reject);
  });
}

/** Hashed build assets never change; HTML and data must be revalidated so a new build shows at once. */
function cacheControlFor(file: string): string {
  return file.includes(`${sep}assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(text);
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
