import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "./scripts/chromium.ts";
import { necessaryOnlyConsentState } from "./tests/e2e/consent-choice.ts";

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
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
    trace: "retain-on-failure",
    // Every test starts as a visitor who chose "necessary only" (tests/e2e/consent-choice.ts).
    storageState: necessaryOnlyConsentState(),
  },
});
