import { type BrowserContext, expect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { reviewScreenshot } from "./review-screenshots.ts";
import { addProductToCart, euInGerman, interactive, origin, usInEnglish } from "./shopping.ts";
import { test } from "./test.ts";

/**
 * Checkout at the shop's edges (issue 26, items 5 and 6), on us and eu in German (Austria): a declined
 * card is told in plain words of the page's language (no error codes), an expiry typed as digits is
 * formatted and taken, and a storefront that shows prices with tax lists delivery at the amount the
 * order charges. Commerce's refusal of the address is told on the address step in the page's words only.
 * The address step is photographed at 390 and 1280 px.
 */

const shops = [
  {
    ...usInEnglish,
    email: "Email address",
    next: "Continue",
    address: async (page: Page) => {
      await page.getByRole("textbox", { name: "Full name" }).fill("Sam Rivera");
      await page.getByRole("textbox", { name: "Street and number" }).fill("12 Example Street");
      await page.getByRole("textbox", { name: "City" }).fill("Brooklyn");
      await page.getByRole("combobox", { name: "State" }).selectOption("NY");
      await page.getByRole("textbox", { name: "ZIP code" }).fill("11201");
    },
    card: "Card number",
    expiry: "Expiry date",
    code: "Security code",
    place: "Place order",
    declined: "The card was declined. Please use another card; nothing was charged.",
    country: "Country",
    unserved: "CA",
    addressRefused: "We cannot deliver to this address. Please check the country and region.",
  },
  {
    ...euInGerman,
    email: "E-Mail-Adresse",
    next: "Weiter",
    address: async (page: Page) => {
      await page.getByRole("textbox", { name: "Vor- und Nachname" }).fill("Mia Beispiel");
      await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Musterweg 1");
      await page.getByRole("textbox", { name: "Ort" }).fill("Wien");
      await page.getByRole("textbox", { name: "Postleitzahl" }).fill("1010");
    },
    card: "Kartennummer",
    expiry: "Gültig bis",
    code: "Prüfnummer",
    place: "Zahlungspflichtig bestellen",
    declined: "Die Karte wurde abgelehnt. Bitte nehmen Sie eine andere Karte; es wurde nichts abgebucht.",
    country: "Land",
    unserved: "DE",
    addressRefused: "An diese Adresse können wir nicht liefern. Bitte prüfen Sie Land und Region.",
  },
] as const;

/**
 * Moves the order's shipping address to a country the storefront does not serve, through the Shop API
 * with the page's own session, as another tab of the same shopper would: commerce refuses the payment.
 */
async function shipElsewhere(page: Page, storefront: string, countryCode: string) {
  const token = await page.evaluate((key) => localStorage.getItem(key), `hushling-session-${storefront}`);
  const response = await fetch(`${process.env.E2E_COMMERCE_URL}/shop-api`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": storefront, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`,
      variables: { input: { fullName: "Elsewhere", streetLine1: "Elsewhere 1", city: "Elsewhere", countryCode } },
    }),
  });
  expect(await response.json()).toEqual({ data: { setOrderShippingAddress: { __typename: "Order" } } });
}

/** Sends one Shop API operation with the page's own session, as another tab of the same shopper would. */
async function asAnotherTab(page: Page, storefront: string, query: string, variables: Record<string, unknown> = {}) {
  const token = await page.evaluate((key) => localStorage.getItem(key), `hushling-session-${storefront}`);
  const response = await fetch(`${process.env.E2E_COMMERCE_URL}/shop-api`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": storefront, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, { __typename?: string; state?: string }> };
}

/**
 * A product in the cart, then the checkout up to a filled address step (eu shoppers in Austria);
 * answers the step's Continue button.
 */
async function toFilledAddress(page: Page, context: BrowserContext, shop: (typeof shops)[number]) {
  if (shop.id === "eu") await context.addCookies([{ name: "country", value: "AT", url: origin("eu") }]);
  await addProductToCart(page, shop.id, shop.language);
  await page.goto(`${origin(shop.id)}${shop.language ? `/${shop.language}` : ""}/checkout/`);
  await interactive(page);
  const next = page.getByRole("button", { name: shop.next });
  await page.getByRole("textbox", { name: shop.email }).fill(`edges-${shop.id}-${Date.now()}@example.com`);
  await next.click();
  await shop.address(page);
  return next;
}

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

for (const shop of shops) {
  test(`${shop.id}: delivery listed at what is charged, expiry digits formatted, a declined card in plain words`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const next = await toFilledAddress(page, context, shop);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await reviewScreenshot(page, `checkout-address-${shop.id}-${width}.png`);
    }
    await expectAxeClean(page);
    await next.click();

    const method = page.locator(".checkout-method").first();
    await method.getByRole("radio").check({ timeout: 30_000 });
    const listed = (await method.locator("span").last().textContent()) ?? "";
    await next.click();
    // What the summary charges for delivery once the method is on the order is what the list said.
    await expect(page.getByTestId("order-shipping")).toHaveText(listed, { timeout: 30_000 });

    await page.getByRole("textbox", { name: shop.card }).fill("4000 0000 0000 0002");
    const expiry = page.getByRole("textbox", { name: shop.expiry });
    await expiry.pressSequentially("1229");
    await expect(expiry).toHaveValue("12/29");
    await page.getByRole("textbox", { name: shop.code }).fill("123");
    await next.click();
    await page.getByRole("button", { name: shop.place }).click();
    const card = page.getByRole("textbox", { name: shop.card });
    await expect(card).toHaveAccessibleDescription(shop.declined, { timeout: 30_000 });
    await expectAxeClean(page);
  });
}

for (const shop of shops) {
  test(`${shop.id}: commerce's refusal of the address is told on the address step in the page's words only`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const next = await toFilledAddress(page, context, shop);
    await next.click();
    await page.locator(".checkout-method").first().getByRole("radio").check({ timeout: 30_000 });
    await next.click();
    await page.getByRole("textbox", { name: shop.card }).fill("4242 4242 4242 4242");
    await page.getByRole("textbox", { name: shop.expiry }).fill("12/39");
    await page.getByRole("textbox", { name: shop.code }).fill("123");
    await next.click();
    const place = page.getByRole("button", { name: shop.place });
    await expect(place).toBeVisible({ timeout: 30_000 });

    await shipElsewhere(page, shop.id, shop.unserved);
    await place.click();
    const country = page.locator(".checkout-form").getByRole("combobox", { name: shop.country });
    await expect(country).toHaveAttribute("aria-invalid", "true", { timeout: 30_000 });
    // Exactly the page's sentence: no English reason, no error code beside it.
    await expect(country).toHaveAccessibleDescription(shop.addressRefused);
    await expectAxeClean(page);
  });
}

test("us: the address step is one request, and a shipping change after another tab arranged payment goes through", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const [shop] = shops;
  const next = await toFilledAddress(page, context, shop);
  const shopApiRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/shop-api")) shopApiRequests.push(request.postData() ?? "");
  });
  await next.click();
  const methods = page.locator(".checkout-method");
  await methods.first().getByRole("radio").check({ timeout: 30_000 });
  // Customer, shipping and billing address in one request (the shipping methods are asked after it).
  const addressRequests = shopApiRequests.filter((body) => body.includes("Address"));
  expect(addressRequests).toHaveLength(1);
  expect(addressRequests[0]).toContain("setCustomerForOrder");

  // Another tab takes the order on to payment: commerce then refuses a shipping change, and the page
  // takes the order back to editing and sends the change again.
  const [first] = await page
    .locator(".checkout-method input")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await asAnotherTab(
    page,
    shop.id,
    "mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }",
    {
      id: [first],
    },
  );
  const arranged = await asAnotherTab(
    page,
    shop.id,
    'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } } }',
  );
  expect(arranged.data?.transitionOrderToState?.state).toBe("ArrangingPayment");
  await methods.last().getByRole("radio").check();
  await next.click();
  await expect(page.getByRole("textbox", { name: shop.card })).toBeVisible({ timeout: 30_000 });
  const order = await asAnotherTab(page, shop.id, "{ activeOrder { state } }");
  expect(order.data?.activeOrder?.state).toBe("AddingItems");
});
