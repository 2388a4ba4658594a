import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { bundleForBrowser } from "@hushling/test-support/browser-bundle";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { type Browser, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { envelopeErrorEvents, type ReceivedEvent } from "./fake-ingest.ts";

/**
 * The SDK, initialised with our options, in Chromium, sending to a fake ingest: a small HTTP server that
 * accepts the envelope endpoint and keeps the error events it receives.
 */
let browser: Browser;
let page: Page;
let site: Server;
let ingest: Server;
let sitePort: number;
let ingestPort: number;
let received: ReceivedEvent[] = [];
let pageScript: string;

function settingsFor(overrides: Record<string, unknown> = {}) {
  return {
    dsn: `http://public@127.0.0.1:${ingestPort}/1`,
    sampleRate: 1,
    tracesSampleRate: 0,
    ignoredScriptHosts: { reviews: ["reviews.localhost"], photoUgc: [], socialAds: [], searchIpv6Check: [] },
    ...overrides,
  };
}

async function open(settings: Record<string, unknown>, query = ""): Promise<void> {
  const json = encodeURIComponent(JSON.stringify(settings));
  await page.goto(`http://localhost:${sitePort}/${query}${query ? "&" : "?"}settings=${json}`);
  await page.waitForFunction(() => "errorReportingOn" in window);
}

/** Throws outside any handler, as an application bug would: the SDK's global handler reports it. */
function throwUncaught(name: string, message: string): Promise<void> {
  return page.evaluate(
    ([errorName, errorMessage]) => {
      setTimeout(() => {
        const error = new Error(errorMessage);
        error.name = errorName ?? "Error";
        throw error;
      });
    },
    [name, message],
  );
}

beforeAll(async () => {
  pageScript = await bundleForBrowser(fileURLToPath(new URL("./browser-page/error-page.ts", import.meta.url)));
  ingest = createServer(async (request, response) => {
    if (request.method === "POST" && request.url?.startsWith("/api/1/envelope/")) {
      received.push(...(await envelopeErrorEvents(request)));
    }
    response.writeHead(200, { "access-control-allow-origin": "*", "content-type": "application/json" });
    response.end("{}");
  });
  await new Promise<void>((resolve) => ingest.listen(0, "127.0.0.1", resolve));
  ingestPort = (ingest.address() as AddressInfo).port;

  site = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/page.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      return response.end(pageScript);
    }
    if (url.pathname === "/widget.js") {
      // The reviews provider's script, failing as third-party scripts do.
      response.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
      return response.end(
        "window.reviewsWidget = function reviewsWidget() { throw new TypeError('widget config is null'); };",
      );
    }
    const settings = (url.searchParams.get("settings") ?? "{}").replaceAll("<", "\\u003c");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hushling</title>
<script type="application/json" id="error-reporting-settings">${settings}</script>
<script type="module" src="/page.js"></script>
<script crossorigin src="http://reviews.localhost:${sitePort}/widget.js"></script></head>
<body><h1>Hushling</h1></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  for (const server of [site, ingest]) await new Promise<void>((resolve) => server?.close(() => resolve()));
});

beforeEach(async () => {
  received = [];
  await page?.context().close();
  page = await (await browser.newContext()).newPage();
});

const messages = () => received.map((event) => event.exception?.values?.[0]?.value ?? event.message ?? "");

describe("error reporting in Chromium with a fake ingest", () => {
  it("a thrown application error arrives, without personal data", async () => {
    await open(settingsFor(), "?email=jane%40example.com");
    expect(await page.evaluate(() => (window as unknown as { errorReportingOn: boolean }).errorReportingOn)).toBe(true);
    await throwUncaught(
      "TypeError",
      "Cannot read properties of undefined (reading 'variants') for jane.doe@example.com",
    );
    await expect
      .poll(messages, { timeout: 30_000 })
      .toEqual(["Cannot read properties of undefined (reading 'variants') for [email]"]);
    expect(received[0]?.user).toBeUndefined();
    expect(received[0]?.request?.url).toMatch(
      new RegExp(`^http://localhost:${sitePort}/\\?email=\\[filtered\\]&settings=`),
    );
    expect(JSON.stringify(received[0])).not.toContain("jane");
  });

  it("each filtered error kind never arrives", async () => {
    await open(settingsFor());
    await throwUncaught("ChunkLoadError", "Loading chunk 42 failed.");
    await throwUncaught("TypeError", "Failed to fetch dynamically imported module: /assets/cart-1a2b.js");
    await throwUncaught("TypeError", "getProductDefaults is not a function");
    await throwUncaught("TypeError", "Failed to fetch");
    await throwUncaught("TypeError", "Network request failed");
    await throwUncaught("Error", "ResizeObserver loop limit exceeded");
    await throwUncaught("Error", "Minified React error #421; visit https://react.dev/errors/421 for the full message");
    await throwUncaught("Error", "Minified React error #425; visit https://react.dev/errors/425");
    await throwUncaught("ReferenceError", "Can't find variable: __gCrWeb");
    await throwUncaught("Error", "evaluating 'a.b' webkit-masked-url://hidden/");
    await page.evaluate(() => setTimeout(() => (window as unknown as { reviewsWidget: () => void }).reviewsWidget()));
    // A real error thrown last, twice: once both have arrived, any earlier send would have arrived too.
    await throwUncaught("Error", "real bug one");
    await throwUncaught("Error", "real bug two");
    await expect.poll(() => messages().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(messages().sort()).toEqual(["real bug one", "real bug two"]);
  });

  it("reports nothing in a preview build, or to a page-speed audit bot", async () => {
    await open(settingsFor({ preview: true }));
    expect(await page.evaluate(() => (window as unknown as { errorReportingOn: boolean }).errorReportingOn)).toBe(
      false,
    );

    const lighthouse = await browser.newContext({
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36 Chrome-Lighthouse",
    });
    page = await lighthouse.newPage();
    await open(settingsFor());
    expect(await page.evaluate(() => (window as unknown as { errorReportingOn: boolean }).errorReportingOn)).toBe(
      false,
    );
  });
});
