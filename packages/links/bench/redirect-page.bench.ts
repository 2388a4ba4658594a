// `npm run bench -w @hushling/links`: the static redirect pages' gzipped size, and the time from navigation
// start to the request for the target in Chromium on loopback. Not a test: numbers go to BENCHMARKS.md.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { chromiumArgs, chromiumExecutablePath as executablePath } from "@hushling/test-support/chromium";
import { chromium } from "@playwright/test";
import { buildRedirectPage, redirectPageData } from "../src/index.ts";
import { loadRedirectRules } from "../src/node/index.ts";

const navigations = Number(process.env.BENCH_NAVIGATIONS ?? 200);

const rules = await loadRedirectRules();
const pages = new Map(
  [...new Set(rules.map((rule) => rule.fromPath))].map((path) => [path, buildRedirectPage(path, rules)]),
);
const gzipped = [...pages.values()].map((html) => gzipSync(html, { level: 9 }).length).sort((a, b) => a - b);
const raw = [...pages.values()].map((html) => Buffer.byteLength(html)).sort((a, b) => a - b);

// The floor on this machine, measured in the same run: a page that only replaces itself with the default.
const baselinePages = new Map(
  [...pages.keys()].map((path) => {
    const target = redirectPageData(path, rules).defaultTarget;
    return [`/baseline${path}`, `<!doctype html><script>location.replace(${JSON.stringify(target)})</script>`];
  }),
);

const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? "/", "http://bench.invalid").pathname;
  const html = pages.get(pathname) ?? baselinePages.get(pathname);
  response.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
  response.end(html ?? "");
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const context = await browser.newContext({ locale: "en-US", timezoneId: "Europe/Stockholm" });
await context.route("https://**.hushling.example/**", (route) => route.fulfill({ status: 204 }));
const page = await context.newPage();
const paths = [...pages.keys()];
const countries = ["", "?country=se", "?country=jp", "?country=pl", "?country=zz"];
// Chromium's own monotonic timestamps (seconds) of each request, straight from the DevTools protocol.
const sentAt = new Map<string, number>();
const answeredAt = new Map<string, number>();
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
cdp.on("Network.requestWillBeSent", (event) => {
  if (!sentAt.has(event.request.url)) sentAt.set(event.request.url, event.timestamp);
});
cdp.on("Network.responseReceived", (event) => {
  if (!answeredAt.has(event.response.url)) answeredAt.set(event.response.url, event.timestamp);
});
/** Navigation start -> target request, and response -> target request (the page's own part), in ms. */
async function navigate(url: string): Promise<[number, number]> {
  sentAt.clear();
  answeredAt.clear();
  const target = page.waitForRequest((r) => new URL(r.url()).hostname.endsWith(".hushling.example"));
  await page.goto(url, { waitUntil: "commit" });
  const targetUrl = (await target).url();
  const start = sentAt.get(url);
  const end = sentAt.get(targetUrl);
  if (start === undefined || end === undefined) throw new Error(`no timestamps for ${url}`);
  return [(end - start) * 1000, (end - (answeredAt.get(url) ?? Number.NaN)) * 1000];
}

const durations: number[] = [];
const afterResponse: number[] = [];
const baseline: number[] = [];
// Redirect page and baseline alternate, so that whatever else the machine does weighs on both alike.
for (let i = 0; i < navigations + 10; i++) {
  const query = `${countries[i % countries.length]}${countries[i % countries.length] ? "&" : "?"}n=${i}`;
  const [duration, own] = await navigate(`${origin}${paths[i % paths.length]}${query}`);
  const [floor] = await navigate(`${origin}/baseline${paths[i % paths.length]}${query}`);
  if (i >= 10) {
    durations.push(duration);
    afterResponse.push(own);
    baseline.push(floor);
  }
}
await browser.close();
server.close();

durations.sort((a, b) => a - b);
afterResponse.sort((a, b) => a - b);
baseline.sort((a, b) => a - b);
const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? Number.NaN;
const result = {
  links: pages.size,
  gzipBytes: { min: gzipped[0], median: at(gzipped, 0.5), max: gzipped.at(-1), target: 1024, hardLimit: 2048 },
  rawBytes: { min: raw[0], median: at(raw, 0.5), max: raw.at(-1) },
  navigationStartToTargetRequestMs: {
    navigations: durations.length,
    median: Number(at(durations, 0.5).toFixed(1)),
    p95: Number(at(durations, 0.95).toFixed(1)),
    max: Number((durations.at(-1) ?? Number.NaN).toFixed(1)),
    target: 50,
  },
  /** The same for a page holding only `location.replace(default target)`: what the machine alone costs. */
  baselinePageMs: {
    median: Number(at(baseline, 0.5).toFixed(1)),
    p95: Number(at(baseline, 0.95).toFixed(1)),
  },
  /** The page's own part: from the response headers to the target request (parse + script). */
  responseToTargetRequestMs: {
    median: Number(at(afterResponse, 0.5).toFixed(1)),
    p95: Number(at(afterResponse, 0.95).toFixed(1)),
  },
};
console.log(JSON.stringify(result, null, 2));
