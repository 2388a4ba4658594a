import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * The cart on the us storefront, in Chromium against the real commerce server the build was exported
 * from: add a product, see the header count, change the quantity and remove on the cart page, and the
 * cart surviving a reload and a new tab (one cart per storefront, kept by the session in localStorage).
 */

const origin = (id: string) => `http://${id}.localhost:${process.env.E2E_WEB_PORT}`;
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * A product page of the storefront whose Add to cart button is enabled (in stock), from its sitemap.
 * Read by the browser: `*.localhost` resolves there, not necessarily in Node.
 */
async function productInStock(page: Page, id: string): Promise<string> {
  await page.goto(`${origin(id)}/404/`);
  const found = await page.evaluate(async () => {
    const sitemap = await (await fetch("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
    for (const path of paths) {
      const html = await (await fetch(path)).text();
      if (/class="add-to-cart"(?![^>]*disabled)/.test(html)) return path;
    }
    return null;
  });
  if (!found) throw new Error(`no product in stock on ${id}`);
  return found;
}

/** The page has hydrated: the runtime (loaded after hydration) has put its announcer in place. */
async function interactive(page: Page) {
  await page.locator("#route-announcer").waitFor({ state: "attached" });
}

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

test("add to cart on us: toaster, count, quantity, remove; the cart survives reloads and new tabs", async ({
  page,
  context,
}) => {
  const productPath = await productInStock(page, "us");
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
  expect((await new AxeBuilder({ page }).include(".cart-drawer").withTags(wcagTags).analyze()).violations).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(cartLink).toBeFocused();

  await page.goto(`${origin("us")}/cart/`);
  await interactive(page);
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
  const subtotalForTwo = await page.getByTestId("cart-subtotal").textContent();
  expect(subtotalForTwo).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

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
