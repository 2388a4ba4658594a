import { readdir, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { defaultQrHost, type LinkSourceFile } from "@hushling/links";
import type { StorefrontRegistry } from "@hushling/storefronts";
import { z } from "zod";
import type { ContentHistory } from "./content-history.ts";
import { rebuildsStorefronts } from "./content-rules.ts";
import { type ContentStore, EditorRequestError, listFolder, localPath } from "./content-store.ts";
import { decapConfig, type EditorBackend } from "./decap-config.ts";
import { decapProxy } from "./decap-proxy.ts";
import { linkQrCode, linkScans, simulatedVisitorSchema, simulateLink } from "./link-tools.ts";
import { buildPagePreview } from "./preview-bundle.ts";
import { rebuildQueue } from "./rebuild-queue.ts";

export type EditorOptions = {
  host: string;
  port: number;
  store: ContentStore;
  registry: StorefrontRegistry;
  backend: EditorBackend;
  /** Storefront builds: the short-link target check and the preview's CSS read them. */
  buildDir: string;
  /** The commerce export (as the search service reads it): synonyms are checked against its catalog. */
  exportDir: string;
  /** The redirect server's JSON access logs, for the scan chart. */
  accessLogs: readonly string[];
  /** The origin printed in QR codes (default: the production one, as `links qr` prints). */
  qrHost?: string;
  /** Commits each save in the git checkout of the content folder; absent or `none`, saves only write the files. */
  history?: ContentHistory;
  /** Rebuilds the storefront pages after saves; absent, saves only write the files. */
  rebuild?: (files: string[]) => Promise<void>;
  today?: () => string;
};

export type RunningEditor = {
  url: string;
  port: number;
  /** Resolves when every rebuild a save started has finished. */
  rebuilt(): Promise<void>;
  close(): Promise<void>;
};

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const decapBundle = fileURLToPath(import.meta.resolve("decap-cms/dist/decap-cms.js"));
/** Room for a 2 MB picture in base64 and the JSON around it; anything bigger is refused before it is read. */
const maxRequestBytes = 3 * 1024 * 1024;

const staticFiles: Record<string, { file: string; type: string }> = {
  "/": { file: path.join(publicDir, "index.html"), type: "text/html; charset=utf-8" },
  "/editor-extensions.js": { file: path.join(publicDir, "editor-extensions.js"), type: "text/javascript" },
  "/editor.css": { file: path.join(publicDir, "editor.css"), type: "text/css" },
  "/decap-cms.js": { file: decapBundle, type: "text/javascript" },
};

const simulateSchema = z.object({ draft: z.unknown(), visitor: simulatedVisitorSchema });
const qrQuerySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a link's slug"),
  format: z.enum(["svg", "pdf"]).default("svg"),
  size: z.coerce.number().positive().max(1000).optional(),
});

/** The web team's editor: Decap CMS, its proxy backend over content/, the short-link tools and the preview CSS. */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const rebuilds = options.rebuild ? rebuildQueue(options.rebuild) : undefined;
  const proxy = decapProxy({
    store: options.store,
    registry: options.registry,
    buildDir: options.buildDir,
    exportDir: options.exportDir,
    today,
    onChanged: (files) => {
      const read = files.filter(rebuildsStorefronts);
      if (read.length) rebuilds?.changed(read);
    },
    ...(options.history?.kind === "git" && { record: options.history.record }),
  });
  const savedLinks = async (): Promise<LinkSourceFile[]> =>
    Promise.all(
      (await listFolder(options.store, "content/links", "json")).map(async (file) => ({
        file,
        text: await readFile(localPath(options.store, file), "utf8"),
      })),
    );

  const routes = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const file = staticFiles[url.pathname];
    // Opening the editor starts the page preview's build, so it is ready by the time a page is opened.
    if (request.method === "GET" && url.pathname === "/") pagePreview();
    if (request.method === "GET" && url.pathname === "/preview/page-preview.js") {
      const script = await pagePreview();
      if (!String(request.headers["accept-encoding"]).includes("gzip")) {
        return send(response, 200, "text/javascript", script.code);
      }
      return send(response, 200, "text/javascript", script.gzipped, {
        "Content-Encoding": "gzip",
        Vary: "Accept-Encoding",
      });
    }
    if (request.method === "GET" && file) {
      // Decap's bundle is 5 MB as it ships and a quarter of that gzipped: the first load sends it gzipped.
      if (!String(request.headers["accept-encoding"]).includes("gzip")) {
        return send(response, 200, file.type, await readFile(file.file));
      }
      return send(response, 200, file.type, await gzipped(file.file), {
        "Content-Encoding": "gzip",
        Vary: "Accept-Encoding",
      });
    }
    if (request.method === "GET" && url.pathname === "/config.json") {
      return sendJson(response, 200, decapConfig(options.backend));
    }
    if (request.method === "GET" && url.pathname === "/preview/storefront.css") {
      return send(response, 200, "text/css", await storefrontCss(options.buildDir));
    }
    if (request.method === "GET" && url.pathname === "/api/rebuild") {
      return sendJson(response, 200, rebuilds?.status() ?? null);
    }
    if (request.method === "GET" && url.pathname === "/api/links/qr") {
      const query = qrQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success)
        throw new EditorRequestError(query.error.issues.map((issue) => issue.message).join("; "), 400);
      const code = linkQrCode(query.data.slug, options.qrHost ?? defaultQrHost(), query.data.format, query.data.size);
      if (!code.ok) throw new EditorRequestError(code.problem);
      return query.data.format === "svg"
        ? send(response, 200, "image/svg+xml", code.body)
        : send(response, 200, "application/pdf", Buffer.from(code.body, "latin1"), {
            "Content-Disposition": `attachment; filename="${query.data.slug}-${query.data.size ?? "min"}mm.pdf"`,
          });
    }
    if (request.method === "GET" && url.pathname === "/api/links/scans") {
      const slug = url.searchParams.get("slug") ?? "";
      const logs = await Promise.all(
        options.accessLogs.map(async (log) => ({ file: log, text: await readFile(log, "utf8").catch(() => "") })),
      );
      return sendJson(response, 200, linkScans(slug, logs));
    }
    if (request.method !== "POST") return sendJson(response, 404, { error: "Not found" });
    refuseOtherSites(request, url);
    const body = await readJson(request);
    if (url.pathname === "/api/v1") return sendJson(response, 200, await proxy(body));
    if (url.pathname === "/api/links/simulate") {
      const input = simulateSchema.safeParse(body);
      if (!input.success) throw new EditorRequestError("The simulator needs a link and a visitor", 400);
      return sendJson(
        response,
        200,
        simulateLink(input.data.draft, input.data.visitor, await savedLinks(), options.registry),
      );
    }
    return sendJson(response, 404, { error: "Not found" });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://editor.invalid");
    routes(request, response, url).catch((error: unknown) => {
      if (error instanceof EditorRequestError) return sendJson(response, error.status, { error: error.message });
      console.error(error);
      sendJson(response, 500, { error: `The editor could not do that: ${(error as Error).message}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`,
    port,
    rebuilt: async () => rebuilds?.idle(),
    close: async () => {
      await rebuilds?.idle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let pagePreviewBuild: Promise<{ code: string; gzipped: Buffer }> | undefined;
/** The page preview's script: built once per process (seconds), again after a failed build. */
function pagePreview(): Promise<{ code: string; gzipped: Buffer }> {
  pagePreviewBuild ??= buildPagePreview().then(async (code) => ({ code, gzipped: await promisify(gzip)(code) }));
  pagePreviewBuild.catch(() => {
    pagePreviewBuild = undefined;
  });
  return pagePreviewBuild;
}

const gzipCache = new Map<string, Promise<Buffer>>();
function gzipped(file: string): Promise<Buffer> {
  let cached = gzipCache.get(file);
  if (!cached) {
    cached = readFile(file).then((content) => promisify(gzip)(content));
    // The editor's own files change while someone works on them; only the installed bundle is kept.
    if (file === decapBundle) gzipCache.set(file, cached);
  }
  return cached;
}

/** Another site's page may not make this browser write to the working tree. */
function refuseOtherSites(request: IncomingMessage, url: URL): void {
  const origin = request.headers.origin;
  if (origin && new URL(origin).host !== request.headers.host) {
    throw new EditorRequestError(`Requests from ${origin} are not accepted`, 403);
  }
  if (url.pathname.startsWith("/api/") && !String(request.headers["content-type"]).startsWith("application/json")) {
    throw new EditorRequestError("The editor's API takes JSON", 415);
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const declared = Number(request.headers["content-length"] ?? 0);
  const tooLarge = () =>
    new EditorRequestError("That is too large for the editor: pictures may be up to 2 MB; make it smaller first", 413);
  if (declared > maxRequestBytes) {
    request.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxRequestBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new EditorRequestError("The editor's API takes JSON", 400);
  }
}

/** The storefront's own stylesheets, from the first build found, for the page preview. */
async function storefrontCss(buildDir: string): Promise<string> {
  for (const id of await readdir(buildDir).catch(() => [] as string[])) {
    const assets = path.join(buildDir, id, "client", "assets");
    const sheets = (await readdir(assets).catch(() => [] as string[])).filter((name) => name.endsWith(".css")).sort();
    if (sheets.length)
      return (await Promise.all(sheets.map((name) => readFile(path.join(assets, name), "utf8")))).join("\n");
  }
  return "/* no storefront build yet: the preview shows the page without the storefront's styles */\n";
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  send(response, status, "application/json; charset=utf-8", JSON.stringify(value));
}
