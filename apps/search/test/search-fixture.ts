import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SearchResponse } from "@hushling/search-protocol";
import { generatedCatalog, writeGeneratedExports } from "../bench/generated-catalog.ts";
import { type RunningSearchApp, startSearchApp } from "../src/search-app.ts";
import { defaultSearchPaths, type SearchPaths } from "../src/search-paths.ts";
import { defaultPaidOrdersPath, repoRoot, type SearchSettings } from "../src/search-settings.ts";

/** Generated products carry these keys among others (noun + model): enough to name them in tests. */
export const keys = {
  harmonyCarrier: "baby-carrier-harmony",
  miniCarrier: "baby-carrier-mini",
  harmonyCrib: "baby-crib-harmony",
};

/** The secret the test services take paid orders with, as commerce would send it. */
export const testCommerceSecret = "test-commerce-secret-0123456789";

export const apiKeys = { us: "hushling-us-en", eu: "hushling-eu-de", jp: "hushling-jp-ja" };

export type TestSearch = {
  app: RunningSearchApp;
  url: string;
  paths: SearchPaths;
  exportDir: string;
  contentDir: string;
  databaseFile: string;
  post(path: string, body: unknown): Promise<Response>;
  /**
   * A POST from another loopback address (127.0.0.2, ...), as a different client reaches the service;
   * a string body goes as a form, anything else as JSON.
   */
  postFrom(
    address: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  search(body: unknown): Promise<{ status: number; body: SearchResponse; text: string }>;
  restart(): Promise<void>;
  close(): Promise<void>;
};

/** A merchandising banner shown in quick search, leading to the gift guide. */
export const testBanner = (bannerRef: string, startDate: string, endDate: string) => ({
  bannerRef,
  bannerName: { en: `Banner ${bannerRef}`, de: `Banner ${bannerRef} (de)` },
  bannerImg: `/images/banners/${bannerRef}.svg`,
  bannerAltTag: { en: "Alt" },
  target: "page:gift-guide",
  showOnQuickSearch: true,
  showForTerms: ["Gift  Ideas"],
  startDate,
  endDate,
});

/** Rewrites the us/en export with one more product, the only one named "Moonbeam", as a new export would. */
export function addMoonbeamCrib(exportDir: string, products: number): void {
  const catalog = generatedCatalog("en", products);
  catalog.products.push({
    ...structuredClone(catalog.products[0] as (typeof catalog.products)[number]),
    id: "999",
    key: "moonbeam-crib",
    slug: "moonbeam-crib",
    name: "Moonbeam Crib",
  });
  writeFileSync(path.join(exportDir, "us", "en.json"), JSON.stringify(catalog));
}

export function writeMerchandising(contentDir: string, merchandising: unknown): void {
  mkdirSync(path.join(contentDir, "search"), { recursive: true });
  writeFileSync(path.join(contentDir, "search", "merchandising.json"), JSON.stringify(merchandising));
}

/**
 * A real search service on a free port over generated exports (us/en, eu/de, jp/ja), two real content
 * pages and the given merchandising, with events in a fresh SQLite file and a fixed clock.
 */
export async function startTestSearch(
  options: {
    products?: number;
    merchandising?: unknown;
    now?: () => Date;
    database?: SearchSettings["database"];
    cache?: SearchSettings["cache"];
    events?: Partial<SearchSettings["events"]>;
    emailMarketingUrl?: string;
  } = {},
): Promise<TestSearch> {
  const root = mkdtempSync(path.join(tmpdir(), "search-test-"));
  const exportDir = path.join(root, "export");
  const contentDir = path.join(root, "content");
  mkdirSync(path.join(contentDir, "pages"), { recursive: true });
  for (const page of ["gift-guide.json", "your-baby-and-sleep.json"]) {
    copyFileSync(path.join(repoRoot, "content", "pages", page), path.join(contentDir, "pages", page));
  }
  writeMerchandising(contentDir, options.merchandising ?? {});
  writeGeneratedExports(exportDir, options.products ?? 120);
  const databaseFile = path.join(root, "events.sqlite");
  const settings: SearchSettings = {
    host: "127.0.0.1",
    port: 0,
    publicUrl: undefined,
    exportDir,
    contentDir,
    database: options.database ?? { kind: "sqlite", file: databaseFile },
    apiKeyPrefix: "hushling",
    watchIntervalMs: 0,
    timeZone: "UTC",
    segmentTtlSeconds: 1800,
    cache: options.cache ?? { entries: 1000, bytes: 16 * 1024 * 1024 },
    paths: defaultSearchPaths,
    events: {
      rateLimits: { perAddress: 600, perVisitor: 120 },
      forwardedHops: 0,
      commerceSecret: testCommerceSecret,
      paidOrdersPath: defaultPaidOrdersPath,
      ...options.events,
    },
    emailMarketingUrl: options.emailMarketingUrl,
  };
  const logs: string[] = [];
  const start = () => startSearchApp(settings, { now: options.now, log: (line) => logs.push(line) });
  let app = await start();
  const harness: TestSearch = {
    get app() {
      return app;
    },
    get url() {
      return app.url;
    },
    paths: defaultSearchPaths,
    exportDir,
    contentDir,
    databaseFile,
    post: (target, body) =>
      fetch(`${app.url}${target}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    postFrom: (address, target, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const url = new URL(`${app.url}${target}`);
        const form = typeof body === "string";
        const payload = form ? body : JSON.stringify(body);
        const sent = request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            localAddress: address,
            headers: {
              "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
              "content-length": Buffer.byteLength(payload),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || "{}") }),
            );
          },
        );
        sent.on("error", reject);
        sent.end(payload);
      }),
    async search(body) {
      const response = await harness.post(defaultSearchPaths.search, body);
      const text = await response.text();
      return { status: response.status, body: JSON.parse(text), text };
    },
    async restart() {
      await app.close();
      app = await start();
    },
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return harness;
}

export function searchQuery(
  apiKey: string,
  term: string,
  settings: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    context: { apiKeys: [apiKey] },
    recordQueries: [
      { id: "productSearch", typeOfRequest: "SEARCH", settings: { query: { term }, ...settings }, ...extra },
    ],
  };
}
