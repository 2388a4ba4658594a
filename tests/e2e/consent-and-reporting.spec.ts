import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type ReceivedEvent as ErrorEvent, envelopeErrorEvents } from "@hushling/error-reporting/testing";
import { runToCompletion } from "@hushling/local-stack/child-process";
import { type RunningStaticHost, startStaticHost, thirdPartyProxySettingsSchema } from "@hushling/static-host";
import { hostContentSecurityPolicy, hostPolicySettings } from "@hushling/storefronts";
import { freePort } from "@hushling/test-support/free-port";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { test } from "./test.ts";

/**
 * Consent, the tag manager's data layer, third-party scripts and error reporting on a real `us`
 * storefront in Chromium. The storefront is built once here with test settings (a container id whose
 * script, the reviews / photo / pixel scripts and the error-reporting ingest are all served by one small
 * fake provider server in this file, sampling forced to 1) and served by the static host with the
 * third-party proxy, against the e2e stack's commerce server.
 */

type Received = { host: string; path: string };
type DataLayerEntry = Record<string, unknown> & { event?: string; ecommerce?: Ecommerce | null };
type Ecommerce = { currency: string; value: number; item_list_id?: string; items: Record<string, unknown>[] };

const containerId = "GTM-TEST123";

let provider: Server;
let providerPort: number;
let web: RunningStaticHost;
let workDir: string;
let context: BrowserContext;
let page: Page;
const requests: Received[] = [];
const reported: ErrorEvent[] = [];

const origin = () => web.origin("us");
const scriptRequests = () => requests.filter((request) => request.path.endsWith(".js")).map((request) => request.path);

/** The fake providers: the tag manager's container, the three third-party scripts, the error ingest. */
function providerScript(path: string): string | undefined {
  if (path === "/gtm.js") {
    // Sets an analytics cookie as a real container's tags would (the banner clears it on reject).
    return `document.cookie="_ga=GA1.1.42.42; path=/; max-age=86400; SameSite=Lax";window.dataLayer.push({event:"fake_container_loaded"});`;
  }
  if (path === "/pixel.js") return `document.cookie="_fbp=fb.1.42; path=/; max-age=86400; SameSite=Lax";`;
  if (path === "/photo-ugc.js") return "window.fakePhotoGallery = true;";
  // The reviews provider's script fails, as third-party scripts do: never reported.
  if (path === "/reviews.js") return "throw new TypeError('reviews widget config is null');";
  return undefined;
}

const eventText = (event: ErrorEvent) =>
  [event.message, ...(event.exception?.values ?? []).map((value) => `${value.type}: ${value.value}`)].join(" ");

function dataLayer(): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      // gtag commands are arguments objects; everything else plain objects.
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? { gtag: Array.from(entry as ArrayLike<unknown>) }
        : JSON.parse(JSON.stringify(entry)),
    ),
  );
}

async function ecommerceEvent(name: string): Promise<Ecommerce> {
  await expect
    .poll(async () => (await dataLayer()).some((entry) => entry.event === name), { timeout: 30_000 })
    .toBe(true);
  const entry = (await dataLayer()).findLast((candidate) => candidate.event === name);
  return entry?.ecommerce as Ecommerce;
}

/** The storefront host's cookies (the commerce server keeps its own session cookie on its host). */
async function cookieNames(): Promise<string[]> {
  return (await context.cookies(origin())).map((cookie) => cookie.name).sort();
}

/** The consent tool has read the stored choice (or found none) and told the page (consent-state.ts). */
async function consentLoaded() {
  await page.waitForFunction(
    () => ((window as unknown as { consentReports?: unknown[] }).consentReports ?? []).length > 0,
    undefined,
    { timeout: 60_000 },
  );
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  provider = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://provider");
    requests.push({ host: request.headers.host ?? "", path: url.pathname });
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };
    if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
    if (request.method === "POST" && url.pathname === "/api/1/envelope/") {
      reported.push(...(await envelopeErrorEvents(request)));
      return response.writeHead(200, { ...cors, "content-type": "application/json" }).end("{}");
    }
    const script = providerScript(url.pathname);
    if (script === undefined) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/javascript" }).end(script);
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerPort = (provider.address() as AddressInfo).port;

  const e2eBuild = process.env.E2E_BUILD_DIR;
  const commerceUrl = process.env.E2E_COMMERCE_URL;
  const searchUrl = process.env.E2E_SEARCH_URL;
  if (!e2eBuild || !commerceUrl || !searchUrl) {
    throw new Error("run through the e2e global setup (E2E_BUILD_DIR, E2E_COMMERCE_URL, E2E_SEARCH_URL)");
  }
  // The stack's search service, as its own builds reach it: recommendations call it on every page.
  const searchOrigin = new URL(searchUrl).origin;
  workDir = await mkdtemp(join(tmpdir(), "hushling-consent-"));
  // The container and the ingest on localhost, the third-party scripts on 127.0.0.1: two hosts, so the
  // error filter can tell the providers' scripts apart (a provider host of "localhost" would also match
  // the storefront's own us.localhost as its subdomain).
  const ingest = `http://localhost:${providerPort}`;
  const thirdParty = `http://127.0.0.1:${providerPort}`;
  await runToCompletion("consent build", "npm", ["run", "build", "-w", "@hushling/storefront"], {
    env: {
      STOREFRONT: "us",
      STOREFRONT_OUT_DIR: join(workDir, "us"),
      STOREFRONT_QUIET: "1",
      COMMERCE_EXPORT_DIR: join(dirname(e2eBuild), "export"),
      SHOP_API_URL: new URL("/shop-api", commerceUrl).href,
      SEARCH_SERVICE_URL: searchOrigin,
      TAG_MANAGER_CONTAINER_ID: containerId,
      TAG_MANAGER_SCRIPT_URL: `${ingest}/gtm.js`,
      REVIEWS_SCRIPT_URL: `${thirdParty}/reviews.js`,
      PHOTO_UGC_SCRIPT_URL: `${thirdParty}/photo-ugc.js`,
      SOCIAL_ADS_PIXEL_SCRIPT_URL: `${thirdParty}/pixel.js`,
      SENTRY_DSN: `http://public@localhost:${providerPort}/1`,
      SENTRY_SAMPLE_RATE: "1",
      SENTRY_TRACES_SAMPLE_RATE: "0",
    },
    quiet: true,
  });
  const policy = hostContentSecurityPolicy(
    hostPolicySettings({
      shopApiOrigin: new URL(commerceUrl).origin,
      searchOrigins: [searchOrigin],
      connectOrigins: [ingest],
      scriptOrigins: [ingest, thirdParty],
    }),
  );
  web = await startStaticHost({
    port: await freePort(),
    sites: [{ id: "us", root: join(workDir, "us", "client"), headers: { "Content-Security-Policy": policy } }],
    thirdPartyProxy: {
      settings: thirdPartyProxySettingsSchema.parse({
        allowedHosts: ["cdn.reviews.example", "*.loopback.example"],
        allowedPorts: [providerPort],
      }),
      // Listed names whose DNS answer is a loopback address (as a hostile or careless record would be).
      resolve: async (hostname) => {
        if (hostname === "widgets.loopback.example") return [{ address: "127.0.0.1", family: 4 }];
        if (hostname === "v6.loopback.example") return [{ address: "::1", family: 6 }];
        throw new Error(`${hostname} does not resolve here`);
      },
    },
  });

  // A first visit: without the "necessary only" choice playwright.config.ts gives other tests.
  context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  // The e2e commerce server grants CORS to the stack's own storefront port only; this build is served on
  // another port, so the Shop API calls pass through here with the grant added.
  const shopApi = new URL("/shop-api", commerceUrl).href;
  await context.route(`${shopApi}**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        "access-control-allow-origin": origin(),
        "access-control-allow-credentials": "true",
        "access-control-expose-headers": "vendure-auth-token",
      },
    });
  });
  await context.addInitScript(() => {
    const reports: unknown[] = [];
    (window as unknown as { consentReports: unknown[] }).consentReports = reports;
    window.addEventListener("hushling:consent-change", (event) => reports.push((event as CustomEvent).detail));
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await web?.close();
  await new Promise((resolve) => provider?.close(resolve));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test("before any choice: the banner, only necessary cookies, Consent Mode denied, no analytics or marketing request; axe-clean", async () => {
  await page.goto(`${origin()}/?country=us&awc=click-42`);
  await consentLoaded();
  const banner = page.getByRole("dialog", { name: "Cookies at Hushling" });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByRole("button", { name: "Accept all" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Reject all" })).toBeVisible();

  // The country cookie is necessary; the affiliate click id (marketing) waits for consent.
  expect(await cookieNames()).toEqual(["country"]);
  const entries = await dataLayer();
  expect(entries[0]).toEqual({
    gtag: [
      "consent",
      "default",
      expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied" }),
    ],
  });
  expect(scriptRequests()).toEqual([]);
  expect(await page.locator("script[data-site-script]").count()).toBe(0);

  // Contrast is checked on the banner as it stays, not while it fades in.
  await expect(banner).toHaveCSS("opacity", "1");
  await expectAxeClean(page);
  await banner.getByRole("button", { name: "Manage preferences" }).click();
  const preferences = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(preferences).toBeVisible();
  await expectAxeClean(page);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(scriptRequests()).toEqual([]);
});

test("accept all: the container and the providers' scripts load, registered cookies are written, e-commerce events reach the data layer", async ({
  ownProduct,
}) => {
  // The cup this test adds from the home page's grid is held for it: nobody sells it out meanwhile.
  await ownProduct("us", { key: "tiny-tasters-cup" });
  await page.getByRole("dialog", { name: "Cookie preferences" }).getByRole("button", { name: "Accept all" }).click();
  await expect
    .poll(cookieNames, { timeout: 30_000 })
    .toEqual(["_fbp", "_ga", "country", "hushling_awc", "hushling_consent"].sort());
  expect(scriptRequests().sort()).toEqual(["/gtm.js", "/photo-ugc.js", "/pixel.js", "/reviews.js"]);
  expect(await page.locator("#site-script-tag-manager").getAttribute("src")).toBe(
    `http://localhost:${providerPort}/gtm.js?id=${containerId}`,
  );
  const update = (await dataLayer()).findLast((entry) => Array.isArray(entry.gtag) && entry.gtag[1] === "update");
  expect(update?.gtag).toEqual([
    "consent",
    "update",
    expect.objectContaining({ ad_storage: "granted", analytics_storage: "granted" }),
  ]);

  const list = await ecommerceEvent("view_item_list");
  expect(list).toMatchObject({ currency: "USD", item_list_id: "home" });
  expect(list.items.length).toBeGreaterThan(3);
  expect(list.items[0]).toMatchObject({ index: 0, quantity: 1, price: expect.any(Number) });

  // A card on the home page: select_item, then the product page's view_item (a client-side navigation).
  const card = page.locator(".product-grid").getByRole("link", { name: "Tiny Tasters Cup", exact: true });
  await card.click();
  const selected = await ecommerceEvent("select_item");
  expect(selected).toMatchObject({ currency: "USD", item_list_id: "home", items: [{ item_name: "Tiny Tasters Cup" }] });
  const viewed = await ecommerceEvent("view_item");
  expect(viewed).toMatchObject({ currency: "USD", items: [{ item_name: "Tiny Tasters Cup", quantity: 1 }] });
  expect(viewed.value).toBeGreaterThan(0);
  expect(viewed.value).toBe(viewed.items[0]?.price);

  await page.getByRole("button", { name: "Add to cart" }).click();
  const added = await ecommerceEvent("add_to_cart");
  expect(added).toEqual({ ...viewed, items: viewed.items });
  // The route-change event of the client-side navigation.
  expect((await dataLayer()).some((entry) => entry.event === "route-change")).toBe(true);

  await page.goto(`${origin()}/cart/`);
  await page.getByRole("button", { name: /^Remove / }).click();
  const removed = await ecommerceEvent("remove_from_cart");
  expect(removed).toMatchObject({ currency: "USD", value: viewed.value, items: [{ quantity: 1 }] });
  // Consent, tags, error reporting and the cart's pictures add no violation.
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
});

test("reject afterwards from the footer: registered and tag cookies go, the scripts leave, and stay gone on the next load", async () => {
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" }).click();
  await page.getByRole("dialog", { name: "Cookie preferences" }).getByRole("button", { name: "Reject all" }).click();
  await expect.poll(cookieNames, { timeout: 30_000 }).toEqual(["country", "hushling_consent"]);
  await expect(page.locator("script[data-site-script]")).toHaveCount(0);
  const update = (await dataLayer()).findLast((entry) => Array.isArray(entry.gtag) && entry.gtag[1] === "update");
  expect(update?.gtag).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied" })]);

  // A registered cookie of a rejected category left behind is deleted when the consent tool loads.
  await context.addCookies([{ name: "hushling_awc", value: "stale", url: origin() }]);
  const before = scriptRequests().length;
  await page.goto(`${origin()}/`);
  await consentLoaded();
  await expect.poll(cookieNames, { timeout: 30_000 }).toEqual(["country", "hushling_consent"]);
  expect(scriptRequests()).toHaveLength(before);
});

test("a consent cookie edited by hand counts as no choice: the banner asks again", async () => {
  const stored = (await context.cookies(origin())).find((cookie) => cookie.name === "hushling_consent");
  const edited = JSON.parse(decodeURIComponent(stored?.value ?? "{}"));
  edited.categories = ["necessary", "analytics", "everything"];
  // Edited in place: same name, domain and path as the banner wrote it.
  if (!stored) throw new Error("no consent cookie to edit");
  await context.addCookies([{ ...stored, value: encodeURIComponent(JSON.stringify(edited)) }]);
  await page.goto(`${origin()}/`);
  await consentLoaded();
  await expect(page.getByRole("dialog", { name: "Cookies at Hushling" })).toBeVisible({ timeout: 30_000 });
  expect(await cookieNames()).toEqual(["country"]);
});

test("error reporting: application errors arrive without personal data; every filtered kind never does", async () => {
  // Marketing granted, so the failing reviews script runs too; and an error thrown before the SDK loads.
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(cookieNames).toContain("hushling_consent");
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () =>
      setTimeout(() => {
        throw new Error("early application error");
      }),
    ),
  );
  const reviewsLoads = requests.filter((request) => request.path === "/reviews.js").length;
  await page.goto(`${origin()}/`);
  await page.waitForFunction(
    () => {
      const sink = (window as unknown as { __hushlingErrors?: unknown }).__hushlingErrors;
      return sink !== undefined && !Array.isArray(sink);
    },
    undefined,
    { timeout: 60_000 },
  );
  await expect
    .poll(() => requests.filter((request) => request.path === "/reviews.js").length, { timeout: 30_000 })
    .toBeGreaterThan(reviewsLoads);

  const filtered = [
    ["ChunkLoadError", "Loading chunk 42 failed."],
    ["TypeError", "Failed to fetch dynamically imported module: /assets/page.js"],
    ["TypeError", "Failed to fetch"],
    ["Error", "ResizeObserver loop limit exceeded"],
    ["Error", "Minified React error #421; visit https://react.dev/errors/421"],
    ["Error", "Minified React error #425; visit https://react.dev/errors/425"],
    ["ReferenceError", "getProductDefaults is not defined"],
    ["ReferenceError", "__gCrWeb is not defined"],
    ["TypeError", "undefined is not an object (webkit-masked-url://hidden/)"],
  ];
  for (const [name, message] of [...filtered, ["Error", "order failed for jane.doe@example.com"]]) {
    await page.evaluate(
      ([errorName, errorMessage]) =>
        setTimeout(() => {
          const error = new Error(errorMessage);
          error.name = errorName ?? "Error";
          throw error;
        }),
      [name, message],
    );
  }
  await expect
    .poll(() => reported.map(eventText).filter((text) => text.includes("order failed")).length, { timeout: 30_000 })
    .toBe(1);
  const texts = reported.map(eventText);
  expect(texts.some((text) => text.includes("early application error"))).toBe(true);
  expect(texts.find((text) => text.includes("order failed"))).toContain("order failed for [email]");
  expect(texts.join("\n")).not.toContain("jane.doe");
  expect(reported.every((event) => event.user === undefined)).toBe(true);
  for (const [, message] of filtered) expect(texts.join("\n")).not.toContain(message);
  expect(texts.join("\n")).not.toContain("reviews widget");
  expect(texts.join("\n")).not.toContain("Script error");
});

test("the third-party proxy refuses a host outside the allow-list and a loopback target", async () => {
  // Asked from the storefront page itself (us.localhost resolves in Chromium, not in Node).
  const proxy = (url: string) =>
    page.evaluate(async (target) => {
      const response = await fetch(`/__third-party-proxy?url=${encodeURIComponent(target)}`);
      return { status: response.status, text: await response.text() };
    }, url);
  const before = requests.length;
  const unlisted = await proxy("https://scripts.unlisted.example/widget.js");
  expect(unlisted.status).toBe(403);
  expect(unlisted.text).toContain("not on the third-party proxy's allow-list");
  // Listed hosts (and the port allowed) whose names resolve to loopback: refused, never fetched.
  expect((await proxy(`http://widgets.loopback.example:${providerPort}/reviews.js`)).status).toBe(403);
  expect((await proxy(`http://v6.loopback.example:${providerPort}/reviews.js`)).status).toBe(403);
  expect((await proxy(`http://127.0.0.1:${providerPort}/gtm.js`)).status).toBe(403);
  expect(requests).toHaveLength(before);
});
