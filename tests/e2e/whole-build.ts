import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Waits until every storefront is built: the global setup builds those the specs name before the tests
 * start and the rest meanwhile (spec-storefronts.ts). A spec declaring `// storefronts: all` calls this
 * before it reads the whole build; give the test or hook time for it (test.setTimeout).
 */
export async function allStorefrontsBuilt(): Promise<void> {
  const marker = process.env.E2E_LATER_BUILDS;
  if (!marker) throw new Error("E2E_LATER_BUILDS is not set; run through the Playwright global setup");
  while (!existsSync(marker)) await sleep(1_000);
  const outcome = readFileSync(marker, "utf8");
  if (outcome !== "built") throw new Error(`the storefronts built during the tests failed:\n${outcome}`);
}
