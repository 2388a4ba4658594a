import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "apps/*/test/**/*.test.ts", "scripts/test/**/*.test.ts"],
    // Server-starting suites (commerce, links server) share two cores; give them room.
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
