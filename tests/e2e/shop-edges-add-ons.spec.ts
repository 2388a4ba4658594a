import { expect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { reviewScreenshot } from "./review-screenshots.ts";
import { addProductToCart, euInGerman, interactive, origin, usInEnglish } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * Gift add-ons live and die with what they wrap (issue 26, item 2), on us and eu in German at 390 and
 * 1280 px: the gift box and the gift card have no quantity stepper of their own, removing the last product
 * takes them (and the gift message) out of the cart, and commerce refuses to take an order of add-ons only.
 */

const shops = [
  {
    ...usInEnglish,
    box: /^Add a Gift Box \(/,
    boxAdded: "Gift box added.",
    message: "Gift message",
    save: "Save gift message",
    saved: "Gift message saved.",
    remove: /^Remove /,
    more: /^One more /,
    empty: "Your cart is empty.",
  },
  {
    ...euInGerman,
    box: /^Geschenkbox hinzufügen \(/,
    boxAdded: "Geschenkbox hinzugefügt.",
    message: "Grußbotschaft",
    save: "Grußbotschaft speichern",
    saved: "Grußbotschaft gespeichert.",
    remove: /entfernen$/,
    more: /^Ein .* mehr$/,
    empty: "Ihr Warenkorb ist leer.",
  },
] as const;

async function shopApi(page: Page, storefront: string, query: string, variables: Record<string, unknown> = {}) {
  const token = await page.evaluate((key) => localStorage.getItem(key), `hushling-session-${storefront}`);
  const response = await fetch(`${process.env.E2E_COMMERCE_URL}/shop-api`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": storefront, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

for (const width of [390, 1280]) {
  for (const shop of shops) {
    test(`${shop.id} at ${width} px: add-ons have no stepper and leave with the last product`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await addProductToCart(page, shop.id, shop.language);
      await page.goto(`${origin(shop.id)}${shop.language ? `/${shop.language}` : ""}/cart/`);
      await interactive(page);
      // Checked once commerce has the line (clicked, not check(): the box follows the answer).
      await page.getByRole("checkbox", { name: shop.box }).click();
      await expect(page.getByRole("status").filter({ hasText: shop.boxAdded })).toBeVisible({ timeout: 30_000 });
      await page.getByRole("textbox", { name: shop.message }).fill("Welcome, little one!");
      await page.getByRole("button", { name: shop.save }).click();
      await expect(page.getByRole("status").filter({ hasText: shop.saved })).toBeVisible({ timeout: 30_000 });

      const lines = page.getByTestId("cart-line");
      await expect(lines).toHaveCount(3);
      // One stepper: the product's. The gift box and the gift card keep only their Remove button.
      await expect(page.getByRole("button", { name: shop.more })).toHaveCount(1);
      await reviewScreenshot(page, `cart-gift-box-${shop.id}-${width}.png`);
      await expectAxeClean(page, ".cart-view");

      await lines.first().getByRole("button", { name: shop.remove }).click();
      await expect(page.getByText(shop.empty)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("cart-count")).toHaveText("0");
      const answer = await shopApi(page, shop.id, "{ activeOrder { lines { id } customFields { giftMessage } } }");
      const order = answer.data.activeOrder as {
        lines: unknown[];
        customFields: { giftMessage: string | null };
      } | null;
      expect(order?.lines ?? []).toEqual([]);
      expect(order?.customFields.giftMessage ?? null).toBeNull();
    });
  }
}

test("us: commerce refuses to take an order of only a gift box to payment", async ({ page }) => {
  await addProductToCart(page, "us");
  await page.goto(`${origin("us")}/cart/`);
  await interactive(page);
  await page.getByRole("checkbox", { name: shops[0].box }).click();
  await expect(page.getByRole("status").filter({ hasText: shops[0].boxAdded })).toBeVisible({ timeout: 30_000 });
  // Around the storefront: the product line removed through the Shop API alone leaves the gift box.
  const before = await shopApi(page, "us", "{ activeOrder { lines { id productVariant { sku } } } }");
  const lines = (before.data.activeOrder as { lines: { id: string; productVariant: { sku: string } }[] }).lines;
  const product = lines.find((line) => line.productVariant.sku !== "HL-GIFT-BOX");
  await shopApi(page, "us", "mutation($id: ID!) { removeOrderLine(orderLineId: $id) { __typename } }", {
    id: product?.id,
  });
  await shopApi(
    page,
    "us",
    `mutation { setCustomerForOrder(input: { emailAddress: "only-a-box@example.com", firstName: "Ada", lastName: "Box" }) { __typename }
      setOrderShippingAddress(input: { streetLine1: "1 Main St", city: "Albany", province: "NY", postalCode: "12207", countryCode: "US" }) { __typename } }`,
  );
  const methods = await shopApi(page, "us", "{ eligibleShippingMethods { id } }");
  const [method] = methods.data.eligibleShippingMethods as { id: string }[];
  await shopApi(page, "us", "mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }", {
    id: [method?.id],
  });
  const moved = await shopApi(
    page,
    "us",
    `mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on OrderStateTransitionError { transitionError } } }`,
  );
  expect(moved.data.transitionOrderToState).toMatchObject({
    __typename: "OrderStateTransitionError",
    transitionError: expect.stringMatching(/^The order holds only gift add-ons/),
  });
});
