import { expect, type Page } from "@playwright/test";
import { necessaryOnlyConsentState } from "./consent-choice.ts";
import { test } from "./test.ts";

/**
 * The e-mail-marketing connector (issue 26, item 17), both ways: with marketing consent the visitor
 * session carries the provider's profile id from its visitor cookie, and the search service forwards
 * that session's searches and clicks to the provider (the e2e stack's stand-in, read back here);
 * without marketing consent the session carries none and nothing reaches the provider.
 */

const origin = (id: string) => `http://${id}.localhost:${process.env.E2E_WEB_PORT}`;
const profileCookie = "__kla_id";

/** The e2e visitor's consent cookie with these categories chosen instead of "necessary only". */
function consentState(categories: string[]) {
  const state = necessaryOnlyConsentState();
  return {
    ...state,
    cookies: state.cookies.map((cookie) => {
      const value = JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] };
      return { ...cookie, value: encodeURIComponent(JSON.stringify({ ...value, categories })) };
    }),
  };
}

type MarketingEvent = { kind: string; profileId: string; data: Record<string, string> };

async function standInEvents(): Promise<MarketingEvent[]> {
  const response = await fetch(`${process.env.E2E_SEARCH_URL}/email-marketing/events`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: MarketingEvent[] }).events;
}

test.beforeEach(async ({ page }) => {
  await page.route("https://*.hushling.example/**", (route) => route.fulfill({ status: 200, body: "storefront" }));
});

/** Searches from the overlay, then clicks the first result on the search page; returns the session request's body. */
async function searchAndClick(page: Page, profileId: string): Promise<{ sessionInfo: { connectorInfo: unknown[] } }> {
  await page.context().addCookies([{ name: profileCookie, value: profileId, domain: "us.localhost", path: "/" }]);
  // The first session call of the visit (the home page's recommendations may open it before the search).
  const session = page.waitForRequest((request) => request.url().endsWith("/session"));
  await page.goto(`${origin("us")}/`);
  await page.locator("#route-announcer").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("dialog").getByRole("combobox");
  await box.fill("crib");
  await expect(page.getByRole("dialog").getByRole("listbox")).toHaveAttribute("data-term", "crib", {
    timeout: 30_000,
  });
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/\?q=crib/, { timeout: 30_000 });
  const body = (await session).postDataJSON() as { sessionInfo: { connectorInfo: unknown[] } };
  const card = page.locator(".search-layout .product-card-name a").first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const clicked = page.waitForResponse((response) => response.url().includes("/analytics/v1/productTracking"));
  await card.click();
  await clicked;
  return body;
}

test.describe("with marketing consent", () => {
  test.use({ storageState: consentState(["necessary", "functional", "marketing"]) });

  test("us: the session carries the provider's profile id; its search and click reach the provider", async ({
    page,
  }) => {
    const body = await searchAndClick(page, "profile-e2e-yes");
    expect(body.sessionInfo.connectorInfo).toEqual([{ connectorType: "klaviyo", exchangeId: "profile-e2e-yes" }]);
    await expect
      .poll(async () =>
        (await standInEvents()).filter((event) => event.profileId === "profile-e2e-yes").map((event) => event.kind),
      )
      .toEqual(["search", "click"]);
    const events = (await standInEvents()).filter((event) => event.profileId === "profile-e2e-yes");
    expect(events[0]?.data.klevu_term).toBe("crib");
  });
});

test.describe("without marketing consent", () => {
  test.use({ storageState: consentState(["necessary", "functional"]) });

  test("us: the session carries no profile and nothing reaches the provider", async ({ page }) => {
    const body = await searchAndClick(page, "profile-e2e-no");
    expect(body.sessionInfo.connectorInfo).toEqual([]);
    // The click's beacon was answered (202) before this read: anything forwarded would be there.
    expect((await standInEvents()).filter((event) => event.profileId === "profile-e2e-no")).toEqual([]);
  });
});
