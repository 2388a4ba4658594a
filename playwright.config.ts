import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium; Playwright never downloads a browser here. Flags keep it off the network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "test-results/reports/playwright.json" }]],
  outputDir: "test-results/playwright",
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
});
