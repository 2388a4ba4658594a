import { expect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { test } from "./test.ts";

/**
 * The browser layer every storefront page stands on, in Chromium on the ca storefront (English and
 * French): the visitor's language, the site country, route announcements, the data-layer route
 * event, the header's menus on a phone, and the status pages in every language.
 */

type DataLayerEntry = { event?: string; path?: string };
const dataLayerOf = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []) as DataLayerEntry[]);

const origin = (id: string) => `http://${id}.localhost:${process.env.E2E_WEB_PORT}`;
/** The page has hydrated: the runtime (loaded after hydration) has put its announcer in place. */
async function interactive(page: Page) {
  await page.locator("#route-announcer").waitFor({ state: "attached" });
}

test.beforeEach(async ({ page }) => {
  // Absolute links point at production hosts; answer them here so nothing leaves the machine.
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

test.describe("language", () => {
  test.use({ locale: "fr-CA" });

  test("a French-Canadian browser lands on the French pages, and a saved English choice wins next time", async ({
    page,
  }) => {
    await page.goto(`${origin("ca")}/?utm_source=qr-code#top`);
    await page.waitForURL(/\/fr\/\?utm_source=qr-code#top$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await interactive(page);

    await page.getByRole("navigation", { name: "Choisir une langue" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`${origin("ca")}/`);
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    await expect(page).toHaveURL(`${origin("ca")}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  });

  test("a corrupt saved language or storage that throws falls back without a loop", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("hushling.language", '{"broken'));
    await page.goto(`${origin("ca")}/stores/`);
    await expect(page).toHaveURL(`${origin("ca")}/stores/`);
    await interactive(page);

    const throwing = await page.context().newPage();
    await throwing.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    await throwing.goto(`${origin("ca")}/stores/`);
    await throwing.waitForURL(/\/fr\/magasins\/$|\/fr\/stores\/$/);
    await interactive(throwing);
  });
});

test.describe("site country", () => {
  const countryCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === "country");

  test("?country= sets the country cookie for a year; a hostile value sets nothing", async ({ page }) => {
    await page.goto(`${origin("ca")}/?country=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    await interactive(page);
    expect(await countryCookie(page)).toBeUndefined();

    await page.goto(`${origin("ca")}/?country=ca`);
    await interactive(page);
    await expect.poll(() => countryCookie(page)).toMatchObject({ value: "CA", path: "/", sameSite: "Lax" });
    const cookie = await countryCookie(page);
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    await expect(page.getByLabel("Country")).toHaveValue("CA");
  });

  test("an invalid country cookie is deleted", async ({ page }) => {
    await page.context().addCookies([{ name: "country", value: "US", url: origin("ca") }]);
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    await expect.poll(() => countryCookie(page)).toBeUndefined();
    await expect(page.getByLabel("Country")).toHaveValue("CA");
  });

  test("with no country chosen the footer shows the storefront's own, and choosing nothing saves nothing", async ({
    page,
  }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    const select = page.getByRole("contentinfo").getByRole("combobox", { name: "Country" });
    await expect(select).toHaveValue("CA");
    await expect(select.locator("option:checked")).toHaveText("Canada");
    await expect(select.locator('option[value=""]')).toHaveCount(0);
    expect(await countryCookie(page)).toBeUndefined();
  });

  test("a valid cookie is the site country; a country another storefront serves offers that storefront", async ({
    page,
  }) => {
    await page.context().addCookies([{ name: "country", value: "ca", url: origin("ca") }]);
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    const select = page.getByLabel("Country");
    await expect(select).toHaveValue("CA");
    await select.selectOption("DE");
    // Named in the page's language, on this stack's origin like the short links (not the production host).
    await expect(page.getByRole("link", { name: "Go to the Germany shop" })).toHaveAttribute(
      "href",
      `http://de.localhost:${process.env.E2E_WEB_PORT}/`,
    );
    expect((await countryCookie(page))?.value).toBe("ca");
  });
});

test.describe("navigation", () => {
  test("a client navigation is announced and pushes the route-change event", async ({ page }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    const first = (await dataLayerOf(page)).length;
    const link = page.getByRole("contentinfo").getByRole("link").first();
    const target = await link.getAttribute("href");
    const homeHeading = (await page.locator("h1").first().textContent())?.trim() ?? "";
    await link.click();
    await expect(page).toHaveURL(`${origin("ca")}${target}`);
    // The address can change a moment before the new page has rendered.
    await expect(page.locator("h1").first()).not.toHaveText(homeHeading);
    const heading = (await page.locator("h1").first().textContent())?.trim();
    await expect(page.locator("#route-announcer")).toHaveText(`Navigated to ${heading}`);
    await expect
      .poll(() => dataLayerOf(page))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ event: "route-change", path: new URL(page.url()).pathname }),
        ]),
      );
    expect((await dataLayerOf(page)).length).toBeGreaterThan(first);
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the menu, drawers open one at a time, nothing scrolls sideways, axe is clean", async ({
    page,
  }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    const drawers = nav.locator("button[aria-expanded]");
    await drawers.nth(0).click();
    await expect(drawers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await drawers.nth(1).click();
    await expect(drawers.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(drawers.nth(1)).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);

    await page.keyboard.press("Escape");
    await expect(drawers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(drawers.nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });
});

test.describe("header on a desktop", () => {
  test("a click outside closes the open drawer; search opens an accessible dialog that searches", async ({ page }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    const drawer = page.getByRole("navigation", { name: "Main" }).locator("button[aria-expanded]").first();
    await drawer.click();
    await expect(drawer).toHaveAttribute("aria-expanded", "true");
    await expectAxeClean(page);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(drawer).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the shop" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("What are you looking for?").fill("crib");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\/\?q=crib$/);
  });

  test("a hidden notice bar stays hidden on the next visit", async ({ page }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    await page.getByRole("button", { name: "Hide notice" }).click();
    await page.goto(`${origin("ca")}/stores/`);
    await interactive(page);
    await expect(page.getByRole("button", { name: "Hide notice" })).toHaveCount(0);
  });
});

test.describe("status pages", () => {
  test("the not-found page is in the language of the address, all of it (the language's own 404.html)", async ({
    page,
  }) => {
    const french = await page.goto(`${origin("ca")}/fr/pas-de-page/`);
    expect(french?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.locator(".language-switcher [aria-current]")).toHaveText("Français");
    const english = await page.goto(`${origin("ca")}/no-such-page/`);
    expect(english?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.locator("main section")).not.toHaveAttribute("lang", /.+/);
  });
});

test.describe("page-load recovery", () => {
  test("a newer deployment (another build hash) reloads the page once, and never again", async ({ page }) => {
    await page.route("**/build-manifest.json", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ buildHash: "a0a0a0a0a0a0" }) }),
    );
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.goto(`${origin("ca")}/stores/`);
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
    await interactive(page);
    // The runtime has checked the manifest again after the reload and stayed.
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a blocked chunk recovers with reloaded=1, and a second failure shows the error page", async ({ page }) => {
    await page.route("**/assets/site-runtime-*.js", (route) => route.abort("failed"));
    await page.goto(`${origin("ca")}/stores/`);
    // Polled, not waited on as a navigation: the page may start its reload twice (the module script's
    // error and the error boundary both ask for it), and the first, replaced, reports as aborted.
    await expect(page).toHaveURL(/\/stores\/\?reloaded=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong on our side");
  });
});

test.describe("offline", () => {
  test("after a first visit, a visited page and the offline fallback load from the service worker", async ({
    page,
    context,
  }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    // The worker registers when the browser is idle and installs once it has fetched what it keeps: on a
    // busy machine that is well past the default 5 s. The first one installed says the site works
    // offline, once, with a button that closes it.
    await expect(page.locator(".offline-notice")).toContainText("This site now works offline too.", {
      timeout: 60_000,
    });
    await expect(page.locator(".offline-notice").getByRole("button", { name: "Close" })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto(`${origin("ca")}/stores/`);
    await interactive(page);
    const heading = (await page.locator("h1").first().textContent())?.trim() ?? "";
    expect(heading).not.toBe("");

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.locator("h1").first()).toHaveText(heading);
      await page.goto(`${origin("ca")}/fr/`);
      await expect(page.getByText("You are offline. This page is not saved on this device yet.")).toBeVisible();
      await expect(page.getByText("Vous êtes hors ligne", { exact: false })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe("page data", () => {
  // The page's own requests, so the routes below see the .data fetches.
  test.use({ serviceWorkers: "block" });

  const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link").first();

  test("a 404 answer shows the not-found page, a 500 the error page", async ({ page }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    const answer = { status: 404 };
    await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: answer.status, body: "no" }));
    await footerLink(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    // The page is loaded once: Back is a client navigation too, and asks for the home page's data again.
    answer.status = 500;
    await page.goBack();
    await expect(page).toHaveURL(`${origin("ca")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong on our side");
  });

  test("other failures are retried, and the page shows once its data arrives", async ({ page }) => {
    await page.goto(`${origin("ca")}/`);
    await interactive(page);
    let failures = 0;
    await page.route(/\.data(\?|$)/, (route) => {
      // Only the navigation's fetch, not the prefetch of visible links.
      if (failures < 2 && route.request().resourceType() === "fetch") {
        failures++;
        return route.fulfill({ status: 503, body: "busy" });
      }
      return route.continue();
    });
    const target = await footerLink(page).getAttribute("href");
    await footerLink(page).click();
    await expect(page).toHaveURL(`${origin("ca")}${target}`);
    expect(failures).toBe(2);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong on our side");
  });
});
