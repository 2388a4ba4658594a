import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { defineConfig, devices } from "@playwright/test";
import { necessaryOnlyConsentState } from "./tests/e2e/consent-choice.ts";
import { waitsForWholeBuild } from "./tests/e2e/spec-storefronts.ts";

const testDir = join(import.meta.dirname, "tests", "e2e");
// The global setup builds the storefronts the specs name before the tests and the rest while they run;
// the specs that wait for those are queued last, so that the workers go on with the others meanwhile.
const wholeBuildSpecs = readdirSync(testDir)
  .filter((name) => name.endsWith(".spec.ts") && waitsForWholeBuild(readFileSync(join(testDir, name), "utf8")))
  .map((name) => new RegExp(`[\\\\/]${name.replaceAll(".", "\\.")}$`));

export default defineConfig({
  testDir,
  // One baseline per spec whichever project runs it: the projects below only order the specs.
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  // One file at a time by default. `npm test` sets two, and the second waits until Vitest has ended
  // (tests/e2e/test.ts, ADR 0067): two beside Vitest (ADR 0062) pushed the load of a fresh-clone run to 19 on
  // two cores and timing-bound Vitest suites failed. Files that share commerce stock or the editor's rebuild
  // hold a lock (tests/e2e/locks.ts) and never overlap one another.
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 1),
  retries: 0,
  // Beside Vitest in `npm test` (and beside a second file with two workers) a test's wall time is up to twice what it is alone.
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
  // Projects without dependencies share the workers; their files are queued in the order given here.
  projects: [
    { name: "named storefronts", testIgnore: wholeBuildSpecs },
    { name: "whole build", testMatch: wholeBuildSpecs },
  ],
});
