import { openEventStore } from "@hushling/search";
import { apiKeys, keys, startTestSearch, type TestSearch } from "@hushling/search/test-fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPendingAnalytics } from "../src/analytics-queue.ts";
import {
  createSearchClient,
  decodeUrlFilters,
  quickSearchRequest,
  type SearchClientConfig,
  searchPageRequest,
  setFilterRange,
  toggleFilterOption,
} from "../src/index.ts";
import { MemoryStorage } from "./memory-storage.ts";

let now = new Date("2026-03-10T12:00:00Z").getTime();
/** A purchase line as `@hushling/analytics` maps it from an order line. */
const purchaseItem = {
  currency: "USD",
  item_group_id: keys.harmonyCarrier,
  item_id: keys.harmonyCarrier,
  item_name: "Baby Carrier Harmony",
  unit_price: 199,
  order_id: "Q1",
  order_line_id: "1",
  units: 1,
};
let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({
    products: 60,
    now: () => new Date(now),
    merchandising: {
      banners: [
        {
          bannerRef: "spring",
          bannerName: { en: "Spring" },
          bannerImg: "/images/banners/spring.svg",
          bannerAltTag: { en: "Spring" },
          target: "page:gift-guide",
          showOnQuickSearch: true,
          showForTerms: ["crib"],
          startDate: "2026/03/01",
          endDate: "2026/03/12",
        },
      ],
      keywordMaps: [{ keywords: { en: ["gift ideas"] }, target: "page:gift-guide" }],
      recommendations: [
        {
          recsKey: "picks",
          title: { en: "Picks" },
          pageType: "HOME",
          logic: "HAND_PICKED",
          products: [keys.miniCarrier, keys.harmonyCrib],
        },
        { recsKey: "recent", title: { en: "Recently viewed" }, pageType: "CATEGORY", logic: "RECENTLY_VIEWED" },
        {
          recsKey: "gift-guide",
          title: { en: "Gift ideas" },
          pageType: "HOME",
          logic: "HAND_PICKED",
          staticContent: [
            {
              image: "/images/banners/gift-guide.svg",
              alt: { en: "Gifts for new parents" },
              target: "page:gift-guide",
            },
          ],
        },
      ],
    },
  });
});
afterAll(() => search.close());

function clientFor(overrides: Partial<SearchClientConfig> = {}) {
  const calls: string[] = [];
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const client = createSearchClient({
    apiKey: apiKeys.us,
    urls: urlsOf(),
    // The real fetch, counted: tests check what the client asked the real service.
    fetch: (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    },
    localStorage,
    sessionStorage,
    consentRequired: false,
    now: () => now,
    timeZone: "UTC",
    ...overrides,
  });
  return { client, calls, localStorage, sessionStorage };
}

describe("search client against the real service", () => {
  it("gets products and suggestions for a keystroke and answers a repeat within 10 minutes from memory", async () => {
    const { client, calls } = clientFor();
    const response = await client.search(quickSearchRequest("carr"));
    expect(response.queryResults.map((result) => result.id)).toEqual(["productSearch", "cmsSearch"]);
    expect(response.queryResults[0]?.records).toHaveLength(5);
    expect(response.suggestionResults[0]?.suggestions.length).toBeGreaterThan(0);
    await client.search(quickSearchRequest("carr"));
    expect(calls.filter((url) => url.endsWith("/cs/v2/search"))).toHaveLength(1);
    now += 10 * 60_000;
    await client.search(quickSearchRequest("carr"));
    expect(calls.filter((url) => url.endsWith("/cs/v2/search"))).toHaveLength(2);
  });

  it("refuses duplicate query ids before asking, and reports a failed fetch as Couldn't fetch data", async () => {
    const { client, calls } = clientFor();
    const body = quickSearchRequest("crib");
    await expect(
      client.search({ ...body, suggestions: [{ id: "productSearch", typeOfRequest: "AUTO_SUGGESTIONS", query: "c" }] }),
    ).rejects.toThrow("Duplicate ids in request...");
    expect(calls).toHaveLength(0);
    const offline = clientFor({ urls: { ...urlsOf(), search: "http://127.0.0.1:9/none" } });
    await expect(offline.client.search(body)).rejects.toThrow("Couldn't fetch data");
  });

  it("lets a caller abort a search it no longer wants: it rejects, is not remembered, and the next asks afresh", async () => {
    const { client, calls } = clientFor();
    const typedOn = new AbortController();
    typedOn.abort();
    await expect(client.search(quickSearchRequest("cradl"), { signal: typedOn.signal })).rejects.toThrow(
      "Couldn't fetch data",
    );
    const response = await client.search(quickSearchRequest("cradl"));
    expect(response.queryResults[0]?.records.length).toBeGreaterThan(0);
    expect(calls.filter((url) => url.endsWith("/cs/v2/search"))).toHaveLength(2);
  });

  it("fetches the merchant files once for keystrokes typed while they load, then keeps them", async () => {
    const { client, calls } = clientFor();
    await Promise.all([
      client.merchantFiles(),
      client.banners("quicksearch", "c"),
      client.banners("quicksearch", "cr"),
    ]);
    await client.banners("quicksearch", "cri");
    expect(calls.filter((url) => url.includes("/merchant/"))).toHaveLength(3);
  });

  it("keeps search page selections from the URL through the request, and checks filter kinds", async () => {
    const { client } = clientFor();
    const selections = decodeUrlFilters(
      new URLSearchParams("q=crib&o_category=Cribs&s_klevu_price=0-300&o_x=%3Cscript%3E"),
    );
    const response = await client.search(searchPageRequest("crib", { selections, sort: "PRICE_ASC", limit: 50 }));
    const result = response.queryResults[0];
    expect(result?.records.every((record) => record.category === "Cribs" && Number(record.price) <= 300)).toBe(true);
    const filters = result?.filters ?? [];
    expect(() => toggleFilterOption(selections, filters, "klevu_price", "10")).toThrow(
      "Filter klevu_price is not an option filter.",
    );
    expect(() => setFilterRange(selections, filters, "category", 1, 2)).toThrow(
      "Filter category is not a slider filter.",
    );
    expect(toggleFilterOption(selections, filters, "category", "Cribs").options.category).toBeUndefined();
  });

  it("remembers the last 20 clicks and 10 searches, and categories clicked 3 times or more", async () => {
    const { client } = clientFor();
    const response = await client.search({
      recordQueries: [{ id: "all", typeOfRequest: "SEARCH", settings: { query: { term: "*" }, limit: 30 } }],
    });
    const records = response.queryResults[0]?.records ?? [];
    for (const record of records.slice(0, 25)) await client.trackProductClick(record.id, { term: "x" });
    expect(client.lastClicks()).toHaveLength(20);
    expect(client.lastClicks()[0]?.id).toBe(records[24]?.id);
    for (let i = 0; i < 12; i++) await client.submitSearch(`term ${i}`, quickSearchRequest(`term ${i}`));
    expect(client.lastSearches()).toEqual(Array.from({ length: 10 }, (_, i) => `term ${11 - i}`));
    expect(client.personalisedCategories()).toEqual(expect.arrayContaining(["Baby carriers", "Cribs"]));
  });

  it("refuses a click without a product id or on a product it never showed", async () => {
    const { client } = clientFor();
    await expect(client.trackProductClick(undefined)).rejects.toThrow("Cannot send event without product id");
    await expect(client.trackProductClick("nothing-like-it")).rejects.toThrow("Given nothing-like-it doesn't exists");
    await expect(client.trackPurchase([{ ...purchaseItem, item_id: "" }])).rejects.toThrow(
      "Cannot send event without product id",
    );
  });

  it("follows a keyword map to its page instead of searching", async () => {
    const { client, calls } = clientFor();
    expect(await client.submitSearch("  Gift   IDEAS ", quickSearchRequest("gift ideas"))).toEqual({
      redirect: "/pages/gift-guide/",
    });
    expect(calls.some((url) => url.endsWith("/cs/v2/search"))).toBe(false);
  });

  it("shows a banner only inside its dates, for its place and term", async () => {
    const { client } = clientFor();
    now = new Date("2026-03-12T23:59:59Z").getTime();
    expect((await client.banners("quicksearch", " CRIB ")).map((banner) => banner.bannerRef)).toEqual(["spring"]);
    expect(await client.banners("landingpage", "crib")).toEqual([]);
    expect(await client.banners("quicksearch", "cot")).toEqual([]);
    expect(await client.banners(undefined, "crib")).toEqual([]);
    now = new Date("2026-03-13T00:00:00Z").getTime();
    expect(await client.banners("quicksearch", "crib")).toEqual([]);
    now = new Date("2026-02-28T12:00:00Z").getTime();
    expect(await client.banners("quicksearch", "crib")).toEqual([]);
    now = new Date("2026-03-10T12:00:00Z").getTime();
  });

  it("runs a recommendation spot from its settings", async () => {
    const { client } = clientFor();
    const list = await client.recommendation("picks");
    expect(list.metadata.title).toBe("Picks");
    expect(list.records.map((record) => record.id)).toEqual([keys.miniCarrier, keys.harmonyCrib]);
    await client.trackRecommendationView(list);
    await client.trackRecommendationClick(list, keys.harmonyCrib);
    expect(client.pendingAnalytics()).toBe(0);
  });

  it("a static-content spot lists its pictures instead of products, and its view and click events name them", async () => {
    const sent: string[] = [];
    const { client } = clientFor({
      fetch: (input, init) => {
        if (String(input).endsWith("/analytics/v2/collect")) sent.push(String(init?.body));
        return fetch(input, init);
      },
    });
    const list = await client.recommendation("gift-guide");
    expect(list.metadata.action).toBe("STATIC_CONTENT");
    expect(list.records).toEqual([]);
    const content = {
      image: "/images/banners/gift-guide.svg",
      alt: "Gifts for new parents",
      url: "/pages/gift-guide/",
    };
    expect(list.staticContent).toEqual([content]);
    await client.trackRecommendationView(list);
    await client.trackStaticContentClick(list, content);
    const events = sent.map((body) => JSON.parse(body)[0]);
    expect(events.map((event) => [event.event, event.event_data.static_content, event.event_data.items])).toEqual([
      ["view_recs_list", [content], []],
      ["select_recs_list", [content], []],
    ]);
    expect(client.pendingAnalytics()).toBe(0);
  });

  it("recently viewed lists the shopper's clicks, newest first, and nothing before any", async () => {
    const { client } = clientFor();
    expect((await client.recommendation("recent")).records).toEqual([]);
    const response = await client.search(quickSearchRequest("cradle"));
    const [first, second] = response.queryResults[0]?.records ?? [];
    await client.trackProductClick(first?.id, { term: "cradle" });
    await client.trackProductClick(second?.id, { term: "cradle" });
    expect((await client.recommendation("recent")).records.map((record) => record.id)).toEqual([second?.id, first?.id]);
  });
});

describe("shopper consent", () => {
  it("stores nothing protected before consent, then starts a fresh session and IP check", async () => {
    const { client, calls, localStorage } = clientFor({ consentRequired: true, consentGiven: false });
    const response = await client.search(quickSearchRequest("crib"));
    expect(await client.visitorSession()).toBeUndefined();
    expect(await client.ipInfo()).toBeUndefined();
    await client.trackProductClick(response.queryResults[0]?.records[0]?.id, { term: "crib" });
    await client.submitSearch("crib", quickSearchRequest("crib"));
    expect(client.lastClicks()).toEqual([]);
    expect(localStorage.keys().sort()).toEqual(["hushling-search:lastSearches", "hushling-search:merchantConfig"]);
    expect(calls.some((url) => url.includes("/visitor/") || url.includes("/ip/"))).toBe(false);

    await client.giveConsent();
    const first = await client.visitorSession();
    expect(first?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.keys()).toEqual(expect.arrayContaining(["hushling-search:session", "hushling-search:ip"]));
    expect((await client.ipInfo())?.v4).toBe("127.0.0.1");
    await client.giveConsent();
    expect((await client.visitorSession())?.sessionId).not.toBe(first?.sessionId);
  });

  it("deletes every protected item when consent is withdrawn and keeps none after", async () => {
    const { client, localStorage } = clientFor({ consentRequired: true, consentGiven: true });
    const response = await client.search(quickSearchRequest("crib"));
    await client.visitorSession();
    await client.ipInfo();
    await client.trackProductClick(response.queryResults[0]?.records[0]?.id, { term: "crib" });
    expect(localStorage.keys()).toEqual(
      expect.arrayContaining(["hushling-search:session", "hushling-search:segments", "hushling-search:ip"]),
    );
    client.withdrawConsent();
    const protectedKeys = (keys: string[]) =>
      keys.filter((key) => /:(session|segments|ip|lastClicks|categoryClicks)$/.test(key));
    expect(protectedKeys(localStorage.keys())).toEqual([]);
    expect(await client.visitorSession()).toBeUndefined();
    expect(protectedKeys(localStorage.keys())).toEqual([]);
  });

  it("sends the e-mail-marketing profile the caller gives in connectorInfo, and tells the same session when it goes", async () => {
    let profile: { connectorType: string; exchangeId: string } | undefined;
    const bodies: unknown[] = [];
    const { client } = clientFor({
      connector: () => profile,
      fetch: (input, init) => {
        if (String(input).endsWith("/session")) bodies.push(JSON.parse(String(init?.body)));
        return fetch(input, init);
      },
    });
    const first = await client.visitorSession();
    expect(bodies).toEqual([{ apiKey: apiKeys.us, sessionInfo: { connectorInfo: [] } }]);
    // Marketing consent given: the profile goes to the service on the same session, once.
    profile = { connectorType: "klaviyo", exchangeId: "profile-9" };
    expect((await client.visitorSession())?.sessionId).toBe(first?.sessionId);
    await client.visitorSession();
    expect(bodies.slice(1)).toEqual([
      { apiKey: apiKeys.us, sessionId: first?.sessionId, sessionInfo: { connectorInfo: [profile] } },
    ]);
    // Withdrawn: the session is opened again with none.
    profile = undefined;
    await client.visitorSession();
    expect(bodies.slice(2)).toEqual([
      { apiKey: apiKeys.us, sessionId: first?.sessionId, sessionInfo: { connectorInfo: [] } },
    ]);
  });

  it("IP data expires after an hour", async () => {
    const { client, calls } = clientFor();
    await client.ipInfo();
    await client.ipInfo();
    expect(calls.filter((url) => url.endsWith("/ip/v4"))).toHaveLength(1);
    now += 60 * 60_000;
    await client.ipInfo();
    expect(calls.filter((url) => url.endsWith("/ip/v4"))).toHaveLength(2);
  });
});

describe("analytics queue", () => {
  const pendingKey = "hushling-search:pendingAnalytics";
  const unreachable = () => ({ ...urlsOf(), eventsV2: "http://127.0.0.1:9/collect" });

  it("keeps a failed purchase in session storage and delivers it on the next load", async () => {
    const down = clientFor({ urls: unreachable() });
    const cradle = { ...purchaseItem, item_id: "cradle-harmony", item_group_id: "cradle-harmony", order_line_id: "2" };
    await down.client.trackPurchase([purchaseItem, cradle]);
    expect(down.client.pendingAnalytics()).toBe(1);
    expect(hasPendingAnalytics(down.sessionStorage)).toBe(true);
    const nextLoad = clientFor({ sessionStorage: down.sessionStorage });
    await nextLoad.client.flushAnalytics();
    expect(nextLoad.client.pendingAnalytics()).toBe(0);
    expect(hasPendingAnalytics(down.sessionStorage)).toBe(false);
    // Delivered: the service keeps it for the record (bought-together learns from commerce's paid orders).
    const store = await openEventStore({ kind: "sqlite", file: search.databaseFile });
    try {
      const purchases = (await store.readAll()).filter((event) => event.name === "order_purchase");
      const lines = purchases.flatMap(
        (event) => (event.raw as { event_data: { items: { item_id: string }[] } }).event_data.items,
      );
      expect(lines.map((line) => line.item_id)).toContain("cradle-harmony");
    } finally {
      await store.close();
    }
  });

  it("after a failure, queues the page's later sends behind it and counts one attempt for the load", async () => {
    const down = clientFor({ urls: unreachable() });
    await down.client.trackPurchase([purchaseItem]);
    await down.client.trackPurchase([{ ...purchaseItem, order_id: "Q2" }]);
    await down.client.flushAnalytics();
    expect(down.calls.filter((url) => url.endsWith("/collect"))).toHaveLength(1);
    const stored = JSON.parse(down.sessionStorage.getItem(pendingKey) ?? "{}");
    expect(stored.value.map((entry: { attempts: number }) => entry.attempts)).toEqual([1, 0]);
  });

  it("drops a send that failed on five loads", async () => {
    const first = clientFor({ urls: unreachable() });
    await first.client.trackPurchase([purchaseItem]);
    for (let load = 2; load <= 4; load++) {
      const again = clientFor({ urls: unreachable(), sessionStorage: first.sessionStorage });
      await again.client.flushAnalytics();
      expect(again.client.pendingAnalytics()).toBe(1);
    }
    const fifth = clientFor({ urls: unreachable(), sessionStorage: first.sessionStorage });
    await fifth.client.flushAnalytics();
    expect(fifth.client.pendingAnalytics()).toBe(0);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", JSON.stringify({ value: { target: "v2" }, expires: null })],
    [
      "an entry edited by hand",
      JSON.stringify({ value: [{ target: "https://elsewhere", attempts: 0 }], expires: null }),
    ],
  ])("sends nothing from a stored queue that is %s", async (_, raw) => {
    const sessionStorage = new MemoryStorage();
    sessionStorage.setItem(pendingKey, raw);
    const { client, calls } = clientFor({ sessionStorage });
    await client.flushAnalytics();
    expect(client.pendingAnalytics()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("with session storage blocked, still sends, and keeps a failed send for the page", async () => {
    const blocked = new MemoryStorage();
    blocked.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    const down = clientFor({ urls: unreachable(), sessionStorage: blocked });
    await down.client.trackPurchase([purchaseItem]);
    expect(down.client.pendingAnalytics()).toBe(1);

    const up = clientFor({ sessionStorage: blocked });
    await up.client.trackPurchase([{ ...purchaseItem, order_id: "Q2" }]);
    expect(up.calls.filter((url) => url.endsWith("/analytics/v2/collect"))).toHaveLength(1);
    expect(up.client.pendingAnalytics()).toBe(0);
  });
});

function urlsOf() {
  const base = search.url;
  return {
    search: `${base}/cs/v2/search`,
    visitor: `${base}/visitor`,
    ipv4: `${base}/ip/v4`,
    ipv6: `${base}/ip/v6`,
    eventsV2: `${base}/analytics/v2/collect`,
    eventsV1: `${base}/analytics/v1/`,
    config: `${base}/merchant/`,
    recommendations: `${base}/recommendations/`,
  };
}
