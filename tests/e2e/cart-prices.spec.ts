import { expect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { interactive, origin, productInStock } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * What the cart and product pages say about money, on us (prices before tax) and eu in German (prices
 * with tax): the tax note beside every price, delivery amounts equal to what commerce charges, the gift
 * box and gift message in the cart, the affiliate ids of the landing URL on the order, and no layout
 * shift while the totals change.
 */

/** The session's order as commerce has it (the cart's bearer token, from the page's storage). */
async function activeOrder(page: Page, storefront: string) {
  const token = await page.evaluate((key) => localStorage.getItem(key), `hushling-session-${storefront}`);
  const response = await fetch(`${process.env.E2E_COMMERCE_URL}/shop-api`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": storefront, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        "{ activeOrder { customFields { awinId cjEventId giftMessage } lines { quantity productVariant { sku } } } }",
    }),
  });
  const json = (await response.json()) as {
    data: {
      activeOrder: {
        customFields: { awinId: string | null; cjEventId: string | null; giftMessage: string | null };
        lines: { quantity: number; productVariant: { sku: string } }[];
      } | null;
    };
  };
  return json.data.activeOrder;
}

/** Sum of the layout-shift entries recorded since `startLayoutShiftWatch`, input-adjacent ones included. */
async function startLayoutShiftWatch(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift" });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

test("us: prices say plus tax, delivery states $9.95, gift box and message, affiliate ids on the order, no shift", async ({
  page,
}) => {
  const productPath = await productInStock("us");
  await page.goto(`${origin("us")}${productPath}?awc=4321_1700000000_a1b2c3&cjevent=0a1b2c3d4e5f&utm_source=x`);
  await interactive(page);
  await expect(page.locator(".product-price .tax-note")).toHaveText("plus tax");
  await expect(page.locator(".product-card-price .tax-note").first()).toHaveText("plus tax");
  await expect(page.locator(".notice-bar")).toContainText("$9.95");
  await expect(page.locator(".delivery-note")).toContainText("Standard delivery $9.95, express delivery $24.95.");
  const shelfPrice = (await page.getByTestId("product-price").textContent()) ?? "";

  await page.getByRole("button", { name: "Add to cart" }).click();
  const cartLink = page.getByRole("link", { name: /^Cart, \d+ items?$/ });
  // Generous waits: the Shop API answers slowly on a loaded machine; no assertion is about time.
  await expect(cartLink).toHaveAccessibleName("Cart, 1 item", { timeout: 30_000 });

  // Another page of the visit: the ids are remembered without the URL parameters.
  await page.goto(`${origin("us")}/cart/`);
  await interactive(page);
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(1, { timeout: 30_000 });
  await expect(lines.first()).toContainText(`${shelfPrice} each plus tax`);
  await expect(page.getByTestId("cart-tax")).toHaveText("Calculated at checkout");

  // No layout shift while a quantity change redraws lines and totals.
  await startLayoutShiftWatch(page);
  const subtotal = (await page.getByTestId("cart-subtotal").textContent()) ?? "";
  await lines
    .first()
    .getByRole("button", { name: /^One more / })
    .click();
  await expect(lines.first().getByTestId("line-quantity")).toHaveText("2", { timeout: 30_000 });
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText(subtotal);
  await page.waitForTimeout(300); // let a late shift, if any, be recorded
  expect(await layoutShift(page)).toBe(0);

  // Gift box: a real line of the gift-box product, by keyboard.
  const giftBox = page.getByRole("checkbox", { name: /^Add a Gift Box \(\$[\d.]+ plus tax\)$/ });
  await giftBox.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: "Gift box added." })).toBeVisible({ timeout: 30_000 });
  await expect(giftBox).toBeChecked();
  await expect(lines).toHaveCount(2);

  // Gift message: over the limit is told next to the field and nothing typed is cut off.
  const message = page.getByRole("textbox", { name: "Gift message" });
  await message.fill("x".repeat(305));
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("305 of 300 characters")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "5 characters too long" })).toBeVisible();
  await expect(message).toHaveValue("x".repeat(305));
  await page.getByRole("button", { name: "Save gift message" }).click();
  expect((await activeOrder(page, "us"))?.customFields.giftMessage ?? null).toBeNull();
  await message.fill("Welcome, little one!");
  await expect(message).toHaveAttribute("aria-invalid", "false");
  await page.getByRole("button", { name: "Save gift message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gift message saved." })).toBeVisible({
    timeout: 30_000,
  });
  await expect(lines).toHaveCount(3);
  await expectAxeClean(page);

  const order = await activeOrder(page, "us");
  expect(order?.customFields).toEqual({
    awinId: "4321_1700000000_a1b2c3",
    cjEventId: "0a1b2c3d4e5f",
    giftMessage: "Welcome, little one!",
  });
  expect(order?.lines.length).toBe(3);
});

test("eu in German: inkl. MwSt. beside every price, delivery € 9,99, the cart on the same basis", async ({ page }) => {
  const productPath = await productInStock("eu", "de");
  await page.goto(`${origin("eu")}${productPath}`);
  await interactive(page);
  await expect(page.locator(".product-price .tax-note")).toHaveText("inkl. MwSt.");
  await expect(page.locator(".product-card-price .tax-note").first()).toHaveText("inkl. MwSt.");
  // eu's German pages format money for de-AT: "€ 9,99".
  await expect(page.locator(".notice-bar")).toContainText(/Standard €\s9,99, Express €\s29,00\./);
  await expect(page.locator(".delivery-note")).toContainText(/^Standardversand €\s9,99, Expressversand €\s29,00\./);
  const shelfPrice = (await page.getByTestId("product-price").textContent()) ?? "";

  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  const cartLink = page.locator(".cart-link");
  await expect(cartLink.getByTestId("cart-count")).toHaveText("1", { timeout: 30_000 });
  await cartLink.click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByTestId("cart-line")).toContainText(`je ${shelfPrice} inkl. MwSt.`, { timeout: 30_000 });
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText(shelfPrice);
  await expect(drawer.getByText("Darin enthaltene MwSt.")).toBeVisible();
  await expect(drawer.getByRole("checkbox", { name: /Geschenkbox hinzufügen/ })).not.toBeChecked();
  await expectAxeClean(page, ".cart-drawer");
});
