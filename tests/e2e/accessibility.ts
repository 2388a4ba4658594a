import AxeBuilder from "@axe-core/playwright";
import { wcagTags } from "@hushling/test-support/accessibility";
import { expect, type Page } from "@playwright/test";

export { wcagTags };

/** Axe finds nothing at those levels on the page, or within `include` (a selector); a failure names each rule. */
export async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
