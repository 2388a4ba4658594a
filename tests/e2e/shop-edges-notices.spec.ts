import { expect, type Locator, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { reviewScreenshot } from "./review-screenshots.ts";
import { euInGerman, interactive, origin, productInStock, usInEnglish } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * Notices at the shop's edges (issue 26, item 4), on us and eu in German at 390 and 1280 px: the toast
 * after Add to cart closes by itself (not while pointed at), can be closed, covers neither the focused
 * field nor the primary button, and does not follow into checkout; the cart drawer closes when its
 * Checkout link navigates; the "works offline" notice can be closed and stays off Add to cart. The
 * browser's clock is Playwright's, so the toast's timeout is run through, not waited for.
 */

const shops = [
  { ...usInEnglish, close: "Close", cart: /^Cart, \d+ items?$/, checkout: "Checkout" },
  { ...euInGerman, close: "Schließen", cart: /^Warenkorb, \d+ Artikel$/, checkout: "Zur Kasse" },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the screen");
  return found;
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await box(a), await box(b)];
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

async function openProduct(page: Page, shop: (typeof shops)[number]) {
  const path = await productInStock(shop.id, shop.language);
  await page.clock.install();
  await page.goto(`${origin(shop.id)}${path}`);
  await interactive(page);
}

for (const width of [390, 1280]) {
  for (const shop of shops) {
    test.describe(`${shop.id} at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      test("the toast closes by itself unless pointed at, covers no control, and stays out of checkout", async ({
        page,
      }) => {
        await openProduct(page, shop);
        const addToCart = page.locator(".add-to-cart");
        const toast = page.locator(".toaster-card");
        await addToCart.click();
        await expect(toast).toBeVisible({ timeout: 30_000 });
        await expect(addToCart).toBeFocused();
        expect(await overlaps(toast, addToCart)).toBe(false);
        await reviewScreenshot(page, `product-toast-${shop.id}-${width}.png`);
        await expectAxeClean(page, ".notice-stack");
        await page.clock.runFor(8_000);
        await expect(toast).toHaveCount(0);

        // Pointed at, it waits; left, it goes.
        await addToCart.click();
        await expect(toast).toBeVisible({ timeout: 30_000 });
        await toast.hover();
        await page.clock.runFor(20_000);
        await expect(toast).toBeVisible();
        await page.mouse.move(0, 0);
        await page.clock.runFor(8_000);
        await expect(toast).toHaveCount(0);

        // Closed by hand.
        await addToCart.click();
        await expect(toast).toBeVisible({ timeout: 30_000 });
        await toast.getByRole("button", { name: shop.close }).click();
        await expect(toast).toHaveCount(0);

        // The drawer's Checkout link: the drawer closes and the toast does not come along.
        await addToCart.click();
        await expect(toast).toBeVisible({ timeout: 30_000 });
        await page.getByRole("link", { name: shop.cart }).click();
        const drawer = page.locator("dialog.cart-drawer");
        await drawer.getByRole("link", { name: shop.checkout, exact: true }).click();
        await expect(page).toHaveURL(/\/checkout\/$/);
        await expect(drawer).toHaveCount(0);
        await expect(toast).toHaveCount(0);
        await expect(page.locator("form input").first()).toBeVisible({ timeout: 30_000 });
      });
    });
  }

  test.describe(`the works-offline notice at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("can be closed and never stands on Add to cart", async ({ page }) => {
      // The notice comes once the service worker has precached the site: on a loaded machine, a while.
      test.setTimeout(240_000);
      // Read from the catalog export, not by a visit: one would install the worker (and show the notice)
      // before the product page opens.
      const path = await productInStock("us");
      await page.goto(`${origin("us")}${path}`);
      await interactive(page);
      const notice = page.locator(".offline-notice p");
      await expect(notice).toContainText("This site now works offline too.", { timeout: 180_000 });
      expect(await overlaps(notice, page.locator(".add-to-cart"))).toBe(false);
      await notice.getByRole("button", { name: "Close" }).click();
      await expect(notice).toHaveCount(0);
    });
  });
}
