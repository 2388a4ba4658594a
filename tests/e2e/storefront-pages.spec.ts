import AxeBuilder from "@axe-core/playwright";
import { type Template, templatePages } from "@hushling/storefront/testing";
import {
  type LanguageCode,
  languagePrefix,
  type Storefront,
  type StorefrontId,
  storefrontLanguage,
  storefrontRegistry,
} from "@hushling/storefronts";
import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";

/**
 * Every storefront template in Chromium, on storefronts and languages covering each script the
 * storefronts use (Latin, Han, Hangul, Japanese) and both kinds of address (default language
 * unprefixed, others under /{language}/): axe WCAG 2.2 AA, keyboard use, <html lang>, hydration, the
 * language switcher and prices. Pages are picked from each build's sitemap, so the test follows the catalog.
 */

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Sample = { id: StorefrontId; language: LanguageCode };
const samples: Sample[] = [
  { id: "us", language: "en" },
  { id: "eu", language: "de" },
  { id: "hk", language: "zh-Hant" },
  { id: "hk", language: "en" },
  { id: "jp", language: "ja" },
  { id: "kr", language: "ko" },
  { id: "se", language: "sv" },
];
/**
 * Samples checked on every template; the others (same markup, other scripts and languages) on the
 * catalog and content templates, whose text comes from the catalog and content files. Axe audits each
 * language once: hk en shares its markup and language with us en, so its visit checks only what a
 * storefront changes (the locale's <html lang>, hydration, the price in its currency) on its home and
 * product page. Every page's <html lang> in every storefront and language is read from the build in
 * storefront-html.spec.ts.
 */
const everyTemplate = new Set(["us en", "eu de", "hk zh-Hant"]);
const catalogTemplates = new Set<string>(["home", "category", "product", "bundle", "content page"]);
const withoutAxe = new Set(["hk en"]);
/**
 * Also audited in the dark palette, on the same visit: only the colours change there, so only axe's
 * colour rules run again. A colour set outside the tokens has no dark value and shows here first.
 */
const darkPalette = new Set(["us en"]);
const colourRules = ["color-contrast", "link-in-text-block"];

const storefrontOf = (id: StorefrontId): Storefront => {
  const storefront = storefrontRegistry.byId(id);
  if (!storefront) throw new Error(`no storefront ${id}`);
  return storefront;
};
const localeOf = ({ id, language }: Sample) => storefrontLanguage(storefrontOf(id), language)?.locale ?? "";
const origin = (id: StorefrontId) => `http://${id}.localhost:${process.env.E2E_WEB_PORT}`;
const buildRoot = () => {
  const root = process.env.E2E_BUILD_DIR;
  if (!root) throw new Error("E2E_BUILD_DIR is not set; run through the Playwright global setup");
  return root;
};

const templates = (sample: Sample) => templatePages(buildRoot(), storefrontOf(sample.id), sample.language);

/** The sample's page of one template, e.g. the first product page of eu German. */
function firstPage(sample: Sample, template: Template): string {
  const found = templates(sample).find(([name]) => name === template);
  if (!found) throw new Error(`${sample.id} ${sample.language} has no ${template} page`);
  return found[1];
}

/** Every template, plus an unknown address (answered with 404.html) in the default language. */
function templatesToVisit(sample: Sample): [string, string][] {
  if (withoutAxe.has(`${sample.id} ${sample.language}`)) {
    return templates(sample).filter(([template]) => template === "home" || template === "product");
  }
  if (!everyTemplate.has(`${sample.id} ${sample.language}`)) {
    return templates(sample).filter(([template]) => catalogTemplates.has(template));
  }
  const pages: [string, string][] = templates(sample);
  return languagePrefix(storefrontOf(sample.id), sample.language)
    ? pages
    : [...pages, ["unknown address", "/no-such-page/"]];
}

async function visit(page: Page, id: StorefrontId, pagePath: string) {
  await page.goto(`${origin(id)}${pagePath}`);
}

test.beforeEach(async ({ page }) => {
  // Absolute links point at production hosts; answer them here so nothing leaves the machine.
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
  // A visitor who chose the language of each page visited: without it, a default-language page of a
  // storefront with several languages sends this en-US browser to its English pages (hk).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const current = document.querySelector(".language-switcher [aria-current]")?.getAttribute("lang");
      if (current) localStorage.setItem("hushling.language", current);
    });
  });
});

type ShopPrice = {
  pricesIncludeTax: boolean;
  variants: { price: number; priceWithTax: number; currencyCode: string }[];
};

/** The product's shelf prices as the Shop API of the storefront's channel gives them in the language. */
async function shopPrices(sample: Sample, slug: string): Promise<ShopPrice> {
  const language = sample.language.replace("-", "_");
  const response = await fetch(`${process.env.E2E_COMMERCE_URL}/shop-api?languageCode=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": sample.id },
    body: JSON.stringify({
      query:
        "query ($slug: String!) { activeChannel { pricesIncludeTax } product(slug: $slug) { variants { price priceWithTax currencyCode } } }",
      variables: { slug },
    }),
  });
  const { data } = (await response.json()) as {
    data: { activeChannel: { pricesIncludeTax: boolean }; product: { variants: ShopPrice["variants"] } | null };
  };
  if (!data.product) throw new Error(`commerce has no product ${slug} in ${sample.id} ${sample.language}`);
  return { pricesIncludeTax: data.activeChannel.pricesIncludeTax, variants: data.product.variants };
}

/** What axe found, by rule and element, for a failure's message. */
const found = (violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) =>
  violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(" ")) }));

/** The price the product page must show: the Shop API's, formatted for the sample's locale. */
async function expectedPrice(sample: Sample, productPath: string): Promise<string> {
  const { currency } = storefrontOf(sample.id);
  const slug = decodeURIComponent(productPath.split("/").filter(Boolean).at(-1) ?? "");
  const prices = await shopPrices(sample, slug);
  const variant = prices.variants[0];
  expect(variant?.currencyCode).toBe(currency);
  const amount = prices.pricesIncludeTax ? (variant?.priceWithTax ?? 0) : (variant?.price ?? 0);
  return new Intl.NumberFormat(localeOf(sample), { style: "currency", currency }).format(amount / 100);
}

// One visit per page: axe, <html lang>, and on the pages that carry them the hydration and the price.
// The prerendered page must be what React renders in the browser. A difference (a country named by the
// build's ICU data one way and by the browser's another) is a hydration error: React throws away the
// server's markup of that part and draws it again, in one long task.
for (const sample of samples) {
  const key = `${sample.id} ${sample.language}`;
  const which = everyTemplate.has(key) ? "every template" : "catalog and content templates";
  const { currency } = storefrontOf(sample.id);
  const dark = darkPalette.has(key);
  const audited = !withoutAxe.has(key);
  const title = audited
    ? `axe (WCAG 2.2 AA) finds nothing on ${which}${dark ? " in the light and the dark palette" : ""}, each with <html lang> ${localeOf(sample)}`
    : `the home and product page have <html lang> ${localeOf(sample)} (axe: us en)`;
  test(`${key}: ${title}; the home page hydrates without a React error, the product page shows the commerce price in ${currency}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    const home = firstPage(sample, "home");
    const product = firstPage(sample, "product");
    const price = await expectedPrice(sample, product);
    const failures: Record<string, unknown> = {};
    for (const [template, pagePath] of templatesToVisit(sample)) {
      await visit(page, sample.id, pagePath);
      await expect(page.locator("html"), `${template} ${pagePath}`).toHaveAttribute("lang", localeOf(sample));
      if (audited) {
        const { violations } = await new AxeBuilder({ page })
          .withTags(wcagTags)
          .options({ resultTypes: ["violations"] })
          .analyze();
        if (violations.length) failures[`${template} ${pagePath}`] = found(violations);
      }
      if (dark) {
        await page.emulateMedia({ colorScheme: "dark" });
        // Buttons fade to their new colours: axe reads the colours they end at.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((transition) => transition.finished.catch(() => undefined)),
          ),
        );
        const inDark = await new AxeBuilder({ page }).withRules(colourRules).analyze();
        if (inDark.violations.length) failures[`dark: ${template} ${pagePath}`] = found(inDark.violations);
        await page.emulateMedia({ colorScheme: "light" });
      }
      if (pagePath === home) {
        // Hydrated, the footer's country choice included.
        await page.locator("#route-announcer").waitFor({ state: "attached" });
        await expect(page.locator("footer .country-selector select").first()).toBeVisible();
      }
      if (pagePath === product) await expect(page.getByTestId("product-price")).toHaveText(price);
    }
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
    expect(failures).toEqual({});
  });
}

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** A focus indicator is visible when the focused element draws an outline at least 2px wide. */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return null;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline?.style).not.toBe("none");
  expect(outline?.width).toBeGreaterThanOrEqual(2);
}

test.describe("keyboard", () => {
  for (const sample of [samples[0], samples[2]] as Sample[]) {
    // One visit each: us also closes the notice bar on its home page, hk follows its language switcher
    // from the product page's main content (the switcher is in the footer).
    const notice = sample.id === "us";
    const switcher = sample.id === "hk";
    test(`${sample.id} ${sample.language}: the skip link is the first stop and moves focus to the main content${switcher ? "; the language switcher is reached by keyboard and keeps the visitor on the same page" : ""}`, async ({
      page,
    }) => {
      await visit(page, sample.id, firstPage(sample, "product"));
      await page.keyboard.press("Tab");
      const skip = page.locator(".skip-link");
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
      // The next Tab starts inside the main content, past the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
      if (switcher) {
        const english = await alternatePath(page, "en-HK");
        await tabTo(page, ".language-switcher a");
        await expectVisibleFocus(page);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${origin("hk")}${english}`);
        await expect(page.locator("html")).toHaveAttribute("lang", "en-HK");
      }
    });

    test(`${sample.id} ${sample.language}: ${notice ? "the page hydrates and the notice bar closes by keyboard; " : ""}the main navigation opens and follows a link by keyboard`, async ({
      page,
    }) => {
      await visit(page, sample.id, `${languagePrefix(storefrontOf(sample.id), sample.language)}/`);
      // React marks the elements it has hydrated; before that the buttons have no handler.
      await page.waitForFunction(
        (selectors) =>
          selectors.every((selector) => {
            const button = document.querySelector(selector);
            return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps"));
          }),
        notice ? [".notice-bar button", ".primary-nav .drawer-button"] : [".primary-nav .drawer-button"],
      );
      if (notice) {
        // The notice bar stands first in the header, before the navigation.
        await tabTo(page, ".notice-bar button");
        await expectVisibleFocus(page);
        await page.keyboard.press("Enter");
        await expect(page.locator(".notice-bar button")).toHaveCount(0);
      }
      await tabTo(page, ".primary-nav .drawer-button");
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      const menu = page.locator(".primary-nav .drawer:not([hidden])");
      await expect(menu).toHaveCount(1);
      await page.keyboard.press("Tab");
      const link = menu.locator("a").first();
      await expect(link).toBeFocused();
      await expectVisibleFocus(page);
      const target = await link.getAttribute("href");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${origin(sample.id)}${target}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

/** The path of the page's hreflang alternate for `hreflang`, on its own storefront. */
async function alternatePath(page: Page, hreflang: string): Promise<string> {
  const href = await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute("href");
  if (!href) throw new Error(`no ${hreflang} alternate on ${page.url()}`);
  return new URL(href).pathname;
}

test.describe("language switcher", () => {
  for (const route of ["category", "product", "content page"] as const) {
    test(`eu: on the ${route} each language link leads to the same page in that language, and English back`, async ({
      page,
    }) => {
      const start = firstPage({ id: "eu", language: "en" }, route);
      // Loaded once; each language is reached from the English page and left by its English link.
      await visit(page, "eu", start);
      for (const language of ["de", "fr", "nl"]) {
        // The EU storefront names bare languages in hreflang.
        const expected = await alternatePath(page, language);
        await page.locator(`.language-switcher a[hreflang="${language}"]`).click();
        await expect(page).toHaveURL(`${origin("eu")}${expected}`);
        await expect(page.locator(".language-switcher [aria-current]")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}-`));
        await page.locator('.language-switcher a[hreflang="en"]').click();
        await expect(page).toHaveURL(`${origin("eu")}${start}`);
        await expect(page.locator("html")).toHaveAttribute("lang", /^en-/);
      }
    });
  }
});

test.describe("category tree and product pictures", () => {
  // One visit of the parent category; the subcategory, the way back up and the product are reached by
  // following links from it, as a shopper does.
  test("us en: a parent category links its subcategories with their product counts and lists their products; a subcategory's breadcrumbs and BreadcrumbList follow the tree back up; product pictures come from the storefront's own host, sized, and each colour shows its own", async ({
    page,
  }) => {
    const commerce = new URL(process.env.E2E_COMMERCE_URL ?? "http://localhost").origin;
    const fromCommerce: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin === commerce) fromCommerce.push(request.url());
    });
    await visit(page, "us", "/products/sleep/");
    await expect(page.getByRole("heading", { level: 1, name: "Sleep" })).toBeVisible();
    const subcategories = page.getByRole("navigation", { name: "Categories in Sleep" }).getByRole("link");
    await expect(subcategories).toHaveText([
      /^Cribs \d+ products?$/,
      /^Cradles \d+ products?$/,
      /^Travel cribs \d+ products?$/,
    ]);
    const counts = (await subcategories.allTextContents()).map((text) => Number(/(\d+) product/.exec(text)?.[1]));
    const listed = page.locator(".product-grid > li");
    await expect(listed).toHaveCount(counts.reduce((sum, count) => sum + count, 0));
    await expect(page.getByText(`${await listed.count()} products`, { exact: true })).toBeVisible();

    await subcategories.filter({ hasText: /^Cribs/ }).click();
    await expect(page).toHaveURL(`${origin("us")}/products/cribs/`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText(["Home", "Sleep", "Cribs"]);
    const trail = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "{}"))
        .filter((data) => data["@type"] === "BreadcrumbList")
        .flatMap((data) => data.itemListElement.map((item: { name: string }) => item.name)),
    );
    expect(trail).toEqual(["Home", "Sleep", "Cribs"]);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Sleep" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sleep" })).toBeVisible();

    await page.getByRole("link", { name: "Baby Crib", exact: true }).click();
    const picture = page.locator("img.product-image");
    await expect(picture).toHaveAttribute("src", /^\/images\/[a-z0-9-]+\.[0-9a-f]{10}\.svg$/);
    await expect(picture).toHaveAttribute("width", /^\d+$/);
    await expect(picture).toHaveAttribute("height", /^\d+$/);
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const first = await picture.getAttribute("src");
    // Hydrated: the colour radios change the picture.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector(".variant-picker input") ?? {}).some((key) => key.startsWith("__reactProps")),
    );
    await page.locator(".variant-picker input").nth(1).check();
    await expect(picture).not.toHaveAttribute("src", first ?? "");
    await expect(picture).toHaveAttribute("src", /^\/images\//);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Related products sit below the fold: their pictures wait until scrolled near.
    const related = page.locator("section[aria-labelledby='related-heading'] img");
    expect(await related.count()).toBeGreaterThan(0);
    for (const loading of await related.evaluateAll((images) => images.map((img) => img.getAttribute("loading")))) {
      expect(loading).toBe("lazy");
    }
    expect(fromCommerce).toEqual([]);
  });
});
