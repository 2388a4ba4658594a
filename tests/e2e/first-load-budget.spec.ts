import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJs, pageFile, templatePages } from "@hushling/storefront/testing";
import { storefrontRegistry } from "@hushling/storefronts";
import { expect } from "@playwright/test";
import { test } from "./test.ts";

/**
 * The first-load JS budget (BENCHMARKS.md: 130 KB gzipped, by the bench's own rule) on one page of every
 * template of the us build the browser tests visit: a change that pushes a page over it fails here, not
 * only in the next benchmark run.
 */
const budgetBytes = 130 * 1024;

test("us: every template's first-load JS is within the 130 KB budget", () => {
  const root = process.env.E2E_BUILD_DIR;
  if (!root) throw new Error("E2E_BUILD_DIR is not set; run through the Playwright global setup");
  const client = path.join(root, "us", "client");
  const sizes = templatePages(root, storefrontRegistry.byId("us"), "en").map(([template, pagePath]) => ({
    template,
    bytes: firstLoadJs(readFileSync(path.join(client, pageFile(pagePath)), "utf8"), client),
  }));
  expect(sizes.length).toBeGreaterThan(5);
  expect(sizes.filter((size) => size.bytes > budgetBytes)).toEqual([]);
});
