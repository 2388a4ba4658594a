import { templatePages } from "@hushling/storefront/testing";
import { storefrontRegistry } from "@hushling/storefronts";
import { expect } from "@playwright/test";
import { test } from "./test.ts";

/**
 * The Content-Security-Policy of the built pages (ADR 0016) in Chromium: the static host sends the host
 * header, each page carries its meta policy with its inline-script hashes, and together they let every
 * template load, hydrate and call nothing it may not, without one violation.
 */

const us = storefrontRegistry.byId("us");
const origin = `http://us.localhost:${process.env.E2E_WEB_PORT}`;

test("every template of us loads and hydrates under its host header and meta policy without a violation", async ({
  browser,
}) => {
  const root = process.env.E2E_BUILD_DIR;
  if (!root) throw new Error("E2E_BUILD_DIR is not set; run through the Playwright global setup");
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__policyViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  for (const [template, pagePath] of templatePages(root, us, "en")) {
    const response = await page.goto(`${origin}${pagePath}`, { waitUntil: "load" });
    expect(response?.headers()["content-security-policy"], template).toMatch(/^default-src 'none'; /);
    const metas = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(metas, template).toHaveCount(1);
    expect(await metas.getAttribute("content"), template).toMatch(
      /^script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/]{43}=')+; /,
    );
    // Hydrated: the deferred module script (trusted through 'strict-dynamic') ran and started the router.
    await page.waitForFunction(
      () => typeof (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter === "object",
    );
    expect(
      await page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations),
      template,
    ).toEqual([]);
  }
  await context.close();
});
