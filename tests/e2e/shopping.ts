import type { LanguageCode, StorefrontId } from "@hushling/storefronts";
import { expect, type Page, test } from "@playwright/test";
import { claimProduct, type OwnProduct } from "./products.ts";

/**
 * What the browser tests that shop share: where a storefront is served, when a page has hydrated, a
 * product that can be bought, and a cart with a line in it.
 */

/** The two shops the edge specs visit, each in its own language (left out: the storefront's default). */
export const usInEnglish = { id: "us", language: undefined } as const;
export const euInGerman = { id: "eu", language: "de" } as const;

/**
 * A storefront of the e2e stack (its port comes from the global setup); one the run did not build is an
 * error that says how to build it.
 */
export function origin(id: StorefrontId): string {
  const built = process.env.E2E_STOREFRONTS_BUILT?.split(",") ?? [];
  if (!built.includes(id))
    throw new Error(
      `storefront ${id} was not built for this run (built: ${built.join(" ") || "none"}): run without E2E_STOREFRONTS, or name it there`,
    );
  return `http://${id}.localhost:${process.env.E2E_WEB_PORT}`;
}

/** Requests to the production storefronts' hosts are answered here: no test reaches the real sites. */
export async function answerProductionHosts(page: Page) {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
}

/** The page has hydrated: the runtime (loaded after hydration) has put its announcer in place. */
export async function interactive(page: Page) {
  await page.locator("#route-announcer").waitFor({ state: "attached" });
}

/**
 * The page of a product in stock in `language` (the storefront's default when left out), held by the
 * running test (products.ts): no other test buys it or changes its stock meanwhile.
 */
export async function productInStock(id: StorefrontId, language?: LanguageCode): Promise<string> {
  return (await claimProduct(test.info(), id, { language })).path;
}

/**
 * Puts one product in the storefront's cart the way a shopper does (its page, Add to cart) and waits
 * until the header counts it, i.e. the Shop API has answered.
 */
export async function addProductToCart(page: Page, id: StorefrontId, language?: LanguageCode) {
  await page.goto(`${origin(id)}${await productInStock(id, language)}`);
  await interactive(page);
  const count = page.getByTestId("cart-count");
  const before = Number((await count.textContent()) || 0);
  await page.locator(".add-to-cart").click();
  await page.waitForFunction(
    (expected) => Number(document.querySelector("[data-testid=cart-count]")?.textContent || 0) >= expected,
    before + 1,
    { timeout: 30_000 },
  );
}

/** The us cart page with `product` in it, added from its product page as a shopper adds it. */
export async function openUsCartWith(page: Page, product: OwnProduct) {
  await page.goto(`${origin("us")}${product.path}`);
  await interactive(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${origin("us")}/cart/`);
  await interactive(page);
}
