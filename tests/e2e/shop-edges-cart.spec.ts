import { AdminSession, setStock, variantStock } from "@hushling/commerce/testing";
import { expect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { euInGerman, interactive, origin, productInStock, usInEnglish } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * The cart at its edges (issue 26, items 1 and 3), on us in English and eu in German: a quantity the field
 * cannot take is refused beside it and adds nothing; more than the stock adds what is left, says so
 * exactly, counts it in the header and leads to the cart to change it; a quantity typed before the page's
 * code has run (a slow phone) is the one added.
 */

const shops = [
  {
    ...usInEnglish,
    quantity: "Quantity",
    invalid: "Enter a whole number from 1 to 99.",
    short: /^Only (\d+) left: (\d+) added to your cart\. Change the quantity in your cart$/,
    change: "Change the quantity in your cart",
    fewer: /^One fewer /,
  },
  {
    ...euInGerman,
    quantity: "Menge",
    invalid: "Bitte geben Sie eine ganze Zahl von 1 bis 99 ein.",
    short: /^Nur noch (\d+) vorrätig: (\d+) in den Warenkorb gelegt\. Menge im Warenkorb ändern$/,
    change: "Menge im Warenkorb ändern",
    fewer: /^Ein .* weniger$/,
  },
] as const;

const headerCount = (page: Page) => page.getByTestId("cart-count");

/** What commerce can still sell of the product the page shows while the short-stock test runs. */
const stockLeft = 7;

/**
 * Sets the shown product's stock so that exactly `left` can be sold (other specs buy it and change its
 * stock, so the test sets its own), and answers how to put the stock back as it was.
 */
async function leaveInStock(page: Page, left: number): Promise<() => Promise<void>> {
  const admin = new AdminSession(process.env.E2E_COMMERCE_URL ?? "");
  // The page names the variant by its SKU, the last word of its item number line.
  const sku = ((await page.locator(".sku").textContent()) ?? "").trim().split(/\s+/).at(-1);
  const found = await admin.call<{ productVariants: { items: Array<{ id: string }> } }>(
    "query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }",
    { sku },
  );
  const variantId = found.productVariants.items[0]?.id;
  if (!variantId) throw new Error(`no variant with SKU ${sku}`);
  const before = await variantStock(admin, variantId);
  await setStock(admin, variantId, before.stockAllocated + left);
  return () => setStock(admin, variantId, before.stockOnHand);
}

for (const shop of shops) {
  test(`${shop.id}: 0, -3 and 2.5 are refused beside the quantity field and add nothing`, async ({ page }) => {
    await page.goto(`${origin(shop.id)}${await productInStock(shop.id, shop.language)}`);
    await interactive(page);
    const field = page.getByRole("spinbutton", { name: shop.quantity });
    const addToCart = page.locator(".add-to-cart");
    for (const typed of ["0", "-3", "2.5"]) {
      await field.fill(typed);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(shop.invalid);
      await addToCart.click();
      await expect(field).toHaveValue(typed); // kept as typed, never turned into another number
    }
    await expectAxeClean(page, ".product-buy");
    // Nothing was added by those clicks: two more make the count exactly two.
    await field.fill("2");
    await expect(field).toHaveAttribute("aria-invalid", "false");
    await expect(page.locator(".quantity-error")).toHaveText("");
    await addToCart.click();
    await expect(headerCount(page)).toHaveText("2", { timeout: 30_000 });
  });

  test(`${shop.id}: more than the stock adds what is left, says so, counts it and leads to the cart`, async ({
    page,
  }) => {
    await page.goto(`${origin(shop.id)}${await productInStock(shop.id, shop.language)}`);
    await interactive(page);
    await page.getByRole("spinbutton", { name: shop.quantity }).fill("99");
    const restoreStock = await leaveInStock(page, stockLeft);
    try {
      await page.locator(".add-to-cart").click();
      const told = page.locator("#add-to-cart-error");
      await expect(told).toHaveText(shop.short, { timeout: 30_000 });
      const [, left, added] = (await told.textContent())?.match(shop.short) ?? [];
      expect([Number(left), Number(added)]).toEqual([stockLeft, stockLeft]);
      await expect(headerCount(page)).toHaveText(String(added));
      await expect(page.locator(".add-to-cart")).toHaveAccessibleDescription(shop.short);

      await told.getByRole("link", { name: shop.change }).click();
      await expect(page.getByTestId("cart-line").getByTestId("line-quantity")).toHaveText(String(added));
      await page.getByTestId("cart-line").getByRole("button", { name: shop.fewer }).click();
      await expect(headerCount(page)).toHaveText(String(Number(added) - 1), { timeout: 30_000 });
    } finally {
      await restoreStock();
    }
  });

  test(`${shop.id}: a quantity typed before the page is interactive is the one added`, async ({ page }) => {
    const path = await productInStock(shop.id, shop.language);
    // A slow phone: the server-rendered field takes the shopper's keys before any of the page's code has run.
    let typed = () => {};
    const held = new Promise<void>((resolve) => {
      typed = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith(".js"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${origin(shop.id)}${path}`, { waitUntil: "commit" });
    const field = page.getByRole("spinbutton", { name: shop.quantity });
    await field.fill("3");
    typed();
    await interactive(page);
    await expect(field).toHaveValue("3");
    await page.locator(".add-to-cart").click();
    await expect(headerCount(page)).toHaveText("3", { timeout: 30_000 });
  });
}
