// storefronts: us eu
import { expect, type Page, test } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { reviewScreenshot } from "./review-screenshots.ts";
import { addProductToCart, euInGerman, interactive, origin, usInEnglish } from "./shopping.ts";

/**
 * Checkout at the shop's edges (issue 26, items 5 and 6), on us and eu in German (Austria): a declined
 * card is told in plain words of the page's language (no error codes), an expiry typed as digits is
 * formatted and taken, and a storefront that shows prices with tax lists delivery at the amount the
 * order charges. The address step is photographed at 390 and 1280 px.
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
  },
] as const;

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

for (const shop of shops) {
  test(`${shop.id}: delivery listed at what is charged, expiry digits formatted, a declined card in plain words`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    if (shop.id === "eu") await context.addCookies([{ name: "country", value: "AT", url: origin("eu") }]);
    await addProductToCart(page, shop.id, shop.language);
    await page.goto(`${origin(shop.id)}${shop.language ? `/${shop.language}` : ""}/checkout/`);
    await interactive(page);
    const next = page.getByRole("button", { name: shop.next });
    await page.getByRole("textbox", { name: shop.email }).fill(`edges-${shop.id}-${Date.now()}@example.com`);
    await next.click();

    await shop.address(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: reviewScreenshot(`checkout-address-${shop.id}-${width}.png`) });
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
