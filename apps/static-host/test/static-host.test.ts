import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { hostContentSecurityPolicy, hostPolicySettings } from "@hushling/storefronts";
import { withPageContentSecurityPolicy } from "@hushling/storefronts/node";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningStaticHost, startStaticHost } from "../src/index.ts";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

let root: string;
let host: RunningStaticHost;

function get(path: string, siteHost = "us.localhost", method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port: host.port, path, method, headers: { host: `${siteHost}:${host.port}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The raw bytes of an answer, for checking what came compressed. */
function getBytes(path: string, headers: Record<string, string>): Promise<Omit<Answer, "body"> & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port: host.port, path, headers: { host: `us.localhost:${host.port}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "static-host-"));
  const site = join(root, "us");
  await mkdir(join(site, "redirects", "baby-crib"), { recursive: true });
  await mkdir(join(site, "assets"), { recursive: true });
  await writeFile(join(site, "index.html"), "<h1>Home</h1>");
  await writeFile(join(site, "404.html"), "<h1>Not found</h1>");
  await mkdir(join(site, "de"), { recursive: true });
  await writeFile(join(site, "de", "404.html"), "<h1>Nicht gefunden</h1>");
  await writeFile(join(site, "redirects", "baby-crib", "index.html"), "<p>redirect</p>");
  await writeFile(join(site, "assets", "app-1a2b.js"), "console.log(1)");
  await writeFile(join(root, "secret.txt"), "outside the site");
  host = await startStaticHost({ sites: [{ id: "us", root: site }] });
});

afterAll(async () => {
  await host?.close();
  await rm(root, { recursive: true, force: true });
});

describe("static host", () => {
  it("serves a folder's index.html at its slash-ended address", async () => {
    const answer = await get("/redirects/baby-crib/");
    expect(answer).toMatchObject({ status: 200, body: "<p>redirect</p>" });
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("answers a folder without its slash with a 301 that keeps the query", async () => {
    const answer = await get("/redirects/baby-crib?country=se");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/redirects/baby-crib/?country=se");
  });

  it("is case-sensitive and answers misses with the site's 404.html", async () => {
    const answer = await get("/Redirects/Baby-Crib/");
    expect(answer).toMatchObject({ status: 404, body: "<h1>Not found</h1>" });
  });

  it("answers a miss under a language folder with that folder's 404.html, else the site's", async () => {
    expect(await get("/de/gibts-nicht/")).toMatchObject({ status: 404, body: "<h1>Nicht gefunden</h1>" });
    expect(await get("/DE/gibts-nicht/")).toMatchObject({ status: 404, body: "<h1>Nicht gefunden</h1>" });
    expect(await get("/nl/bestaat-niet/")).toMatchObject({ status: 404, body: "<h1>Not found</h1>" });
  });

  it("never serves a file outside the site folder", async () => {
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt"]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("outside the site");
    }
  });

  it("rejects broken percent-encoding and backslashes with a 400", async () => {
    expect((await get("/%E0%A4%A")).status).toBe(400);
    expect((await get("/..%5csecret.txt")).status).toBe(400);
  });

  it("tells a visitor at an unknown host which storefronts exist", async () => {
    const answer = await get("/", "zz.localhost");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("http://us.localhost:<port>/");
  });

  it("caches hashed assets for a year and HTML not at all", async () => {
    expect((await get("/assets/app-1a2b.js")).headers["cache-control"]).toContain("immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
  });

  it("gzips text for a browser that asks, sends it plain otherwise, and compresses a rebuilt file again", async () => {
    const page = join(root, "us", "guide", "index.html");
    await mkdir(join(root, "us", "guide"), { recursive: true });
    const first = `<h1>Sleep guide</h1>${"<p>Calm nights for small people.</p>".repeat(200)}`;
    await writeFile(page, first);

    const zipped = await getBytes("/guide/", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(first.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(first);

    const plain = await getBytes("/guide/", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(first);
    expect((await getBytes("/guide/", { "accept-encoding": "gzip;q=0" })).body.toString()).toBe(first);

    const second = first.replace("Sleep guide", "Bedtime guide");
    await writeFile(page, second);
    const rebuilt = await getBytes("/guide/", { "accept-encoding": "gzip" });
    expect(gunzipSync(rebuilt.body).toString()).toBe(second);
  });

  it("sends small files and pictures as they are", async () => {
    const small = await getBytes("/", { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<h1>Home</h1>");
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await get("/", "us.localhost", "HEAD");
    expect(head).toMatchObject({ status: 200, body: "" });
    expect(head.headers["content-length"]).toBe("13");
    expect((await get("/", "us.localhost", "POST")).status).toBe(405);
  });

  it("builds a folder's 301 from the folder on disk, never from the raw path, so it cannot leave the host", async () => {
    const cases: [string, string][] = [
      ["//evil.example/..%2fassets", "/assets/"],
      ["//evil.example/../assets?x=1", "/assets/?x=1"],
      ["/%2F%2Fevil.example%2F..%2Fassets", "/assets/"],
      ["/redirects//baby-crib", "/redirects/baby-crib/"],
      ["/./redirects/./baby-crib", "/redirects/baby-crib/"],
    ];
    for (const [path, location] of cases) {
      const answer = await get(path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 301, location]);
    }
  });

  it("keeps Chromium on the host when it follows a folder's 301 from a path that starts with //", async () => {
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const visited: string[] = [];
      page.on("request", (request) => visited.push(request.url()));
      // Were it to leave, the foreign host would answer here instead of on the network.
      await page.route(
        (url) => url.hostname === "evil.example",
        (route) => route.fulfill({ status: 200, body: "left the host" }),
      );
      await page.goto(`http://us.localhost:${host.port}//evil.example/..%2fassets`);
      expect(new URL(page.url()).host).toBe(`us.localhost:${host.port}`);
      expect(new URL(page.url()).pathname).toBe("/assets/");
      expect(visited.filter((url) => new URL(url).hostname !== "us.localhost")).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it("sends a site's configured headers with every answer, and Chromium enforces header and meta policy together", async () => {
    // The Shop API stand-in the policy allows, and another origin it does not.
    const shop = createServer((_, response) => {
      response.writeHead(200, { "Access-Control-Allow-Origin": "*" }).end("shop");
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    const shopPort = (shop.address() as AddressInfo).port;
    const policy = hostContentSecurityPolicy(hostPolicySettings({ shopApiOrigin: `http://localhost:${shopPort}` }));
    const site = join(root, "csp");
    await mkdir(join(site, "assets"), { recursive: true });
    await writeFile(join(site, "assets", "m.js"), "export const loaded = 'module';");
    const loader = `addEventListener("load",function(){var s=document.createElement("script");s.type="module";s.textContent=${JSON.stringify('import("/assets/m.js").then(function(m){document.body.dataset.module=m.loaded})')};document.body.appendChild(s)})`;
    const built = withPageContentSecurityPolicy(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP</title><script>document.documentElement.dataset.inline="ran"</script><script>${loader}</script></head><body><h1>CSP</h1></body></html>`,
    );
    // What an injection into the finished page would look like: a script the build never hashed.
    const injected = built.replace("<h1>", '<script>document.documentElement.dataset.injected="ran"</script><h1>');
    await writeFile(join(site, "index.html"), injected);
    const cspHost = await startStaticHost({
      sites: [{ id: "csp", root: site, headers: { "Content-Security-Policy": policy } }],
    });
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    try {
      const answer = await new Promise<string | undefined>((resolve, reject) => {
        request(
          { host: "127.0.0.1", port: cspHost.port, path: "/assets/m.js", headers: { host: "csp.localhost" } },
          (response) => {
            response.resume();
            resolve(response.headers["content-security-policy"] as string | undefined);
          },
        )
          .on("error", reject)
          .end();
      });
      expect(answer).toBe(policy);
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) violations.push(message.text());
      });
      await page.goto(`http://csp.localhost:${cspHost.port}/`);
      await expect.poll(() => page.evaluate(() => document.body.dataset.module)).toBe("module");
      const state = await page.evaluate(async (shopOrigin) => {
        const reach = (url: string) =>
          fetch(url).then(
            () => "reached",
            () => "blocked",
          );
        return {
          inline: document.documentElement.dataset.inline,
          injected: document.documentElement.dataset.injected ?? "blocked",
          shop: await reach(`${shopOrigin}/shop-api`),
          elsewhere: await reach(`${shopOrigin.replace("localhost", "127.0.0.1")}/elsewhere`),
        };
      }, `http://localhost:${shopPort}`);
      expect(state).toEqual({ inline: "ran", injected: "blocked", shop: "reached", elsewhere: "blocked" });
      expect(violations.some((text) => text.includes("script"))).toBe(true);
    } finally {
      await browser.close();
      await cspHost.close();
      shop.close();
    }
  }, 60_000);
});
