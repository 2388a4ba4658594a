import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlValidateConfig, pageFile, templatePages } from "@hushling/storefront/testing";
import { storefrontRegistry } from "@hushling/storefronts";
import { expect } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { test } from "./test.ts";

/**
 * The static HTML of the build the browser tests visit, validated with html-validate and its <html lang>
 * read: one page of every template in every storefront and language, as a crawler or a browser without
 * JS receives it.
 */

const validator = new HtmlValidate(htmlValidateConfig);

for (const storefront of storefrontRegistry.storefronts) {
  test(`${storefront.id}: one page of every template in every language is valid HTML with the language's <html lang>`, async () => {
    const root = process.env.E2E_BUILD_DIR;
    if (!root) throw new Error("E2E_BUILD_DIR is not set; run through the Playwright global setup");
    const problems: string[] = [];
    for (const language of storefront.languages) {
      for (const [template, pagePath] of templatePages(root, storefront, language.code)) {
        const html = readFileSync(path.join(root, storefront.id, "client", pageFile(pagePath)), "utf8");
        // What a browser and a screen reader take the page's language from, before any script runs.
        const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
        if (lang !== language.locale)
          problems.push(`${template} ${pagePath}: <html lang="${lang}">, not ${language.locale}`);
        const report = await validator.validateString(html, pagePath);
        for (const message of report.results.flatMap((result) => result.messages)) {
          problems.push(
            `${template} ${pagePath} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
