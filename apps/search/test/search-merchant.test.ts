import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addMoonbeamCrib,
  apiKeys,
  keys,
  searchQuery,
  startTestSearch,
  type TestSearch,
  testBanner,
  writeMerchandising,
} from "./search-fixture.ts";

/** The service's clock: noon on 10 March 2026, so banner dates around it are deterministic. */
let now = new Date("2026-03-10T12:00:00Z");
let search: TestSearch;

const merchandising = {
  banners: [
    testBanner("current", "2026/03/01", "2026/03/10"),
    testBanner("ended", "2026/02/01", "2026/03/09"),
    testBanner("upcoming", "2026/03/11", ""),
  ],
  keywordMaps: [
    { keywords: { en: ["Gift   Ideas"], de: ["Geschenkideen"] }, target: "page:gift-guide" },
    { keywords: { en: ["cribs"] }, target: "category:cribs", storefronts: ["us"] },
    { keywords: { en: ["stores"] }, target: "stores" },
  ],
  recommendations: [
    {
      recsKey: "cart-picks",
      title: { en: "Little extras", de: "Kleine Extras" },
      pageType: "CHECKOUT",
      logic: "HAND_PICKED",
      products: [keys.miniCarrier, "gone", keys.harmonyCrib],
    },
    {
      recsKey: "home-for-you",
      title: { en: "For you" },
      pageType: "HOME",
      logic: "TRENDING_PERSONALIZED",
      enabled: false,
    },
    {
      recsKey: "cart-gift-guide",
      title: { en: "Gift ideas", de: "Geschenkideen" },
      pageType: "CHECKOUT",
      logic: "HAND_PICKED",
      staticContent: [
        {
          image: "/images/banners/gift-guide.svg",
          alt: { en: "Gifts for new parents", de: "Geschenke für Eltern" },
          target: "page:gift-guide",
        },
        { image: "/images/banners/gone.svg", alt: { en: "Gone" }, target: "product:gone" },
      ],
    },
    {
      recsKey: "cheap-cribs",
      title: { en: "Cribs under 300" },
      pageType: "CATEGORY",
      logic: "CUSTOM_LOGIC",
      customLogic: { category: "cribs", maxPrice: 300, sort: "PRICE_DESC" },
    },
  ],
};

beforeAll(async () => {
  search = await startTestSearch({ products: 60, merchandising, now: () => now });
});
afterAll(() => search.close());

const get = async (target: string) => {
  const response = await fetch(`${search.url}${target}`);
  return { status: response.status, body: await response.json() };
};

describe("merchant configuration", () => {
  it("describes the API key's storefront language and where its other files are", async () => {
    const { status, body } = await get(`${search.paths.config}${apiKeys.eu}.json`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      apiKey: apiKeys.eu,
      storefront: "eu",
      language: "de",
      currency: "EUR",
      defaultLimit: 5,
    });
    expect(body.bannersUrl).toBe(`${search.url}${search.paths.config}${apiKeys.eu}-banner.json`);
    expect(body.sortOptions).toContain("NEW_ARRIVAL_DESC");
    expect((await get(`${search.paths.config}nope.json`)).status).toBe(403);
  });

  it("sends current and upcoming banners with localised text and resolved targets; an ended one is gone", async () => {
    const { body } = await get(`${search.paths.config}${apiKeys.eu}-banner.json`);
    expect(body.klevu_banner.map((entry: { bannerRef: string }) => entry.bannerRef)).toEqual(["current", "upcoming"]);
    expect(body.klevu_banner[0]).toMatchObject({
      bannerName: "Banner current (de)",
      bannerAltTag: "Alt",
      redirectUrl: "/de/pages/gift-guide/",
      showForTerms: ["gift ideas"],
      startDate: "2026/03/01",
      endDate: "2026/03/10",
    });
  });

  it("a banner's end date counts until 23:59:59 of that day", async () => {
    now = new Date("2026-03-10T23:59:59Z");
    const last = await get(`${search.paths.config}${apiKeys.us}-banner.json`);
    expect(last.body.klevu_banner.map((entry: { bannerRef: string }) => entry.bannerRef)).toContain("current");
    now = new Date("2026-03-11T00:00:00Z");
    const next = await get(`${search.paths.config}${apiKeys.us}-banner.json`);
    expect(next.body.klevu_banner.map((entry: { bannerRef: string }) => entry.bannerRef)).toEqual(["upcoming"]);
    now = new Date("2026-03-10T12:00:00Z");
  });

  it("keyword maps send normalised terms to the storefront language's page", async () => {
    const us = await get(`${search.paths.config}${apiKeys.us}-maps.json`);
    expect(us.body.klevu_keywordUrlMap).toEqual([
      { keywords: ["gift ideas"], url: "/pages/gift-guide/" },
      { keywords: ["cribs"], url: "/products/cribs/" },
      { keywords: ["stores"], url: "/stores/" },
    ]);
    const de = await get(`${search.paths.config}${apiKeys.eu}-maps.json`);
    expect(de.body.klevu_keywordUrlMap).toEqual([{ keywords: ["geschenkideen"], url: "/de/pages/gift-guide/" }]);
  });
});

describe("recommendation settings", () => {
  it("a hand-picked spot's payload, run against the search endpoint, returns its products in order", async () => {
    const { status, body } = await get(`${search.paths.recommendations}${apiKeys.us}/settings/cart-picks`);
    expect(status).toBe(200);
    expect(body.metadata).toMatchObject({
      title: "Little extras",
      pageType: "CHECKOUT",
      logic: "HAND_PICKED",
      action: null,
    });
    const payload = JSON.parse(body.search.payload);
    const result = await search.search({ context: { apiKeys: [apiKeys.us] }, ...payload });
    expect(result.body.queryResults[0]?.records.map((record) => record.id)).toEqual([
      keys.miniCarrier,
      keys.harmonyCrib,
    ]);
  });

  it("a custom-logic spot filters and sorts as configured; a disabled spot says HIDE_RECOMMENDATION", async () => {
    const custom = await get(`${search.paths.recommendations}${apiKeys.us}/settings/cheap-cribs`);
    const result = await search.search({
      context: { apiKeys: [apiKeys.us] },
      ...JSON.parse(custom.body.search.payload),
    });
    const prices = result.body.queryResults[0]?.records.map((record) => Number(record.price)) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price <= 300)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(
      result.body.queryResults[0]?.records.every((record) => record.klevu_category?.startsWith("Sleep;Cribs")),
    ).toBe(true);
    const hidden = await get(`${search.paths.recommendations}${apiKeys.us}/settings/home-for-you`);
    expect(hidden.body.metadata.action).toBe("HIDE_RECOMMENDATION");
    expect((await get(`${search.paths.recommendations}${apiKeys.us}/settings/nope`)).status).toBe(404);
  });
});

describe("static content", () => {
  it("a spot with hand-picked content says STATIC_CONTENT and sends its pictures, in the key's language, with live pages only", async () => {
    const en = await get(`${search.paths.recommendations}${apiKeys.us}/settings/cart-gift-guide`);
    expect(en.body.metadata).toMatchObject({ title: "Gift ideas", action: "STATIC_CONTENT" });
    expect(en.body.staticContent).toEqual([
      { image: "/images/banners/gift-guide.svg", alt: "Gifts for new parents", url: "/pages/gift-guide/" },
    ]);
    const de = await get(`${search.paths.recommendations}${apiKeys.eu}/settings/cart-gift-guide`);
    expect(de.body.staticContent).toEqual([
      { image: "/images/banners/gift-guide.svg", alt: "Geschenke für Eltern", url: "/de/pages/gift-guide/" },
    ]);
    const products = await get(`${search.paths.recommendations}${apiKeys.us}/settings/cart-picks`);
    expect(products.body.staticContent).toBeUndefined();
  });
});

describe("annotations", () => {
  it("say which query words a product holds, with the text that holds them", async () => {
    const query = new URLSearchParams({
      query: "Harmony carrier sleep",
      title: "Baby Carrier Harmony",
      category: "",
      languageCode: "en",
    });
    const { status, body } = await get(`${search.paths.annotations}${apiKeys.us}/annotations?${query}`);
    expect(status).toBe(200);
    expect(body.annotations.map((entry: { subject: string }) => entry.subject)).toEqual(["harmony", "carrier"]);
    const unknown = await get(`${search.paths.annotations}${apiKeys.us}/annotations?query=x&title=nothing`);
    expect(unknown.body.annotations).toEqual([]);
  });
});

describe("index rebuilds", () => {
  it("a changed export is searchable after the watcher's next check; a broken one keeps the old index", async () => {
    addMoonbeamCrib(search.exportDir, 60);
    const file = path.join(search.exportDir, "us", "en.json");
    expect(search.app.refresh()).toBe(true);
    const found = await search.search(searchQuery(apiKeys.us, "moonbeam"));
    expect(found.body.queryResults[0]?.records.map((record) => record.id)).toEqual(["moonbeam-crib"]);
    writeFileSync(file, "{broken");
    expect(search.app.refresh()).toBe(false);
    const still = await search.search(searchQuery(apiKeys.us, "moonbeam"));
    expect(still.body.queryResults[0]?.records.length).toBe(1);
    addMoonbeamCrib(search.exportDir, 60);
    expect(search.app.refresh()).toBe(true);
    writeMerchandising(search.contentDir, merchandising);
  });

  it("a changed synonyms file is searched with at the watcher's next check, without a new export", async () => {
    const file = path.join(search.contentDir, "search", "synonyms.json");
    const ids = async (term: string) =>
      (await search.search(searchQuery(apiKeys.us, term))).body.queryResults[0]?.records.map((record) => record.id);
    expect(await ids("snugglepod")).toEqual([]);
    writeFileSync(file, JSON.stringify({ en: [{ words: ["snugglepod"], means: "harmony carrier" }] }));
    expect(search.app.refresh()).toBe(true);
    const found = await ids("snugglepod");
    expect(found).toEqual(await ids("harmony carrier"));
    expect(found).toContain(keys.harmonyCarrier);
    // A file that loops is refused and logged: the synonyms before it keep answering.
    writeFileSync(
      file,
      JSON.stringify({
        en: [
          { words: ["snugglepod"], means: "pod" },
          { words: ["pod"], means: "snugglepod" },
        ],
      }),
    );
    expect(search.app.refresh()).toBe(false);
    expect(await ids("snugglepod")).toEqual(found);
    rmSync(file);
    expect(search.app.refresh()).toBe(true);
  });
});
