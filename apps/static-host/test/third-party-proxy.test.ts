import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ResolvedAddress,
  type RunningStaticHost,
  startStaticHost,
  thirdPartyProxySettingsSchema,
} from "../src/index.ts";

/**
 * The upstream is a real HTTP server on loopback, which the proxy must never reach by its own address.
 * So the test names it by allow-listed host names, resolves those (through the injected resolver) to a
 * public address, and reroutes only the connection to that one public address to the local server:
 * every check the proxy makes still runs on what the resolver answers.
 */
const upstreamPublicAddress = "93.184.216.34";
const dnsAnswers: Record<string, ResolvedAddress[]> = {
  "scripts.reviews.test": [{ address: upstreamPublicAddress, family: 4 }],
  "cdn.photo-ugc.test": [{ address: upstreamPublicAddress, family: 4 }],
  "internal.reviews.test": [{ address: "10.0.0.5", family: 4 }],
  "loopback6.reviews.test": [{ address: "::1", family: 6 }],
  "mapped.reviews.test": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "mixed.reviews.test": [
    { address: upstreamPublicAddress, family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
};

type Answer = { status: number; headers: Record<string, string>; body: string };

const bomb = gzipSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9 });
/** Compresses well (so it arrives gzipped) and stays under the test's 4000-byte cap when decoded. */
const gzippedScript = `window.words = ${JSON.stringify("hush ".repeat(600))};`;

let root: string;
let upstream: Server;
let upstreamPort: number;
let host: RunningStaticHost;
let resolved: string[] = [];

function proxied(url: string, method = "GET"): Promise<Answer> {
  const path = `/__third-party-proxy?url=${encodeURIComponent(url)}`;
  return fetchRaw(path, method);
}

const proxyUrl = (url: string) => `http://127.0.0.1:${host.port}/__third-party-proxy?url=${encodeURIComponent(url)}`;

/** A GET with exactly these headers and the body as sent (fetch would decode gzip itself). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The proxy answers at any host, so the test calls it by address, as the browser's own origin would. */
async function fetchRaw(path: string, method = "GET"): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${host.port}${path}`, { method, redirect: "manual" });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "third-party-proxy-"));
  await writeFile(join(root, "index.html"), "<h1>Home</h1>");
  upstream = createServer((incoming, response) => {
    const path = incoming.url ?? "/";
    const redirect = (location: string) => {
      response.writeHead(302, { location });
      response.end();
    };
    if (path === "/widget.js") {
      response.writeHead(200, { "content-type": "text/javascript", "set-cookie": "tracker=1; Path=/" });
      return response.end(`window.reviewsHost = ${JSON.stringify(incoming.headers.host)};`);
    }
    if (path === "/redirect-same-host") return redirect("/widget.js");
    if (path === "/redirect-other-listed") return redirect("http://cdn.photo-ugc.test/widget.js");
    if (path === "/redirect-private") return redirect("http://internal.reviews.test/widget.js");
    if (path === "/redirect-ip") return redirect("http://127.0.0.1/widget.js");
    if (path === "/redirect-unlisted") return redirect("http://evil.test/widget.js");
    if (path === "/redirect-loop") return redirect("/redirect-loop");
    if (path === "/big.js") {
      response.writeHead(200, { "content-type": "text/javascript", "content-length": "5000" });
      return response.end("x".repeat(5000));
    }
    if (path === "/big-chunked.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      for (let index = 0; index < 10; index++) response.write("y".repeat(500));
      return response.end();
    }
    if (path === "/bomb.js") {
      // 12 KB of gzip inflating to 1 MiB: small on the wire, 256 times the proxy's cap once decoded.
      response.writeHead(200, { "content-type": "text/javascript", "content-encoding": "gzip" });
      return response.end(bomb);
    }
    if (path === "/gzipped.js") {
      response.writeHead(200, { "content-type": "text/javascript", "content-encoding": "gzip" });
      return response.end(gzipSync(gzippedScript));
    }
    if (path === "/private.js") {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "private, max-age=60" });
      return response.end("window.visitor = 1;");
    }
    if (path === "/slow.js") return; // never answers
    if (path === "/page.html") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<script>alert(1)</script>");
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("missing");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;

  host = await startStaticHost({
    sites: [{ id: "us", root }],
    thirdPartyProxy: {
      settings: thirdPartyProxySettingsSchema.parse({
        allowedHosts: [
          "scripts.reviews.test",
          "*.photo-ugc.test",
          "internal.reviews.test",
          "loopback6.reviews.test",
          "mapped.reviews.test",
          "mixed.reviews.test",
        ],
        maxBytes: 4000,
        timeoutMs: 3000,
        maxRedirects: 3,
      }),
      resolve: async (hostname) => {
        resolved.push(hostname);
        const answer = dnsAnswers[hostname];
        if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
        return answer;
      },
      dial: (checked) =>
        checked.address === upstreamPublicAddress && checked.port === 80
          ? { address: "127.0.0.1", family: 4, port: upstreamPort }
          : checked,
    },
  });
});

afterAll(async () => {
  await host?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

describe("third-party proxy over HTTP", () => {
  it("serves a script from an allow-listed host, with its content type and the original Host header", async () => {
    const answer = await proxied("http://scripts.reviews.test/widget.js");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('window.reviewsHost = "scripts.reviews.test";');
    expect(answer.headers["content-type"]).toBe("text/javascript");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("cuts a gzip bomb at the decoded size cap, whatever its compressed size", async () => {
    expect(bomb.length).toBeLessThan(4000 * 4);
    for (const acceptEncoding of ["identity", "gzip"]) {
      const response = await fetch(proxyUrl("http://scripts.reviews.test/bomb.js"), {
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(response.status, acceptEncoding).toBe(413);
      expect(await response.text()).toMatch(/larger than 4000 bytes/);
    }
  });

  it("decodes what it fetched and encodes it again only for a client that accepts gzip, varying on that", async () => {
    const gzipped = await rawGet(proxyUrl("http://scripts.reviews.test/gzipped.js"), { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(gzippedScript);
    const plain = await rawGet(proxyUrl("http://scripts.reviews.test/gzipped.js"), { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(gzippedScript);
    for (const answer of [gzipped, plain]) {
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    }
  });

  it("lets no cache keep what the upstream marks private or answers with a cookie", async () => {
    for (const path of ["/private.js", "/widget.js"]) {
      const answer = await proxied(`http://scripts.reviews.test${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
  });

  it("answers HEAD without a body", async () => {
    const answer = await proxied("http://scripts.reviews.test/widget.js", "HEAD");
    expect(answer).toMatchObject({ status: 200, body: "" });
  });

  it("follows a redirect to the same host and to another listed host", async () => {
    expect((await proxied("http://scripts.reviews.test/redirect-same-host")).status).toBe(200);
    const other = await proxied("http://scripts.reviews.test/redirect-other-listed");
    expect(other).toMatchObject({ status: 200, body: 'window.reviewsHost = "cdn.photo-ugc.test";' });
  });

  it("leaves every other path to the static host", async () => {
    expect(await fetchRaw("/__third-party-proxy/other")).toMatchObject({ status: 404 });
    expect((await fetchRaw("/")).body).toMatch(/No storefront is served at this host/);
  });

  it.each([
    ["a host outside the allow-list", "http://evil.test/widget.js", 403, /not on the third-party proxy's allow-list/],
    ["a loopback target", "http://127.0.0.1/widget.js", 403, /IP addresses cannot be proxied/],
    ["a decimal-encoded loopback", "http://2130706433/widget.js", 403, /IP addresses/],
    ["a hex-encoded loopback", "http://0x7f.1/widget.js", 403, /IP addresses/],
    ["an IPv6 loopback", "http://[::1]/widget.js", 403, /IP addresses/],
    ["credentials", "http://user:pw@scripts.reviews.test/widget.js", 400, /user name or password/],
    ["a file URL", "file:///etc/passwd", 400, /Only http and https/],
    ["a non-default port", "http://scripts.reviews.test:8080/widget.js", 403, /Port 8080/],
    [
      "a listed host resolving to a private address",
      "http://internal.reviews.test/widget.js",
      403,
      /resolves to a private address/,
    ],
    [
      "a listed host resolving to IPv6 loopback",
      "http://loopback6.reviews.test/widget.js",
      403,
      /resolves to a loopback address/,
    ],
    ["a listed host resolving to IPv4-mapped IPv6", "http://mapped.reviews.test/widget.js", 403, /ipv4-embedded/],
    ["a listed host with one private answer among public ones", "http://mixed.reviews.test/widget.js", 403, /loopback/],
    [
      "a redirect to a private address",
      "http://scripts.reviews.test/redirect-private",
      403,
      /redirected somewhere refused|private/,
    ],
    [
      "a redirect to an IP address",
      "http://scripts.reviews.test/redirect-ip",
      403,
      /redirected somewhere refused: IP addresses/,
    ],
    [
      "a redirect to an unlisted host",
      "http://scripts.reviews.test/redirect-unlisted",
      403,
      /redirected somewhere refused/,
    ],
    ["endless redirects", "http://scripts.reviews.test/redirect-loop", 502, /redirected more than 3 times/],
    ["a body declared over the size limit", "http://scripts.reviews.test/big.js", 413, /larger than 4000 bytes/],
    [
      "a streamed body over the size limit",
      "http://scripts.reviews.test/big-chunked.js",
      413,
      /larger than 4000 bytes/,
    ],
    ["an HTML page", "http://scripts.reviews.test/page.html", 502, /content type/],
    ["an upstream error status", "http://scripts.reviews.test/missing.js", 502, /answered 404/],
    ["a host that does not resolve", "http://nowhere.photo-ugc.test/widget.js", 502, /could not be resolved/],
  ])("refuses %s with a clear message", async (_, url, status, message) => {
    const answer = await proxied(url);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatch(message);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });

  it("never resolves, let alone fetches, a host refused by the URL check", async () => {
    resolved = [];
    await proxied("http://evil.test/widget.js");
    await proxied("http://2130706433/widget.js");
    expect(resolved).toEqual([]);
  });

  it("answers a slow upstream with 504 when the time limit passes", async () => {
    const answer = await proxied("http://scripts.reviews.test/slow.js");
    expect(answer).toMatchObject({ status: 504, body: "The upstream did not answer within 3 s.\n" });
  });

  it("asks for exactly one url parameter", async () => {
    expect((await fetchRaw("/__third-party-proxy")).status).toBe(400);
    expect((await fetchRaw("/__third-party-proxy?url=a&url=b")).status).toBe(400);
    expect(
      (await fetchRaw("/__third-party-proxy?url=http%3A%2F%2Fscripts.reviews.test%2Fwidget.js", "POST")).status,
    ).toBe(405);
  });

  it("does not echo markup from the URL", async () => {
    const answer = await proxied("http://evil.test/<img src=x onerror=alert(1)>");
    expect(answer.body).not.toContain("<img");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });
});
