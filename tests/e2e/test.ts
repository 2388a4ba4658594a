import type { StorefrontId } from "@hushling/storefronts";
import { test as base } from "@playwright/test";
import { claimProduct, type OwnProduct, type ProductWanted, releaseProducts } from "./products.ts";

export type { OwnProduct } from "./products.ts";

/**
 * Every spec's `test`: Playwright's, with `ownProduct`. Specs run side by side and are kept apart by their
 * data: a test that puts a product in a cart, orders it or sets its stock takes it from
 * `await ownProduct("us")` (or `ownProduct("eu", { language: "de" })`), a product no other running test
 * holds; the helpers of shopping.ts that pick a product take it the same way. Its products go back when
 * the test ends, whether it asked for them or a helper did.
 */
export const test = base.extend<{
  ownProduct: (storefront: StorefrontId, wanted?: ProductWanted) => Promise<OwnProduct>;
}>({
  ownProduct: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      await use((storefront, wanted) => claimProduct(testInfo, storefront, wanted));
      await releaseProducts(testInfo);
    },
    { auto: true },
  ],
});
