import { configDefaults, defineConfig } from "vitest/config";

// Suites whose point is a race between many shoppers or a crash mid-flight: they run after the others,
// one at a time, so no other suite competes with them for the two cores.
const races = [
  "apps/commerce/test/oversell-sqlite.test.ts",
  "apps/commerce/test/oversell-postgres.test.ts",
  "apps/commerce/test/crash-consistency.test.ts",
  "apps/commerce/test/api-processes-postgres.test.ts",
];

// The storefront's browser-side units, run in a DOM (their own project below).
const domTests = "apps/storefront/test/dom/**/*.test.{ts,tsx}";

export default defineConfig({
  test: {
    // Server-starting suites (commerce, links server) share two cores; give them room.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: [
      {
        // Everything that runs in the test process itself (servers included): one worker thread per lane
        // imports each module once for all its files, instead of a fresh process per file (ADR 0036).
        extends: true,
        test: {
          name: "in-process",
          include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts", "scripts/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "apps/commerce/test/**", domTests],
          pool: "threads",
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        // The storefront's browser code (sessions, hooks, storage) in jsdom, apart so no other file pays for
        // jsdom's start; each file gets its own module graph, as each page load gets its own (ADR 0063).
        extends: true,
        test: {
          name: "storefront dom",
          include: [domTests],
          environment: "jsdom",
          maxWorkers: 1,
          // The sessions' suite waits for the seeded shop like the commerce suites do.
          hookTimeout: 900_000,
        },
      },
      {
        // Commerce suites drive compiled servers in child processes, mostly waiting on them: two at a time.
        // The suites run in processes apart from the in-process workers (Vendure and TypeORM keep module-level
        // registries), one per worker for all its files: most import Vendure, a second of CPU each (ADR 0058).
        extends: true,
        test: {
          name: "commerce",
          include: ["apps/commerce/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...races],
          isolate: false,
          maxWorkers: 2,
          // The first suite to need the seeded shop seeds it while the others (and the e2e global setup,
          // running beside Vitest in npm test) wait; on a loaded machine that has taken over 5 minutes.
          hookTimeout: 900_000,
        },
      },
      {
        extends: true,
        test: {
          name: "commerce races",
          include: races,
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
