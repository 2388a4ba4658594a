import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";

/**
 * Checkout to confirmation in Chromium against the e2e commerce server, on jp by keyboard only: the
 * country's field order, the prefecture list, a malformed postal code refused with focus on it, axe on
 * review and confirmation, the purchase reported once. The us (error paths) and eu journeys wait in
 * checkout-journeys.wip.ts.
 */

// Shop API round trips and lazily loaded chunks are slow on a loaded machine: wait generously.
const expect = baseExpect.configure({ timeout: 30_000 });

const origin = (id: string) => `http://${id}.localhost:${process.env.E2E_WEB_PORT}`;
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function axeClean(page: Page) {
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
}

/** A product page of the storefront (under `prefix`) whose Add to cart button is enabled, from its sitemap. */
async function productInStock(page: Page, id: string, prefix = ""): Promise<string> {
  await page.goto(`${origin(id)}/404/`);
  const found = await page.evaluate(async (wanted) => {
    const sitemap = await (await fetch("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
    for (const path of paths.filter((candidate) => (wanted ? candidate.startsWith(`${wanted}/`) : true))) {
      const html = await (await fetch(path)).text();
      if (/class="add-to-cart"(?![^>]*disabled)/.test(html) && !html.includes("data-bundle=")) return path;
    }
    return null;
  }, prefix);
  if (!found) throw new Error(`no product in stock on ${id}${prefix}`);
  return found;
}

async function interactive(page: Page) {
  await page.locator("#route-announcer").waitFor({ state: "attached" });
}

/** What the page pushed to the data layer under this event name. */
const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );

/** Presses Tab until `target` has focus: the keyboard-only journey never clicks. */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let count = 0; count < most; count++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

test("jp by keyboard only: Japanese address order, prefecture list, confirmation", async ({ page }) => {
  test.setTimeout(240_000);
  const productPath = await productInStock(page, "jp");
  await page.goto(`${origin("jp")}${productPath}`);
  await interactive(page);
  await tabTo(page, page.getByRole("button", { name: "カートに入れる" }));
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("link", { name: /1/ })
      .filter({ hasText: /カート|1/ })
      .first(),
  ).toBeVisible();

  await page.goto(`${origin("jp")}/checkout/`);
  await interactive(page);
  const next = page.getByRole("button", { name: "次へ" });
  await typeInto(page, page.getByRole("textbox", { name: "メールアドレス" }), `jp-${Date.now()}@example.com`);
  await page.keyboard.press("Enter");

  // Japan writes postal code, prefecture and street first, the name last; there is no city field.
  const fields = page.locator(".checkout-field label");
  await expect(fields.first()).toHaveText(/国/);
  expect((await fields.allTextContents()).map((text) => text.replace(" *", ""))).toEqual([
    "国",
    "郵便番号",
    "都道府県",
    "市区町村・番地",
    "建物名・部屋番号（任意）",
    "会社名（任意）",
    "氏名",
  ]);
  const postal = page.getByRole("textbox", { name: "郵便番号" });
  await typeInto(page, postal, "12-345");
  const prefecture = page.getByRole("combobox", { name: "都道府県" });
  await tabTo(page, prefecture);
  // 東京都 is the 13th prefecture in the list.
  for (let step = 0; step < 13; step++) await page.keyboard.press("ArrowDown");
  await expect(prefecture).toHaveValue("東京都");
  await typeInto(page, page.getByRole("textbox", { name: "市区町村・番地" }), "千代田区千代田1-1");
  await typeInto(page, page.getByRole("textbox", { name: "氏名" }), "山田 花子");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(postal).toBeFocused();
  await expect(postal).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("100-0001");
  await page.keyboard.press("Enter");

  const method = page.getByRole("radio").first();
  await method.waitFor({ timeout: 30_000 });
  await tabTo(page, method);
  await page.keyboard.press("Space");
  await expect(method).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await typeInto(page, page.getByRole("textbox", { name: "カード番号" }), "4242424242424242");
  await typeInto(page, page.getByRole("textbox", { name: "有効期限" }), "12/30");
  await typeInto(page, page.getByRole("textbox", { name: "セキュリティコード" }), "123");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("review-address")).toContainText("〒100-0001");
  await axeClean(page);
  await tabTo(page, page.getByRole("button", { name: "注文を確定する" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/order\/\?code=/, { timeout: 60_000 });
  const address = page.getByTestId("confirmation-address");
  await expect(address.locator(".address-line")).toHaveText(
    ["〒100-0001", "東京都", "千代田区千代田1-1", "山田 花子", "日本"],
    {
      timeout: 30_000,
    },
  );
  await expect.poll(async () => (await pushed(page, "purchase")).length).toBe(1);
  await axeClean(page);
});
