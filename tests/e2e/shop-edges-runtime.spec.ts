import { expect, type Page } from "@playwright/test";
import { interactive, origin, productInStock } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * Load failures at the shop's edges (issue 26, item 12), on us and eu in German: a route chunk or page
 * data that fails during a navigation ends on a full load of the target page, not on the page the
 * shopper left or the error page; a product page whose route chunk fails on first load reloads once with
 * `reloaded=1` and then works.
 */

test.use({ serviceWorkers: "block" });

/** Fails the first `times` requests matching `pattern`, then lets them through. */
async function failFirst(page: Page, pattern: string | RegExp, times: number, kind: "abort" | "503") {
  let failed = 0;
  await page.route(pattern, (route) => {
    if (failed >= times || route.request().resourceType() === "other") return route.continue();
    failed++;
    return kind === "abort" ? route.abort("failed") : route.fulfill({ status: 503, body: "busy" });
  });
}

const shops = [
  { id: "us", from: "/pages/gift-guide/", category: "/products/cribs/", categoryChunk: "**/assets/category-*.js" },
  { id: "eu", from: "/de/", category: "/de/products/babybetten/", categoryChunk: "**/assets/category-*.js" },
] as const;

for (const shop of shops) {
  test(`${shop.id}: a category chunk that fails on the way ends on the category, fully loaded`, async ({ page }) => {
    await page.goto(`${origin(shop.id)}${shop.from}`);
    await interactive(page);
    // The category's chunk fails (prefetches included) until the next page load.
    let blocked = true;
    page.once("load", () => {
      blocked = false;
    });
    await page.route(shop.categoryChunk, (route) => (blocked ? route.abort("failed") : route.continue()));
    // The menu's link, clicked as the shopper's click reaches it (the menu may be folded at this width).
    await page
      .locator(`a[href="${shop.category}"]`)
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL(`${origin(shop.id)}${shop.category}?reloaded=1`, { timeout: 30_000 });
    await interactive(page);
    await expect(page.locator("h1")).not.toHaveText(/Something went wrong|Bei uns ist etwas schiefgelaufen/);
    await expect(page.locator(".product-card").first()).toBeVisible();
  });

  test(`${shop.id}: page data that keeps failing on the way ends on the page, fully loaded`, async ({ page }) => {
    await page.goto(`${origin(shop.id)}${shop.from}`);
    await interactive(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link").first();
    const target = (await footerLink.getAttribute("href")) ?? "";
    await page.route(/\.data(\?|$)/, (route) =>
      route.request().resourceType() === "fetch" ? route.fulfill({ status: 503, body: "busy" }) : route.continue(),
    );
    await footerLink.click();
    await page.waitForURL(`${origin(shop.id)}${target}?reloaded=1`, { timeout: 30_000 });
    await interactive(page);
    await expect(page.locator("h1")).not.toHaveText(/Something went wrong|Bei uns ist etwas schiefgelaufen/);
  });
}

test("us: a product page whose route chunk fails on first load reloads once with reloaded=1 and works", async ({
  page,
}) => {
  const path = await productInStock("us");
  await failFirst(page, "**/assets/product-*.js", 1, "abort");
  await page.goto(`${origin("us")}${path}`);
  await page.waitForURL(`${origin("us")}${path}?reloaded=1`, { timeout: 30_000 });
  await interactive(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1", { timeout: 30_000 });
});
