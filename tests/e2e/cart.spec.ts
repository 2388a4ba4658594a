import { expect } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { interactive, origin, productInStock } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * The cart on the us storefront, in Chromium against the real commerce server the build was exported
 * from: add a product, see the header count, change the quantity and remove on the cart page, and the
 * cart surviving a reload and a new tab (one cart per storefront, kept by the session in localStorage).
 */

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

test("add to cart on us: toaster, count, quantity, remove; the cart survives reloads and new tabs", async ({
  page,
  context,
}) => {
  const productPath = await productInStock("us");
  await page.goto(`${origin("us")}${productPath}`);
  await interactive(page);
  const cartLink = page.getByRole("link", { name: /^Cart, \d+ items?$/ });
  await expect(cartLink).toHaveAccessibleName("Cart, 0 items");

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "added" })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName("Cart, 1 item");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartLink).toHaveAccessibleName("Cart, 2 items");

  await page.reload();
  await interactive(page);
  await expect(cartLink).toHaveAccessibleName("Cart, 2 items");

  // The cart link opens the drawer: a modal dialog, axe clean, closed with Escape back to the link.
  await cartLink.click();
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  await expect(drawer.getByTestId("line-quantity")).toHaveText("2");
  await expect(drawer.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout/");
  await expectAxeClean(page, ".cart-drawer");
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(cartLink).toBeFocused();

  await page.goto(`${origin("us")}/cart/`);
  await interactive(page);
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
  // The line's picture is the commerce server's preview of the variant, and it arrives (a policy or a
  // wrong address would leave a broken picture with no width).
  const picture = line.locator("img");
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  const subtotalForTwo = await page.getByTestId("cart-subtotal").textContent();
  expect(subtotalForTwo).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expectAxeClean(page);

  await line.getByRole("button", { name: /^One fewer / }).click();
  await expect(line.getByTestId("line-quantity")).toHaveText("1");
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText(subtotalForTwo ?? "");
  await expect(cartLink).toHaveAccessibleName("Cart, 1 item");

  // Another tab of the same storefront shares the cart.
  const second = await context.newPage();
  await second.goto(`${origin("us")}/cart/`);
  await expect(second.getByTestId("line-quantity")).toHaveText("1");
  await second.close();

  await line.getByRole("button", { name: /^Remove / }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(cartLink).toHaveAccessibleName("Cart, 0 items");
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveCount(0);
});
