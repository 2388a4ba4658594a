import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ipCheckRequestSchema,
  overLimit,
  type SearchRequestLimit,
  searchRequestLimits,
} from "@hushling/search-protocol";
import type { AnswerCaching, CachedAnswer } from "./answer-cache.ts";
import type { EmailMarketingStandIn } from "./email-marketing.ts";
import type { EventClient, EventIntake } from "./event-intake.ts";
import { eventLimits } from "./event-limits.ts";
import { serialise } from "./response-body.ts";
import type { SearchPaths } from "./search-paths.ts";
import { SearchRequestError, type SearchService } from "./search-service.ts";

const collectLimit = `over the limit collectBodyBytes (${eventLimits.collectBodyBytes})`;
/** Commerce's paid orders (authenticated, a large order's lines) are refused above this. */
const paidOrderBodyBytes = 256 * 1024;
/** Merchant configuration may sit in browsers for five minutes; clients apply the banner date rule themselves. */
const publicCache = "public, max-age=300";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type SearchServerOptions = {
  host: string;
  port: number;
  paths: SearchPaths;
  service: SearchService;
  /** Search and merchant-configuration answers kept between requests (see answer-cache.ts). */
  caching: AnswerCaching;
  /** Shopper events and commerce's paid orders (see event-intake.ts). */
  events: EventIntake;
  paidOrdersPath: string;
  /** Who sent a request, from its client address (after `forwardedHops` proxies). */
  clientOf: (address: string) => EventClient;
  forwardedHops: number;
  log?: (line: string) => void;
  /** With SEARCH_EMAIL_MARKETING_URL=stand-in: lists what would have reached the provider. */
  emailMarketingStandIn?: EmailMarketingStandIn;
};

/** Where the e-mail-marketing stand-in lists the events it kept (GET). */
export const emailMarketingStandInPath = "/email-marketing/events";

export type RunningSearchServer = { url: string; server: Server; close(): Promise<void> };

/** `cached` says whether the answer came from the cache (`hit`) or was just computed for it (`miss`). */
function send(
  response: ServerResponse,
  status: number,
  body: Buffer,
  cache = "no-store",
  cached?: "hit" | "miss",
): void {
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
    "cache-control": cache,
    "x-content-type-options": "nosniff",
    "access-control-allow-origin": "*",
    ...(cached ? { "x-cache": cached } : {}),
  });
  response.end(body);
}

function json(response: ServerResponse, status: number, body: unknown, cache = "no-store"): void {
  send(response, status, serialise(body), cache);
}

function sendAnswer(response: ServerResponse, answer: CachedAnswer, cacheControl?: string): void {
  send(response, 200, answer.body, cacheControl, answer.cached);
}

/** A body's bytes, refused before it is read whole when over `most` bytes, `limit` naming the bound. */
function readBody(request: IncomingMessage, most: number, limit = `${most} bytes`): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refusal = () => new SearchRequestError(`Request body ${limit}`, 400);
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > most) {
      reject(refusal());
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > most) {
        reject(refusal());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SearchRequestError("Malformed JSON body");
  }
}

async function readJson(request: IncomingMessage, most: number, limit?: string): Promise<unknown> {
  return parseJson((await readBody(request, most, limit)).toString("utf8"));
}

/** A protocol body bounded by one of the request limits, refused with its name. */
function readLimitedBody(request: IncomingMessage, limit: SearchRequestLimit & `${string}BodyBytes`): Promise<Buffer> {
  return readBody(request, searchRequestLimits[limit], overLimit(limit));
}

/** A beacon's fields: multipart or URL-encoded form data (browsers send either without a preflight). */
async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const body = await readBody(request, eventLimits.collectBodyBytes, collectLimit);
  const type = String(request.headers["content-type"] ?? "");
  const fields: Record<string, string> = {};
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Request("http://beacon.invalid/", {
        method: "POST",
        headers: { "content-type": type },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw new SearchRequestError("Malformed form body");
    }
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value.slice(0, 2048);
    return fields;
  }
  // text/plain (navigator.sendBeacon with a string) carries URL-encoded fields.
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) fields[name] = value.slice(0, 2048);
  return fields;
}

function clientAddress(request: IncomingMessage): { v4: string; v6: string } {
  const raw = request.socket.remoteAddress ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1];
  if (mapped) return { v4: mapped, v6: raw };
  if (/^\d+\.\d+\.\d+\.\d+$/.test(raw)) return { v4: raw, v6: `::ffff:${raw}` };
  return { v4: raw === "::1" ? "127.0.0.1" : raw, v6: raw };
}

/** The client's address: the socket's, or the one the last trusted proxy appended to X-Forwarded-For. */
function clientAddressOf(request: IncomingMessage, forwardedHops: number): string {
  const socket = request.socket.remoteAddress ?? "";
  if (forwardedHops === 0) return socket;
  const forwarded = String(request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - forwardedHops] ?? socket;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new SearchRequestError("Malformed path");
  }
}

const plainPath = /^\/(?!\/)[\w\-/]*$/;
const parseUrl = (raw: string) => new URL(raw, "http://search.invalid");

/** The request's path: a plain one (letters, digits, `_`, `-`, `/`) as it came, anything else as a URL parser reads it. */
function pathOf(raw: string): string {
  return plainPath.test(raw) ? raw : parseUrl(raw).pathname;
}

/** A search, answered through the answer caching (see createAnswerCaching in answer-cache.ts). */
async function search(request: IncomingMessage, response: ServerResponse, options: SearchServerOptions): Promise<void> {
  const { service, caching } = options;
  const body = (await readLimitedBody(request, "searchBodyBytes")).toString("utf8");
  sendAnswer(
    response,
    caching.search(body, (text) => service.readSearch(parseJson(text)), service.answerSearch),
  );
}

async function route(request: IncomingMessage, response: ServerResponse, options: SearchServerOptions): Promise<void> {
  const { paths, service, caching } = options;
  const rawUrl = request.url ?? "/";
  const path = pathOf(rawUrl);
  const method = request.method ?? "GET";

  if (method === "OPTIONS") {
    response.writeHead(204, {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": "content-type",
      "access-control-max-age": "86400",
    });
    response.end();
    return;
  }
  if (path === "/health") return json(response, 200, { ok: true });
  if (path === emailMarketingStandInPath && options.emailMarketingStandIn && method === "GET") {
    return json(response, 200, { events: options.emailMarketingStandIn.events() });
  }

  if (method === "POST") {
    if (path === paths.search) {
      try {
        return await search(request, response, options);
      } catch (error) {
        if (!(error instanceof SearchRequestError)) throw error;
        // The search endpoint answers errors in its own envelope, so clients read meta.responseCode.
        return json(response, error.status, {
          meta: { qTime: 0, responseCode: error.status, error: error.message },
          queryResults: [],
          suggestionResults: [],
        });
      }
    }
    if (path.startsWith(`${paths.visitor}/`) && path.endsWith("/session")) {
      const apiKey = decodeSegment(path.slice(paths.visitor.length + 1, -"/session".length));
      const body = parseJson((await readLimitedBody(request, "sessionBodyBytes")).toString("utf8"));
      return json(response, 200, service.visitorSession(apiKey, body));
    }
    if (path === paths.ipv4 || path === paths.ipv6) {
      const body = parseJson((await readLimitedBody(request, "sessionBodyBytes")).toString("utf8"));
      const parsed = ipCheckRequestSchema.safeParse(body);
      if (!parsed.success) throw new SearchRequestError("Malformed IP check: expected {klevu_uuid: string}");
      const uuid = uuidPattern.test(parsed.data.klevu_uuid) ? parsed.data.klevu_uuid : randomUUID();
      const address = clientAddress(request);
      return json(response, 200, { ip_address: path === paths.ipv4 ? address.v4 : address.v6, klevu_uuid: uuid });
    }
    if (path === paths.eventsV2 || path.startsWith(paths.eventsV1)) {
      const client = options.clientOf(clientAddressOf(request, options.forwardedHops));
      if (path === paths.eventsV2) {
        const body = await readJson(request, eventLimits.collectBodyBytes, collectLimit);
        return json(response, 202, await options.events.collectV2(body, client));
      }
      const fields = await readForm(request);
      const answer = await options.events.beacon(path.slice(paths.eventsV1.length), fields, client);
      return json(response, 202, { ok: true, ...answer });
    }
    if (path === options.paidOrdersPath) {
      const body = await readJson(request, paidOrderBodyBytes);
      const answer = await options.events.paidOrder(body, request.headers.authorization);
      return json(response, 200, answer);
    }
  }

  if (method === "GET" || method === "HEAD") {
    if (path.startsWith(paths.config)) {
      const file = decodeSegment(path.slice(paths.config.length));
      const answer = file.endsWith("-banner.json")
        ? () => service.banners(file.slice(0, -"-banner.json".length))
        : file.endsWith("-maps.json")
          ? () => service.keywordMaps(file.slice(0, -"-maps.json".length))
          : file.endsWith(".json")
            ? () => service.configuration(file.slice(0, -".json".length))
            : undefined;
      if (answer) return sendAnswer(response, caching.merchant(path, answer), publicCache);
    }
    if (path.startsWith(paths.recommendations)) {
      const [apiKey, settings, recsKey, ...rest] = path.slice(paths.recommendations.length).split("/");
      if (apiKey && settings === "settings" && recsKey && rest.length === 0) {
        const answer = () => service.recommendationSettings(decodeSegment(apiKey), decodeSegment(recsKey));
        return sendAnswer(response, caching.merchant(path, answer), publicCache);
      }
    }
    if (path.startsWith(paths.annotations) && path.endsWith("/annotations")) {
      const apiKey = decodeSegment(path.slice(paths.annotations.length, -"/annotations".length));
      return json(response, 200, service.annotations(apiKey, parseUrl(rawUrl).searchParams));
    }
  }
  throw new SearchRequestError(`No ${method} endpoint at this path`, 404);
}

export async function startSearchServer(options: SearchServerOptions): Promise<RunningSearchServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  const server = createServer((request, response) => {
    route(request, response, options).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof SearchRequestError) {
        for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value);
        return json(response, error.status, { error: error.message });
      }
      log(JSON.stringify({ event: "search-error", path: request.url?.slice(0, 200), error: String(error) }));
      json(response, 500, { error: "Internal error" });
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host === "0.0.0.0" || host === "[::]" ? "localhost" : host}:${address.port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
