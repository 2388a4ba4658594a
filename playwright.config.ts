import { join } from "node:path";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { defineConfig, devices } from "@playwright/test";
import { necessaryOnlyConsentState } from "./tests/e2e/consent-choice.ts";

export default defineConfig({
  testDir: join(import.meta.dirname, "tests", "e2e"),
  // Baselines named by spec and argument only, as committed (Playwright's default adds the project's name).
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Two files at a time, one per core: specs are kept apart by their data (tests/e2e/test.ts hands each
  // shopping test its own products), never by scheduling. `--workers=1` on the command line overrides it.
  workers: 2,
  // A file's tests share its hooks and, in some files, an order (the editor's saves): files run in parallel,
  // the tests of one file one after another.
  fullyParallel: false,
  retries: 0,
  // Beside Vitest in `npm test` a test's wall time is up to twice what it is alone.
  timeout: 240_000,
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
