import AxeBuilder from "@axe-core/playwright";
import { buildRedirectIndex, matchRedirect } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { expect } from "@playwright/test";
import { test } from "./test.ts";

const origin = () => `http://us.localhost:${process.env.E2E_WEB_PORT}`;

type ShopProduct = { name: string; variants: { price: number; currencyCode: string }[] };

async function productFromCommerce(slug: string): Promise<ShopProduct> {
  const response = await fetch(`${process.env.E2E_COMMERCE_URL}/shop-api`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": "us" },
    body: JSON.stringify({
      query: "query ($slug: String!) { product(slug: $slug) { name variants { price currencyCode } } }",
      variables: { slug },
    }),
  });
  const { data } = (await response.json()) as { data: { product: ShopProduct | null } };
  if (!data.product) throw new Error(`commerce has no product ${slug}`);
  return data.product;
}

// One visit of the home page: audited there, then left for the product page.
test("the home page passes axe; a product page reached from it shows the price Vendure holds, in dollars, and passes axe", async ({
  page,
}) => {
  const product = await productFromCommerce("baby-crib");
  const variant = product.variants[0];
  expect(variant?.currencyCode).toBe("USD");
  const price = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    (variant?.price ?? 0) / 100,
  );

  await page.goto(`${origin()}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: product.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(price).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test.describe("the baby-crib short link in the us build", () => {
  // No region in the language and a zone-less clock: nothing hints at a country but `?country=`.
  test.use({ locale: "en", timezoneId: "UTC" });

  for (const country of [undefined, "se", "si", "jp"]) {
    test(`lands a ${country ?? "default"} visitor on the link's target`, async ({ page }) => {
      // The stack is built with local links: targets are this stack's own storefronts.
      const registry = createStorefrontRegistry({}, { kind: "local", port: Number(process.env.E2E_WEB_PORT) });
      const index = buildRedirectIndex(await loadRedirectRules(undefined, { registry }));
      const expected = matchRedirect(index, "/redirects/baby-crib/", country);
      if (expected.kind !== "redirect") throw new Error("the link table has no baby-crib link");
      const query = country ? `?country=${country}` : "";
      await page.goto(`${origin()}/redirects/baby-crib/${query}`);
      await page.waitForURL(expected.location);
      expect(page.url()).toBe(expected.location);
    });
  }
});
