import { join } from "node:path";

/**
 * Where a screenshot taken for review goes: docs/screenshots/ with E2E_UPDATE_SCREENSHOTS=1 (to refresh
 * the pictures the docs show), otherwise this run's test-results/, so a test run never changes the tree.
 */
export function reviewScreenshot(name: string): string {
  return join(process.env.E2E_UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/screenshots", name);
}
