import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { wcagTags } from "@hushling/test-support/accessibility";
import { bundleForBrowser } from "@hushling/test-support/browser-bundle";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consentCookieName } from "../src/index.ts";

/**
 * The consent package with the real banner library in Chromium: the page script wires them exactly as
 * the package README tells the storefront to.
 */
let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const script = await bundleForBrowser(fileURLToPath(new URL("./browser-page/consent-page.ts", import.meta.url)));
  const libraryCss = await readFile(
    createRequire(import.meta.url).resolve("vanilla-cookieconsent/dist/cookieconsent.css"),
    "utf8",
  );
  const ownCss = await readFile(new URL("../src/consent-banner.css", import.meta.url), "utf8");
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hushling</title>
<link rel="stylesheet" href="/cookieconsent.css"><link rel="stylesheet" href="/consent-banner.css"></head>
<body><main><h1>Hushling</h1></main><footer></footer><script type="module" src="/page.js"></script></body></html>`;
  server = createServer((request, response) => {
    const files: Record<string, [string, string]> = {
      "/": ["text/html; charset=utf-8", html],
      "/page.js": ["text/javascript", script],
      "/cookieconsent.css": ["text/css", libraryCss],
      "/consent-banner.css": ["text/css", ownCss],
    };
    const file = files[(request.url ?? "/").split("?")[0] ?? "/"];
    response.writeHead(file ? 200 : 404, { "content-type": file?.[0] ?? "text/plain" });
    response.end(file?.[1] ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
});

async function load(): Promise<void> {
  await page.goto(`${origin}/`);
  await page.evaluate(() => (window as unknown as { consentReady: Promise<void> }).consentReady);
}

async function cookieNames(): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

/** The Consent Mode commands in the data layer, as plain arrays. */
function consentCommands(): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "consent"),
  );
}

describe("consent banner in Chromium", () => {
  it("before any choice: the banner in German, only the necessary cookie, consent denied, no marketing script", async () => {
    await load();
    await expect.poll(() => page.getByRole("dialog").first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Alle akzeptieren" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Alle ablehnen" }).isVisible()).toBe(true);
    expect(await cookieNames()).toEqual(["country"]);
    const commands = await consentCommands();
    expect(commands).toHaveLength(1);
    expect(commands[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" }),
    ]);
    expect(await page.evaluate(() => (window as unknown as { scriptChanges: unknown[] }).scriptChanges)).toEqual([]);
  });

  it("the banner and the preferences dialog pass axe (WCAG 2.2 AA)", async () => {
    await load();
    await expect.poll(() => page.getByRole("dialog").first().isVisible()).toBe(true);
    // Contrast is checked on the banner as it stays, not while it fades in.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector("#cc-main .cm") as Element).opacity === "1",
    );
    expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Einstellungen verwalten" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Cookie-Einstellungen" }).isVisible()).toBe(true);
    expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  });

  it("accept all: the queued marketing cookie is written, consent granted, the scripts added", async () => {
    await load();
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(cookieNames).toEqual(["campaign", "country", consentCookieName].sort());
    const commands = await consentCommands();
    expect(commands.at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ ad_storage: "granted", analytics_storage: "granted" }),
    ]);
    const changes = await page.evaluate(
      () => (window as unknown as { scriptChanges: { add: string[] }[] }).scriptChanges,
    );
    expect(changes.at(-1)?.add).toEqual([
      "https://widgets.reviews.example/widget.js",
      "/__third-party-proxy?url=https%3A%2F%2Fpixel.social-ads.example%2Fevents.js",
    ]);
  });

  it("reject afterwards from the footer link: the marketing cookie is gone, and stays gone on the next load", async () => {
    await load();
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(cookieNames).toContain("campaign");
    await load();
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Alle ablehnen" }).click();
    await expect.poll(cookieNames).toEqual(["country", consentCookieName].sort());
    expect((await consentCommands()).at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ ad_storage: "denied" }),
    ]);

    // A cookie of the rejected category left behind (say, by an older build) is deleted on the next load.
    await context.addCookies([{ name: "campaign", value: "stale", url: origin }]);
    await load();
    await expect.poll(cookieNames).toEqual(["country", consentCookieName].sort());
  });

  it("a consent cookie edited by hand counts as no choice: the banner asks again and nothing is granted", async () => {
    await load();
    await page.getByRole("button", { name: "Alle ablehnen" }).click();
    await expect.poll(cookieNames).toContain(consentCookieName);
    const stored = (await context.cookies()).find((cookie) => cookie.name === consentCookieName);
    const edited = JSON.parse(decodeURIComponent(stored?.value ?? "{}"));
    edited.categories = ["necessary", "everything"];
    await context.addCookies([
      { name: consentCookieName, value: encodeURIComponent(JSON.stringify(edited)), url: origin },
    ]);
    await load();
    await expect.poll(() => page.getByRole("button", { name: "Alle akzeptieren" }).first().isVisible()).toBe(true);
    expect(await cookieNames()).toEqual(["country"]);
  });
});
