import { nextBannerChange, searchRequestSchema } from "@hushling/search-protocol";
import { describe, expect, it } from "vitest";
import { AnswerCache, answerExpiry, answerMaxAgeMs, searchMeaning, stampedAnswerKey } from "../src/answer-cache.ts";
import { trendingRefreshMs } from "../src/shopper-activity.ts";

const noActivity = () => 0;
const keyOf = (body: unknown, version: (kind: string) => number = noActivity) =>
  stampedAnswerKey(searchMeaning(searchRequestSchema.parse(body)), version);

const overlay = (term: string, settings: Record<string, unknown> = {}) => ({
  context: { apiKeys: ["hushling-us-en"] },
  recordQueries: [{ id: "p", typeOfRequest: "SEARCH", settings: { query: { term }, limit: 5, ...settings } }],
});

const recent = { recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "baby-crib-harmony" }] }] };

describe("the answer key", () => {
  it("is the same for requests that mean the same: term spelling, property order, unused API keys", () => {
    const plain = keyOf(overlay("baby crib"));
    expect(keyOf(overlay("  Baby   CRIB "))).toBe(plain);
    expect(
      keyOf({
        recordQueries: [{ settings: { limit: 5, query: { term: "baby crib" } }, typeOfRequest: "SEARCH", id: "p" }],
        context: { apiKeys: ["hushling-us-en", "hushling-us-fr"] },
      }),
    ).toBe(plain);
  });

  it("differs in everything the answer depends on: index, term, sort, page, limit, filters, record kinds, ids", () => {
    const keys = [
      keyOf(overlay("baby crib")),
      keyOf({ ...overlay("baby crib"), context: { apiKeys: ["hushling-eu-de"] } }),
      keyOf(overlay("baby cri")),
      keyOf(overlay("baby crib", { sort: "PRICE_ASC" })),
      keyOf(overlay("baby crib", { offset: 5 })),
      keyOf(overlay("baby crib", { limit: 24 })),
      keyOf(overlay("baby crib", { typeOfRecords: ["KLEVU_PRODUCT", "KLEVU_CMS"] })),
      keyOf({
        ...overlay("baby crib"),
        recordQueries: [
          {
            ...overlay("baby crib").recordQueries[0],
            filters: { applyFilters: { filters: [{ key: "klevu_price", values: [0, 100] }] } },
          },
        ],
      }),
      keyOf({ ...overlay("baby crib"), recordQueries: [{ ...overlay("baby crib").recordQueries[0], id: "q" }] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("leaves out the shopper's recently viewed products unless the answer reads them", () => {
    expect(keyOf(overlay("crib", { context: recent }))).toBe(keyOf(overlay("crib")));
    const trending = (personal: boolean, context?: unknown) => ({
      context: { apiKeys: ["hushling-us-en"] },
      recordQueries: [
        {
          id: "recs",
          typeOfRequest: "RECS_TRENDING",
          settings: { personalisation: { enablePersonalisation: personal }, ...(context ? { context } : {}) },
        },
      ],
    });
    expect(keyOf(trending(false, recent))).toBe(keyOf(trending(false)));
    expect(keyOf(trending(true, recent))).not.toBe(keyOf(trending(true)));
  });

  it("holds the counters of the shopper activity the answer reads, and only those", () => {
    const suggest = {
      context: { apiKeys: ["hushling-us-en"] },
      suggestions: [{ id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: "cr" }],
    };
    const before = (kind: string) => (kind === "terms" ? 1 : 0);
    const afterSearch = (kind: string) => (kind === "terms" ? 2 : 0);
    const afterView = (kind: string) => (kind === "terms" ? 1 : 7);
    expect(keyOf(suggest, afterSearch)).not.toBe(keyOf(suggest, before));
    expect(keyOf(suggest, afterView)).toBe(keyOf(suggest, before));
    expect(keyOf(overlay("crib"), afterSearch)).toBe(keyOf(overlay("crib"), before));
    expect(keyOf(overlay("crib", { sort: "ADVANCED_SORT" }), afterView)).not.toBe(
      keyOf(overlay("crib", { sort: "ADVANCED_SORT" }), before),
    );
  });
});

describe("answer expiry", () => {
  const banners = [{ startDate: "2026/03/01", endDate: "2026/03/10" }];

  it("is the next banner start or end when that comes before the longest age", () => {
    const now = new Date("2026-03-10T23:55:00Z");
    const change = nextBannerChange(banners, now, "Europe/Amsterdam")?.getTime() ?? Infinity;
    // 23:55 UTC is already 11 March in Amsterdam: the banner ended there, the next change is none.
    expect(change).toBe(Infinity);
    const utcChange = nextBannerChange(banners, now, "UTC")?.getTime() ?? Infinity;
    expect(answerExpiry({ now: now.getTime(), nextMerchantChange: utcChange, readsViews: false })).toBe(
      Date.parse("2026-03-11T00:00:00Z"),
    );
    expect(answerExpiry({ now: now.getTime(), nextMerchantChange: change, readsViews: false })).toBe(
      now.getTime() + answerMaxAgeMs,
    );
  });

  it("comes once trending has moved on when the answer reads views", () => {
    expect(answerExpiry({ now: 1000, nextMerchantChange: Infinity, readsViews: true })).toBe(1000 + trendingRefreshMs);
  });
});

describe("the answer cache", () => {
  const body = (text: string) => Buffer.from(text);

  it("serves an answer until it expires, never one stored in the clock's future", () => {
    let now = 1000;
    const cache = new AnswerCache({ entries: 10, bytes: 10_000 }, () => now);
    cache.set("a", body("answer"), 2000);
    expect(cache.get("a")?.toString()).toBe("answer");
    now = 1999;
    expect(cache.get("a")?.toString()).toBe("answer");
    now = 2000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    now = 5000;
    cache.set("b", body("later"), 9000);
    now = 4000;
    expect(cache.get("b")).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([2, 2]);
  });

  it("keeps at most its entries and bytes, dropping first those not served since stored or last spared", () => {
    const cache = new AnswerCache({ entries: 3, bytes: 10_000 }, () => 0);
    for (const key of ["a", "b", "c"]) cache.set(key, body(key), 100);
    cache.get("a");
    cache.set("d", body("d"), 100);
    expect(["a", "b", "c", "d"].map((key) => cache.get(key) !== undefined)).toEqual([true, false, true, true]);

    const small = new AnswerCache({ entries: 100, bytes: 250 }, () => 0);
    for (const key of ["a", "b", "c"]) small.set(key, Buffer.alloc(100), 100);
    expect(small.size).toBe(2);
    expect(small.bytes).toBeLessThanOrEqual(250);
    expect(small.get("a")).toBeUndefined();
    small.set("huge", Buffer.alloc(300), 100);
    expect(small.get("huge")).toBeUndefined();
  });

  it("keeps the answer just stored even when every older one was served since it was stored", () => {
    const cache = new AnswerCache({ entries: 2, bytes: 10_000 }, () => 0);
    cache.set("a", body("a"), 100);
    cache.set("b", body("b"), 100);
    cache.get("a");
    cache.get("b");
    cache.set("c", body("c"), 100);
    expect(cache.size).toBe(2);
    expect(["a", "b", "c"].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true]);
  });

  it("forgets everything when cleared, and keeps nothing when turned off", () => {
    const cache = new AnswerCache({ entries: 10, bytes: 10_000 }, () => 0);
    cache.set("a", body("a"), 100);
    cache.clear();
    expect([cache.get("a"), cache.size, cache.bytes]).toEqual([undefined, 0, 0]);
    const off = new AnswerCache({ entries: 0, bytes: 10_000 }, () => 0);
    off.set("a", body("a"), 100);
    expect(off.get("a")).toBeUndefined();
  });
});
