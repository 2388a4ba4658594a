import { isCountryCode } from "@hushling/countries/codes";
import { describe, expect, it } from "vitest";
import { createSiteState, currentCountry, type SiteAction, type SiteState, siteStateReducer } from "../src/index.ts";

const start = (): SiteState =>
  createSiteState({ store: { countries: [{ code: "ca" }] }, isKnownCountry: isCountryCode });
const reduce = (state: SiteState, ...actions: SiteAction[]) => actions.reduce(siteStateReducer, state);
const crib = { key: "baby-crib", name: "Baby crib", href: "/products/cribs/baby-crib/" };

describe("createSiteState", () => {
  it("starts with every field at its default", () => {
    expect(start()).toEqual({
      environment: "production",
      scripts: [],
      hideNoticeBar: false,
      toasterProduct: undefined,
      giftMessageProduct: undefined,
      giftBoxProduct: undefined,
      awinId: undefined,
      cjEventId: undefined,
      userCountry: undefined,
      siteConfig: {},
      store: { countries: [{ code: "ca" }] },
      allowedCountries: ["CA"],
      navOpen: false,
      searchOpen: false,
      drawerIndices: [null, null],
      activeSearchType: "product",
    });
  });

  it("allows the store's countries that are known ISO codes, upper case, each once", () => {
    const state = createSiteState({
      isKnownCountry: isCountryCode,
      store: { countries: [{ code: "at" }, { code: "ZZ" }, { code: "xk" }, { code: "AT" }, { code: "<b>" }] },
    });
    expect(state.allowedCountries).toEqual(["AT", "XK"]);
  });

  it("fails to start when no country of the store is known", () => {
    expect(() => createSiteState({ store: { countries: [] }, isKnownCountry: isCountryCode })).toThrow(
      "Allowed countries in store is empty",
    );
    expect(() => createSiteState({ store: { countries: [{ code: "QQ" }] }, isKnownCountry: isCountryCode })).toThrow(
      "Allowed countries in store is empty",
    );
  });

  it("fails to start without store settings", () => {
    expect(() => createSiteState({ store: undefined, isKnownCountry: isCountryCode })).toThrow(
      "Store settings are missing",
    );
  });

  it("starts with the resolved country only when the store sells there", () => {
    const store = { countries: [{ code: "hk" }, { code: "tw" }] };
    expect(createSiteState({ store, userCountry: "tw", isKnownCountry: isCountryCode }).userCountry).toBe("TW");
    expect(createSiteState({ store, userCountry: "US", isKnownCountry: isCountryCode }).userCountry).toBeUndefined();
  });

  it("takes the environment, site configuration and remembered notice bar", () => {
    const state = createSiteState({
      isKnownCountry: isCountryCode,
      store: { countries: [{ code: "se" }] },
      environment: "preview",
      siteConfig: { brand: "Hushling" },
      hideNoticeBar: true,
    });
    expect(state).toMatchObject({ environment: "preview", siteConfig: { brand: "Hushling" }, hideNoticeBar: true });
  });
});

describe("siteStateReducer", () => {
  it("addScript appends a script, and replaces the one with the same id", () => {
    const state = reduce(
      start(),
      { type: "addScript", script: { id: "reviews", src: "/a.js" } },
      { type: "addScript", script: { src: "/anonymous.js" } },
      { type: "addScript", script: { id: "reviews", src: "/b.js" } },
    );
    expect(state.scripts).toEqual([{ id: "reviews", src: "/b.js" }, { src: "/anonymous.js" }]);
  });

  it("removeScript removes the script with that id", () => {
    const state = reduce(
      start(),
      { type: "addScript", script: { id: "a", src: "/a.js" } },
      { type: "addScript", script: { id: "b", src: "/b.js" } },
      { type: "removeScript", id: "a" },
    );
    expect(state.scripts).toEqual([{ id: "b", src: "/b.js" }]);
  });

  it("hideNoticeBar hides the notice bar", () => {
    expect(reduce(start(), { type: "hideNoticeBar" }).hideNoticeBar).toBe(true);
  });

  it("sets the toaster, gift-message and gift-box products", () => {
    const state = reduce(
      start(),
      { type: "setToasterProduct", product: crib },
      { type: "setGiftMessageProduct", product: { key: "gift-message", name: "Gift message" } },
      { type: "setGiftBoxProduct", product: { key: "gift-box", name: "Gift box" } },
    );
    expect(state.toasterProduct).toEqual(crib);
    expect(state.giftMessageProduct?.key).toBe("gift-message");
    expect(state.giftBoxProduct?.key).toBe("gift-box");
    expect(reduce(state, { type: "setToasterProduct", product: undefined }).toasterProduct).toBeUndefined();
  });

  it("sets the affiliate identifiers", () => {
    const state = reduce(start(), { type: "setAwinId", id: "awin-1" }, { type: "setCjEventId", id: "cj-2" });
    expect(state).toMatchObject({ awinId: "awin-1", cjEventId: "cj-2" });
  });

  it("setUserCountry sets an allowed country (any case) and clears it with undefined", () => {
    const state = reduce(start(), { type: "setUserCountry", country: "ca" });
    expect(state.userCountry).toBe("CA");
    expect(reduce(state, { type: "setUserCountry", country: undefined }).userCountry).toBeUndefined();
  });

  it("setUserCountry ignores a country the store does not sell to", () => {
    const state = start();
    expect(reduce(state, { type: "setUserCountry", country: "US" })).toBe(state);
  });

  it("opening search closes the navigation and resets the drawers", () => {
    const state = reduce(
      start(),
      { type: "setNavOpen", open: true },
      { type: "setDrawerIndices", indices: [1, 0] },
      { type: "setSearchOpen", open: true },
    );
    expect(state).toMatchObject({ searchOpen: true, navOpen: false, drawerIndices: [null, null] });
  });

  it("opening the navigation closes search", () => {
    const state = reduce(start(), { type: "setSearchOpen", open: true }, { type: "setNavOpen", open: true });
    expect(state).toMatchObject({ navOpen: true, searchOpen: false });
  });

  it("setting the drawers closes search", () => {
    const state = reduce(
      start(),
      { type: "setSearchOpen", open: true },
      { type: "setDrawerIndices", indices: [2, null] },
    );
    expect(state).toMatchObject({ drawerIndices: [2, null], searchOpen: false });
  });

  it("sets the active search type", () => {
    expect(reduce(start(), { type: "setActiveSearchType", searchType: "cms" }).activeSearchType).toBe("cms");
  });

  it("leaves the state unchanged for an unknown action", () => {
    const state = start();
    expect(siteStateReducer(state, { type: "noSuchAction" } as unknown as SiteAction)).toBe(state);
  });
});

describe("currentCountry", () => {
  const europe = () =>
    createSiteState({ store: { countries: [{ code: "at" }, { code: "be" }] }, isKnownCountry: isCountryCode });

  it("is the store's first country while the visitor has chosen none", () => {
    expect(currentCountry(start())).toBe("CA");
    expect(currentCountry(europe())).toBe("AT");
  });

  it("is the visitor's country once chosen, and the store's first again when the choice is cleared", () => {
    const chosen = reduce(europe(), { type: "setUserCountry", country: "be" });
    expect(currentCountry(chosen)).toBe("BE");
    expect(currentCountry(reduce(chosen, { type: "setUserCountry", country: undefined }))).toBe("AT");
  });
});
