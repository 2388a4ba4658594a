import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The levels every page is checked at: WCAG 2.2 AA and the levels below it. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Axe finds nothing at those levels on the page, or within `include` (a selector); a failure names each rule. */
export async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
