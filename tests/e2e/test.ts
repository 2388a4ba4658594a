import { existsSync } from "node:fs";
import { test as base } from "@playwright/test";

/** The file `npm test` writes once Vitest has ended (scripts/test.mjs); unset when Playwright runs alone. */
const vitestEnded = process.env.E2E_SECOND_WORKER_GATE;

/**
 * Every spec's `test`: Playwright's, with one worker fixture. `npm test` runs Playwright with two workers
 * beside Vitest; the second waits here, before its first file's hooks, until Vitest has ended. While Vitest
 * runs, one browser beside it keeps the two cores busy (two pushed the load to 19, ADR 0062); after it, the
 * second worker takes the core Vitest leaves instead of the browser lane finishing on one.
 *
 * The waiting worker holds its file's locks (tests/e2e/locks.ts), so that file must hold none:
 * scripts/test/spec-storefronts.test.ts checks which file it is.
 */
export const test = base.extend<object, { secondWorkerGate: undefined }>({
  secondWorkerGate: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      if (vitestEnded && workerInfo.parallelIndex > 0) {
        while (!existsSync(vitestEnded)) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await use(undefined);
    },
    // Vitest runs for up to an hour on a loaded machine; the wait is no test's time.
    { scope: "worker", auto: true, timeout: 3_600_000 },
  ],
});
