import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidOrderEventName } from "../src/event-intake.ts";
import { logLimits } from "../src/event-limits.ts";
import { openEventStore } from "../src/event-store.ts";
import { apiKeys, keys, startTestSearch, type TestSearch } from "./search-fixture.ts";

/** Rate limits out of the way: these tests show what the caps do with whatever gets through. */
const generous = { rateLimits: { perAddress: 100_000, perVisitor: 100_000 } };
const now = new Date("2026-05-04T10:00:00Z");

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({
    products: 60,
    now: () => now,
    events: generous,
    merchandising: { blockedSuggestions: ["Harmony Deluxe", "one cradle"] },
  });
});
afterAll(() => search.close());

const session = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const select = (items: string[], sessionId = session(1), extra: Record<string, unknown> = {}) => ({
  event: "select_recs_list",
  event_version: "1.0.0",
  event_apikey: apiKeys.us,
  user_profile: { sessionId },
  event_data: { list_id: "home", list_logic: "TRENDING", items: items.map((id) => ({ item_id: id })), ...extra },
});
const searched = (term: string, results = "12") =>
  new URLSearchParams({
    klevu_apiKey: apiKeys.us,
    klevu_term: term,
    klevu_totalResults: results,
    klevu_typeOfQuery: "AND",
  }).toString();
const searchBeacon = `/analytics/v1/n-search/search`;

async function trendingTop(count: number): Promise<string[]> {
  const { body } = await search.search({
    context: { apiKeys: [apiKeys.us] },
    recordQueries: [{ id: "t", typeOfRequest: "RECS_TRENDING", settings: { limit: count } }],
  });
  return body.queryResults[0]?.records.map((record) => record.id) ?? [];
}

async function related(typeOfRequest: string, source: string, on = search): Promise<string[]> {
  const { body } = await on.search({
    context: { apiKeys: [apiKeys.us] },
    recordQueries: [
      {
        id: "r",
        typeOfRequest,
        settings: { context: { sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: source }] }] } },
      },
    ],
  });
  return body.queryResults[0]?.records.map((record) => record.id) ?? [];
}

async function suggestions(prefix: string): Promise<string[]> {
  const { body } = await search.search({
    context: { apiKeys: [apiKeys.us] },
    suggestions: [{ id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: prefix, limit: 10 }],
  });
  return body.suggestionResults[0]?.suggestions.map((entry) => entry.suggest) ?? [];
}

describe("bad analytics input gets a clear 4xx or a count of what was refused, never a 5xx", () => {
  it("refuses oversized, deep, unknown and over-full bodies with 400 and a message", async () => {
    const tenThousand = [select(Array.from({ length: 10_000 }, (_, n) => `product-${n}`))];
    const huge = await search.postFrom("127.0.0.1", search.paths.eventsV2, tenThousand);
    expect(huge).toEqual({ status: 400, body: { error: "Request body over the limit collectBodyBytes (32768)" } });
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const nested = await search.post(search.paths.eventsV2, deep);
    expect(nested.status).toBe(400);
    expect((await nested.json()).error).toContain("Malformed analytics event");
    const unknown = await search.postFrom("127.0.0.1", search.paths.eventsV2, [
      { ...select(["cradle-one"]), event: "order_refund" },
    ]);
    expect(unknown.status).toBe(400);
    expect(String(unknown.body.error)).toContain("event");
    const many = await search.postFrom(
      "127.0.0.1",
      search.paths.eventsV2,
      Array.from({ length: 21 }, () => select(["cradle-one"])),
    );
    expect(many).toEqual({ status: 400, body: { error: "At most 20 analytics events per request" } });
    const wide = select(Array.from({ length: 51 }, () => "cradle-one"));
    const tooWide = await search.postFrom("127.0.0.1", search.paths.eventsV2, [wide]);
    expect(tooWide).toEqual({ status: 400, body: { error: "0.event_data.items: at most 50 items" } });
    const notArray = await search.postFrom("127.0.0.1", search.paths.eventsV2, { event: "select_recs_list" });
    expect(notArray).toEqual({ status: 400, body: { error: "Analytics events must be a JSON array" } });
  });

  it("counts products of other storefronts and made-up ids as refused, and ignores claimed times", async () => {
    const jpOnly = "not-a-us-product";
    const answer = await search.postFrom("127.0.0.9", search.paths.eventsV2, [
      select(["cradle-one", jpOnly, "made-up-1", "made-up-2"], session(9), {
        timestamp: "1970-01-01T00:00:00Z",
        received_at: 32_503_680_000_000,
      }),
    ]);
    expect(answer).toEqual({ status: 202, body: { accepted: 1, rejected: 3 } });
    const eu = await search.postFrom("127.0.0.9", search.paths.eventsV2, [
      { ...select(["cradle-one"], session(9)), event_apikey: apiKeys.eu },
    ]);
    expect(eu.status).toBe(202);
    const store = await openEventStore({ kind: "sqlite", file: search.databaseFile });
    try {
      const kept = (await store.readAll()).filter((event) => event.name === "select_recs_list");
      expect(kept.length).toBeGreaterThan(0);
      for (const event of kept) {
        expect(event.receivedAt).toBe(now.getTime());
        expect(JSON.stringify(event)).not.toMatch(/1970|32503680000000|made-up|not-a-us-product/);
      }
    } finally {
      await store.close();
    }
  });

  it("stores no personal field of a beacon, refuses huge terms and takes scripted ones without learning them", async () => {
    const withContact = `${searched("cradle")}&email=ann%40example.com&phone=%2B15550100&klevu_shopperIP=203.0.113.7`;
    expect((await search.postFrom("127.0.0.1", searchBeacon, withContact)).status).toBe(202);
    const click = new URLSearchParams({
      klevu_apiKey: apiKeys.us,
      klevu_type: "clicked",
      klevu_productId: "cradle-one",
      email: "ann@example.com",
      phone: "+15550100",
    }).toString();
    expect((await search.postFrom("127.0.0.1", "/analytics/v1/productTracking", click)).status).toBe(202);
    const store = await openEventStore({ kind: "sqlite", file: search.databaseFile });
    try {
      const text = JSON.stringify(await store.readAll());
      expect(text).not.toMatch(/example\.com|5550100|203\.0\.113|127\.0\.0/);
    } finally {
      await store.close();
    }
    const huge = await search.postFrom("127.0.0.1", searchBeacon, searched("crib ".repeat(300)));
    expect(huge).toEqual({ status: 400, body: { error: "klevu_term: over the limit termBytes (256)" } });
    for (const address of ["127.0.0.2", "127.0.0.3", "127.0.0.4"]) {
      const scripted = await search.postFrom(address, searchBeacon, searched("crib<script>alert(1)</script>"));
      expect(scripted).toEqual({ status: 202, body: { ok: true, accepted: 1, rejected: 1 } });
    }
    expect(JSON.stringify(await suggestions("crib"))).not.toContain("script");
  });
});

describe("one visitor cannot steer what other shoppers see", () => {
  it("leaves trending, also-viewed, bought-together and suggestions as they were after one visitor's 1,000 events", async () => {
    // Three ordinary visitors view two products together and search a term.
    for (const [n, address] of ["127.0.1.1", "127.0.1.2", "127.0.1.3"].entries()) {
      const views = [select(["cradle-one"], session(100 + n)), select(["cradle-mini"], session(100 + n))];
      expect((await search.postFrom(address, search.paths.eventsV2, views)).status).toBe(202);
      expect((await search.postFrom(address, searchBeacon, searched("cradle mini"))).status).toBe(202);
    }
    const before = {
      trending: await trendingTop(3),
      alsoViewed: await related("RECS_ALSO_VIEWED", "bouncer-air"),
      boughtTogether: await related("RECS_ALSO_BOUGHT", "bouncer-air"),
      suggestions: await suggestions("cra"),
    };
    expect(before.trending.slice(0, 2).sort()).toEqual(["cradle-mini", "cradle-one"]);
    expect(before.suggestions[0]).toBe("cradle mini");

    // One client: a thousand events in fresh sessions, pushing one product, a pairing, orders and a phrase.
    const hostile = "127.0.2.1";
    for (let n = 0; n < 100; n++) {
      const batch = Array.from({ length: 8 }, (_, k) =>
        select(["bouncer-air", `cradle-air`], session(1000 + n * 8 + k)),
      );
      const purchase = {
        event: "order_purchase",
        event_version: "1.0.0",
        event_apikey: apiKeys.us,
        event_data: {
          items: ["bouncer-air", "cradle-air"].map((key) => ({
            item_group_id: key,
            item_id: key,
            order_id: `X${n}`,
            units: 1,
          })),
        },
      };
      const sent = await search.postFrom(hostile, search.paths.eventsV2, [...batch, purchase]);
      expect(sent.status).toBe(202);
      expect((await search.postFrom(hostile, searchBeacon, searched("cradle air"))).status).toBe(202);
    }
    expect({
      trending: await trendingTop(3),
      alsoViewed: await related("RECS_ALSO_VIEWED", "bouncer-air"),
      boughtTogether: await related("RECS_ALSO_BOUGHT", "bouncer-air"),
      suggestions: await suggestions("cra"),
    }).toEqual({ ...before, trending: expect.any(Array), alsoViewed: ["cradle-air"] });
    // The client's one visit counts like any visitor's: once per product, below the three real visitors.
    expect((await trendingTop(3)).slice(0, 2).sort()).toEqual(["cradle-mini", "cradle-one"]);
  });

  it("never shows a planted suggestion: no URLs or addresses, nothing the merchant blocked, nothing without results", async () => {
    const planted = [
      "cradle cheap at evil.example",
      "cradle mail ann@example.com",
      "cradle www evil example",
      "harmony deluxe crib",
      "one cradle",
      "cradle 5550100123",
    ];
    for (const term of planted) {
      for (const address of ["127.0.3.1", "127.0.3.2", "127.0.3.3", "127.0.3.4"]) {
        expect((await search.postFrom(address, searchBeacon, searched(term, "99"))).status).toBe(202);
      }
    }
    for (const prefix of ["cra", "cradle", "har", "one", "www"]) {
      const shown = await suggestions(prefix);
      for (const term of planted) expect(shown).not.toContain(term);
    }
    // The same visitors' search of a term the rules allow is learned: the rules, not the visitors, kept the others out.
    for (const address of ["127.0.3.1", "127.0.3.2", "127.0.3.3"])
      await search.postFrom(address, searchBeacon, searched("mini cradle"));
    expect(await suggestions("mini c")).toContain("mini cradle");
  });
});

describe("the event log is bounded", () => {
  it("compacts a hostile log at start: old, oversized and surplus rows go, forged purchases are not replayed", async () => {
    const log = await startTestSearch({ products: 60, now: () => now });
    try {
      const db = new Database(log.databaseFile);
      const insert = db.prepare("INSERT INTO search_events (received_at, name, raw, activity) VALUES (?, ?, ?, ?)");
      const view = (n: number) =>
        JSON.stringify([
          { kind: "view", scope: "us", sessionId: session(n), productKey: "cradle-one", at: now.getTime() },
        ]);
      const purchase = (orderId: string, productKeys: string[]) =>
        JSON.stringify([{ kind: "purchase", scope: "us", orderId, productKeys, at: now.getTime() }]);
      db.transaction(() => {
        for (let n = 0; n < logLimits.rows + 500; n++) insert.run(now.getTime(), "select_recs_list", "{}", view(n));
        // The newest rows: out of date, too large, a browser's purchase claim and commerce's paid order.
        insert.run(now.getTime() - 40 * 86_400_000, "select_recs_list", "{}", view(1));
        insert.run(now.getTime(), "select_recs_list", JSON.stringify({ padding: "x".repeat(200_000) }), view(2));
        insert.run(now.getTime(), "order_purchase", "{}", purchase("FORGED", ["bouncer-air", "cradle-air"]));
        insert.run(now.getTime(), paidOrderEventName, "{}", purchase("PAID", ["bouncer-air", "cradle-mini"]));
      })();
      db.close();

      await log.restart();
      const check = new Database(log.databaseFile, { readonly: true });
      const rows = check
        .prepare("SELECT count(*) AS n, max(length(raw)) AS widest, min(received_at) AS oldest FROM search_events")
        .get() as {
        n: number;
        widest: number;
        oldest: number;
      };
      check.close();
      expect(rows.n).toBe(logLimits.rows);
      expect(rows.widest).toBeLessThan(logLimits.rowBytes);
      expect(rows.oldest).toBe(now.getTime());
      expect(await related("RECS_ALSO_BOUGHT", "bouncer-air", log)).toEqual(["cradle-mini"]);
    } finally {
      await log.close();
    }
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After past a visitor's or an address's events per minute", async () => {
    const limited = await startTestSearch({
      products: 30,
      now: () => now,
      events: { rateLimits: { perAddress: 12, perVisitor: 5 } },
    });
    try {
      const five = Array.from({ length: 5 }, () => select([keys.miniCarrier], session(7)));
      expect((await limited.postFrom("127.0.0.1", limited.paths.eventsV2, five)).status).toBe(202);
      const over = await limited.postFrom("127.0.0.1", limited.paths.eventsV2, [
        select([keys.miniCarrier], session(7)),
      ]);
      expect(over.status).toBe(429);
      expect(String(over.body.error)).toMatch(/^Too many analytics events from this client: try again in \d+ s$/);
      const other = await limited.postFrom(
        "127.0.0.1",
        limited.paths.eventsV2,
        five.map(() => select([keys.miniCarrier], session(8))),
      );
      expect(other.status).toBe(202);
      const address = await limited.postFrom("127.0.0.1", limited.paths.eventsV2, [
        select([keys.miniCarrier], session(10)),
        select([keys.miniCarrier], session(10)),
        select([keys.miniCarrier], session(10)),
      ]);
      expect(address.status).toBe(429);
      expect((await limited.postFrom("127.0.0.2", limited.paths.eventsV2, [select([keys.miniCarrier])])).status).toBe(
        202,
      );
      const response = await fetch(`${limited.url}${limited.paths.eventsV2}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify([11, 12, 13].map((n) => select([keys.miniCarrier], session(n)))),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("behind a trusted proxy, limits the address the proxy appended to X-Forwarded-For", async () => {
    const proxied = await startTestSearch({
      products: 30,
      now: () => now,
      events: { rateLimits: { perAddress: 2, perVisitor: 100 }, forwardedHops: 1 },
    });
    try {
      const from = (client: string) =>
        proxied.postFrom(
          "127.0.0.1",
          proxied.paths.eventsV2,
          [select([keys.miniCarrier]), select([keys.miniCarrier])],
          {
            "x-forwarded-for": `198.51.100.7, ${client}`,
          },
        );
      expect((await from("203.0.113.1")).status).toBe(202);
      expect((await from("203.0.113.1")).status).toBe(429);
      expect((await from("203.0.113.2")).status).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});
