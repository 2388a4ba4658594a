import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningChild, startChild } from "@hushling/local-stack/child-process";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { freePort } from "@hushling/test-support/free-port";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import english from "../app/i18n/locales/en/translation.json" with { type: "json" };
import { writeFixtureExport } from "./fixture-export.ts";

// The README's dev loop, started as it says: `npm run dev -- us`, on a free port, over a small export.
// The module it edits lives in a folder of its own under the storefront (ignored by git, Biome and tsc),
// so the builds that run beside it in npm test never read a half-edited page.
const storefrontDir = path.join(import.meta.dirname, "..");
const probeDir = path.join(storefrontDir, ".dev-probe");
const probeFile = path.join(probeDir, `probe-${process.pid}.ts`);
const probe = (mark: string) =>
  `(window as unknown as { devProbe: string }).devProbe = "${mark}";\nif (import.meta.hot) import.meta.hot.accept();\n`;

let dev: RunningChild;
let origin: string;
let browser: Browser;
const exportDir = mkdtempSync(path.join(tmpdir(), "dev-loop-export-"));

beforeAll(async () => {
  writeFixtureExport(exportDir);
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(probeFile, probe("as started"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = await startChild("npm run dev -- us", "npm", ["run", "dev", "--", "us"], {
    env: { DEV_PORT: String(port), COMMERCE_EXPORT_DIR: exportDir, NO_COLOR: "1" },
    ready: /Local:\s+http:\/\/127\.0\.0\.1/,
    quiet: true,
    group: true,
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  rmSync(probeFile, { force: true });
  rmSync(exportDir, { recursive: true, force: true });
});

describe("npm run dev -- us", () => {
  it("serves the home page with the storefront's title, and pushes a saved change to the open page", async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    // Vite optimises the dependencies on the first request: a dependency it cannot bundle ends it here.
    const response = await page.goto(`${origin}/`, { timeout: 120_000 });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title(), { timeout: 60_000 }).toBe(english.home.title);
    // The page's Vite client connects to the dev server's hot-reload socket; the module joins its graph.
    await page.waitForFunction(() => "__vite_plugin_react_preamble_installed__" in window, null, { timeout: 60_000 });
    // A string, not a function: Vitest would rewrite a function's import() for its own module runner.
    await page.evaluate(`import("/.dev-probe/${path.basename(probeFile)}")`);
    expect(await page.evaluate(() => (window as unknown as { devProbe: string }).devProbe)).toBe("as started");
    writeFileSync(probeFile, probe("after the save"));
    await page.waitForFunction(() => (window as unknown as { devProbe: string }).devProbe === "after the save", null, {
      timeout: 60_000,
    });
    expect(failures).toEqual([]);
  });
});
