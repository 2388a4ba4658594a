import { consentDefaultCommand } from "@hushling/consent";
import { describe, expect, it } from "vitest";
import { analyticsItem } from "../app/catalog/analytics-item.ts";
import { affiliateClickIds, affiliateCookies, rememberedClickIds } from "../app/consent/affiliate-click-ids.ts";
import { consentDefaultsScript } from "../app/consent/consent-defaults.server.ts";

describe("the head's Consent Mode script", () => {
  it("creates the data layer and denies everything but security storage before any tag", () => {
    const dataLayer: unknown[] = [];
    new Function("window", "dataLayer", consentDefaultsScript())({ dataLayer }, dataLayer);
    expect(dataLayer).toHaveLength(1);
    const [command] = dataLayer as ArrayLike<unknown>[];
    // An arguments object, as tags read gtag commands.
    expect(Object.prototype.toString.call(command)).toBe("[object Arguments]");
    expect(Array.from(command ?? [])).toEqual(consentDefaultCommand());
    expect(consentDefaultCommand()[2]).toMatchObject({ ad_storage: "denied", analytics_storage: "denied" });
  });
});

describe("affiliate click ids", () => {
  it("are marketing cookies, kept 30 days", () => {
    expect(affiliateCookies).toEqual([
      { name: "hushling_awc", category: "marketing", maxAgeDays: 30 },
      { name: "hushling_cjevent", category: "marketing", maxAgeDays: 30 },
    ]);
  });

  it("are read from the landing address with the site-state action of each", () => {
    expect(affiliateClickIds("?utm_source=x&awc=123_abc-9&cjevent=f00d")).toEqual([
      { cookie: "hushling_awc", value: "123_abc-9", action: { type: "setAwinId", id: "123_abc-9" } },
      { cookie: "hushling_cjevent", value: "f00d", action: { type: "setCjEventId", id: "f00d" } },
    ]);
  });

  it("ignore empty, oversized or markup-carrying values", () => {
    expect(affiliateClickIds("?awc=&cjevent=<script>")).toEqual([]);
    // Commerce's rule for the order's fields: 1-100 letters, digits, "_" or "-".
    expect(affiliateClickIds(`?awc=${"a".repeat(101)}&cjevent=a.b`)).toEqual([]);
  });

  it("are restored from their cookies", () => {
    const cookies: Record<string, string> = { hushling_awc: "42", hushling_cjevent: "bad value" };
    expect(rememberedClickIds((name) => cookies[name])).toEqual([{ type: "setAwinId", id: "42" }]);
  });
});

describe("analytics items", () => {
  it("report Vendure's minor units in the currency's units", () => {
    expect(analyticsItem("TT-CUP-SAGE", "Tiny Tasters Cup", 1295, "USD")).toEqual({
      id: "TT-CUP-SAGE",
      name: "Tiny Tasters Cup",
      price: 12.95,
      currency: "USD",
      quantity: 1,
    });
    expect(analyticsItem("BC-1", "Baby Crib", 2_990_000, "KRW", 2)).toMatchObject({ price: 29_900, quantity: 2 });
  });
});

describe("consent state, as other features read it", () => {
  it("allows only necessary storage until the consent tool reports, then follows every report", async () => {
    // The module listens on window; an EventTarget stands in for it here.
    Object.assign(globalThis, { window: new EventTarget() });
    const state = await import("../app/consent/consent-state.ts");
    expect(state.isConsentKnown()).toBe(false);
    expect(state.hasConsent("necessary")).toBe(true);
    expect(state.hasConsent("functional")).toBe(false);
    const heard: (readonly string[])[] = [];
    const stop = state.onConsentChange((categories) => heard.push(categories));
    state.announceConsent(["necessary", "functional"]);
    expect(state.isConsentKnown()).toBe(true);
    expect(state.hasConsent("functional")).toBe(true);
    expect(state.hasConsent("marketing")).toBe(false);
    stop();
    state.announceConsent(["necessary"]);
    expect(state.hasConsent("functional")).toBe(false);
    expect(heard).toEqual([["necessary", "functional"]]);
  });
});
