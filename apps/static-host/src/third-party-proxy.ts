import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable, Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate, gzipSync } from "node:zlib";
import { acceptsGzip } from "./compression.ts";
import { classifyAddress } from "./ip-address-class.ts";
import { checkProxyTarget, isRefusal, type ProxyTarget } from "./proxy-target.ts";
import type { ThirdPartyProxySettings } from "./third-party-proxy-settings.ts";

export const thirdPartyProxyPath = "/__third-party-proxy";

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
/** Where a checked address is actually connected to; tests reroute a public address to a local server. */
export type Dialler = (checked: ResolvedAddress & { port: number }) => ResolvedAddress & { port: number };

export type ThirdPartyProxyOptions = {
  settings: ThirdPartyProxySettings;
  /** Programmatic only (no setting reaches it): resolves host names; the system resolver by default. */
  resolve?: Resolver;
  dial?: Dialler;
};

/** What may be served from the site's own origin: scripts, styles, data, images and fonts, never HTML. */
const servableTypes =
  /^(application\/(javascript|x-javascript|ecmascript|json)|text\/(javascript|css|plain)|image\/(png|jpeg|gif|webp|avif|svg\+xml)|font\/[a-z0-9]+)\s*(;|$)/i;

class ProxyFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * `GET /__third-party-proxy?url=…`: fetches a script from an allow-listed host and serves it from the
 * site's origin. Every hop (the first URL and each redirect) is checked again: allow-list, scheme, port,
 * then every address the host resolves to must be public, and the connection goes to the checked address,
 * so a DNS answer that changes between check and connect cannot point it inward.
 */
export function createThirdPartyProxy(options: ThirdPartyProxyOptions) {
  const resolve = options.resolve ?? systemResolver;
  const { settings } = options;

  async function fetchChecked(
    target: ProxyTarget,
    signal: AbortSignal,
    redirectsLeft: number,
  ): Promise<UpstreamAnswer> {
    let addresses: ResolvedAddress[];
    try {
      addresses = await resolve(target.hostname);
    } catch {
      throw new ProxyFailure(502, `The host ${target.hostname} could not be resolved.`);
    }
    if (addresses.length === 0) throw new ProxyFailure(502, `The host ${target.hostname} has no address.`);
    const refused = addresses.find((entry) => classifyAddress(entry.address) !== "public");
    if (refused) {
      throw new ProxyFailure(
        403,
        `The host ${target.hostname} resolves to a ${classifyAddress(refused.address)} address; only public addresses are fetched.`,
      );
    }
    const [first] = addresses as [ResolvedAddress];
    const dialled = options.dial ? options.dial({ ...first, port: target.port }) : { ...first, port: target.port };
    const answer = await get(target, dialled, signal, settings.maxBytes);
    if (answer.redirect === undefined) return answer;
    if (redirectsLeft === 0)
      throw new ProxyFailure(502, `The upstream redirected more than ${settings.maxRedirects} times.`);
    let next: string;
    try {
      next = new URL(answer.redirect, target.url).href;
    } catch {
      throw new ProxyFailure(502, "The upstream redirected to an invalid URL.");
    }
    const checked = checkProxyTarget(next, settings);
    if (isRefusal(checked))
      throw new ProxyFailure(checked.status, `The upstream redirected somewhere refused: ${checked.message}`);
    return fetchChecked(checked, signal, redirectsLeft - 1);
  }

  return {
    handles(request: IncomingMessage): boolean {
      const path = (request.url ?? "").split("?", 1)[0];
      return path === thirdPartyProxyPath;
    },

    async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.setHeader("Allow", "GET, HEAD");
        return sendText(response, 405, "The third-party proxy answers GET and HEAD only.\n");
      }
      const query = new URLSearchParams((request.url ?? "").split("?").slice(1).join("?"));
      const urls = query.getAll("url");
      if (urls.length !== 1 || !urls[0])
        return sendText(response, 400, "Give exactly one url parameter: /__third-party-proxy?url=https%3A%2F%2F…\n");
      const target = checkProxyTarget(urls[0], settings);
      if (isRefusal(target)) return sendText(response, target.status, `${target.message}\n`);

      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
      try {
        const answer = await fetchChecked(target, controller.signal, settings.maxRedirects);
        // The body was decoded to count it; it is encoded again only for a client that asks for gzip.
        const gzip = acceptsGzip(request.headers["accept-encoding"]);
        const body = gzip ? gzipSync(answer.body) : answer.body;
        response.statusCode = 200;
        response.setHeader("Content-Type", answer.contentType);
        if (gzip) response.setHeader("Content-Encoding", "gzip");
        response.setHeader("Content-Length", body.length);
        response.setHeader("Vary", "Accept-Encoding");
        // What the upstream marks as one visitor's (private, no-store, a cookie set) no cache may keep.
        response.setHeader("Cache-Control", answer.private ? "no-store" : "public, max-age=300");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        response.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
        response.end(request.method === "HEAD" ? undefined : body);
      } catch (error) {
        if (error instanceof ProxyFailure) return sendText(response, error.status, `${error.message}\n`);
        if (controller.signal.aborted) {
          return sendText(response, 504, `The upstream did not answer within ${settings.timeoutMs / 1000} s.\n`);
        }
        return sendText(response, 502, "The upstream could not be reached.\n");
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

type UpstreamAnswer = { redirect?: string; contentType: string; private?: boolean; body: Buffer };

/** A decoder for the upstream's one content coding; undefined for none, "unsupported" for any other. */
function decoderFor(encoding: string | undefined): Transform | undefined | "unsupported" {
  const name = (encoding ?? "").trim().toLowerCase();
  if (name === "" || name === "identity") return undefined;
  if (name === "gzip" || name === "x-gzip") return createGunzip();
  if (name === "deflate") return createInflate();
  if (name === "br") return createBrotliDecompress();
  return "unsupported";
}

function isPrivate(upstream: IncomingMessage): boolean {
  return (
    /\b(private|no-store)\b/i.test(upstream.headers["cache-control"] ?? "") || Boolean(upstream.headers["set-cookie"])
  );
}

function get(
  target: ProxyTarget,
  dialled: ResolvedAddress & { port: number },
  signal: AbortSignal,
  maxBytes: number,
): Promise<UpstreamAnswer> {
  const fixedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: dialled.address, family: dialled.family }]);
    else callback(null, dialled.address, dialled.family);
  };
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        hostname: target.hostname,
        port: dialled.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: "GET",
        headers: {
          host: target.url.host,
          accept: "*/*",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "hushling-third-party-proxy",
        },
        lookup: fixedLookup,
        agent: false,
        signal,
      },
      (upstream) => {
        const status = upstream.statusCode ?? 0;
        const location = upstream.headers.location;
        if ([301, 302, 303, 307, 308].includes(status) && location) {
          upstream.resume();
          return resolve({ redirect: location, contentType: "", body: Buffer.alloc(0) });
        }
        if (status < 200 || status > 299) {
          upstream.resume();
          return reject(new ProxyFailure(502, `The upstream answered ${status}.`));
        }
        const contentType = upstream.headers["content-type"] ?? "";
        if (!servableTypes.test(contentType)) {
          upstream.resume();
          return reject(new ProxyFailure(502, "The upstream's content type cannot be served from this site."));
        }
        const tooLarge = () => new ProxyFailure(413, `The upstream's response is larger than ${maxBytes} bytes.`);
        if (Number(upstream.headers["content-length"] ?? 0) > maxBytes) {
          upstream.destroy();
          return reject(tooLarge());
        }
        const decoder = decoderFor(upstream.headers["content-encoding"]);
        if (decoder === "unsupported") {
          upstream.resume();
          return reject(new ProxyFailure(502, "The upstream's content encoding is not gzip, deflate or br."));
        }
        // The cap counts decoded bytes: 100 KB of gzip can inflate to 100 MiB (a "zip bomb"), and the
        // decoded body is what is held here and what a client without gzip receives.
        const decoded: Readable = decoder ? upstream.pipe(decoder) : upstream;
        const chunks: Buffer[] = [];
        let size = 0;
        decoded.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            upstream.destroy();
            decoded.destroy();
            reject(tooLarge());
          } else chunks.push(chunk);
        });
        decoded.on("end", () => resolve({ contentType, private: isPrivate(upstream), body: Buffer.concat(chunks) }));
        decoded.on("error", () => reject(new ProxyFailure(502, "The upstream's body could not be decoded.")));
        upstream.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.end(text);
}
