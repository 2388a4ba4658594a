import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { defineConfig, devices } from "@playwright/test";
import { necessaryOnlyConsentState } from "./tests/e2e/consent-choice.ts";
import { waitsForWholeBuild } from "./tests/e2e/spec-storefronts.ts";

const testDir = join(import.meta.dirname, "tests", "e2e");
// The global setup builds the storefronts the specs name before the tests and the rest while they run;
// the specs that wait for those run last, so that the one worker goes on with the others meanwhile.
const wholeBuildSpecs = readdirSync(testDir)
  .filter((name) => name.endsWith(".spec.ts") && waitsForWholeBuild(readFileSync(join(testDir, name), "utf8")))
  .map((name) => new RegExp(`[\\\\/]${name.replaceAll(".", "\\.")}$`));

export default defineConfig({
  testDir,
  // One baseline per spec whichever project runs it: the projects below only order the specs.
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
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
  // With one worker, projects run in the order given here.
  projects: [
    { name: "named storefronts", testIgnore: wholeBuildSpecs },
    { name: "whole build", testMatch: wholeBuildSpecs },
  ],
});
