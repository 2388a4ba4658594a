import { join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * A screenshot of the page as it is for the pictures the docs show (docs/screenshots/), taken only when
 * E2E_UPDATE_SCREENSHOTS=1 asks to refresh them: nothing compares it, so an ordinary run spends no CPU on
 * it and never changes the tree.
 */
export async function reviewScreenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_UPDATE_SCREENSHOTS) return;
  await page.screenshot({ path: join("docs/screenshots", name) });
}
