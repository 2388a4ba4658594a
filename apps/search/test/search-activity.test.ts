import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPaidOrdersPath } from "../src/search-settings.ts";
import { apiKeys, keys, startTestSearch, type TestSearch, testCommerceSecret } from "./search-fixture.ts";

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({ products: 60 });
});
afterAll(() => search.close());

const purchase = (orderId: string, productKeys: string[]) => [
  {
    event: "order_purchase",
    event_version: "1.0.0",
    event_apikey: apiKeys.us,
    user_profile: { sessionId: "3f0c2a9e-0b7d-4a53-9a3c-1f4f3e1d2c3b", data_protection: false },
    event_data: {
      items: productKeys.map((key, line) => ({
        currency: "USD",
        item_group_id: key,
        item_id: key,
        item_name: key,
        item_variant_id: `${key}-black`.toUpperCase(),
        unit_price: 199,
        order_id: orderId,
        order_line_id: `${orderId}-${line}`,
        units: 1,
      })),
    },
  },
];

/** A paid order as commerce reports it, with the shared secret. */
const paidOrder = (orderCode: string, productKeys: string[]) =>
  search.postFrom(
    "127.0.0.1",
    defaultPaidOrdersPath,
    { storefront: "us", orderCode, productKeys },
    {
      authorization: `Bearer ${testCommerceSecret}`,
    },
  );

function recs(typeOfRequest: string, source: string) {
  return {
    context: { apiKeys: [apiKeys.us] },
    recordQueries: [
      {
        id: "recs",
        typeOfRequest,
        settings: {
          limit: 5,
          context: { sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: source }] }] },
        },
      },
    ],
  };
}

function beacon(name: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return fetch(`${search.url}${search.paths.eventsV1}${name}`, { method: "POST", body: form });
}

describe("visitor session and IP checks", () => {
  it("issues a session id with segment info and keeps a session id it issued", async () => {
    const first = await (
      await search.post(`${search.paths.visitor}/${apiKeys.us}/session`, {
        apiKey: apiKeys.us,
        sessionInfo: { connectorInfo: [] },
      })
    ).json();
    expect(first.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.segmentInfo).toEqual({ segments: ["new-visitor"], ttl: 1800 });
    const again = await (
      await search.post(`${search.paths.visitor}/${apiKeys.us}/session`, {
        apiKey: apiKeys.us,
        sessionId: first.sessionId,
        sessionInfo: { connectorInfo: [{ connectorType: "klaviyo", exchangeId: "x1" }] },
      })
    ).json();
    expect(again.sessionId).toBe(first.sessionId);
    const forged = await (
      await search.post(`${search.paths.visitor}/${apiKeys.us}/session`, { sessionId: "<script>" })
    ).json();
    expect(forged.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await search.post(`${search.paths.visitor}/nope/session`, {})).status).toBe(403);
  });

  it("IPv4 and IPv6 checks both answer a non-empty address and keep the visitor uuid", async () => {
    const v4 = await (await search.post(search.paths.ipv4, { klevu_uuid: "" })).json();
    expect(v4.ip_address).toBe("127.0.0.1");
    expect(v4.klevu_uuid).toMatch(/^[0-9a-f-]{36}$/);
    const v6 = await (await search.post(search.paths.ipv6, { klevu_uuid: v4.klevu_uuid })).json();
    expect(v6.ip_address).toBe("::ffff:127.0.0.1");
    expect(v6.klevu_uuid).toBe(v4.klevu_uuid);
    expect((await search.post(search.paths.ipv4, { klevu_uuid: 12 })).status).toBe(400);
  });
});

describe("analytics and the recommendations they feed", () => {
  it("paid orders commerce reports make products bought together, counted once per order, and survive a restart", async () => {
    const before = await search.search(recs("RECS_ALSO_BOUGHT", keys.harmonyCarrier));
    expect(before.body.queryResults[0]?.records).toEqual([]);
    for (const order of ["A1", "A2"]) {
      const response = await paidOrder(order, [keys.harmonyCarrier, "carrier-cover-harmony"]);
      expect(response).toEqual({ status: 200, body: { accepted: 1, rejected: 0 } });
    }
    await paidOrder("B1", [keys.harmonyCarrier, "bouncer-harmony"]);
    // A retried report of the same order must not count it twice.
    expect((await paidOrder("B1", [keys.harmonyCarrier, "bouncer-harmony"])).body).toEqual({
      accepted: 0,
      rejected: 1,
    });
    const expected = ["carrier-cover-harmony", "bouncer-harmony"];
    const after = await search.search(recs("RECS_ALSO_BOUGHT", keys.harmonyCarrier));
    expect(after.body.queryResults[0]?.records.map((record) => record.id)).toEqual(expected);
    await search.restart();
    const restarted = await search.search(recs("RECS_ALSO_BOUGHT", keys.harmonyCarrier));
    expect(restarted.body.queryResults[0]?.records.map((record) => record.id)).toEqual(expected);
  });

  it("a browser's order_purchase is taken but buys nothing together; paid orders need commerce's secret", async () => {
    for (const order of ["F1", "F2", "F3"]) {
      const response = await search.post(search.paths.eventsV2, purchase(order, [keys.miniCarrier, "cradle-one"]));
      expect(response.status).toBe(202);
    }
    const together = await search.search(recs("RECS_ALSO_BOUGHT", keys.miniCarrier));
    expect(together.body.queryResults[0]?.records).toEqual([]);
    const order = { storefront: "us", orderCode: "F4", productKeys: [keys.miniCarrier, "cradle-one"] };
    expect((await search.postFrom("127.0.0.1", defaultPaidOrdersPath, order)).status).toBe(401);
    const wrong = { authorization: `Bearer ${testCommerceSecret.replace("0", "1")}` };
    expect((await search.postFrom("127.0.0.1", defaultPaidOrdersPath, order, wrong)).status).toBe(401);
    const right = { authorization: `Bearer ${testCommerceSecret}` };
    const malformed = await search.postFrom("127.0.0.1", defaultPaidOrdersPath, { ...order, storefront: "xx" }, right);
    expect(malformed.status).toBe(400);
    expect(String(malformed.body.error)).toContain("storefront");
    const again = await search.search(recs("RECS_ALSO_BOUGHT", keys.miniCarrier));
    expect(again.body.queryResults[0]?.records).toEqual([]);
  });

  it("recommendation clicks and v1 product clicks feed also-viewed and trending", async () => {
    const session = "7d1e0c52-55c5-4f43-8f36-2a51b8b0e6f1";
    const select = {
      event: "select_recs_list",
      event_version: "1.0.0",
      event_apikey: apiKeys.us,
      user_profile: { sessionId: session },
      event_data: {
        list_id: "home-trending",
        list_logic: "TRENDING",
        items: [{ index: 0, item_id: "cradle-mini", item_group_id: "cradle-mini" }],
      },
    };
    expect((await search.post(search.paths.eventsV2, [select])).status).toBe(202);
    const click = await beacon("productTracking", {
      klevu_apiKey: apiKeys.us,
      klevu_type: "clicked",
      klevu_keywords: "crib",
      klevu_productId: "baby-crib-mini",
      klevu_productGroupId: "baby-crib-mini",
      klevu_sessionId: session,
    });
    expect(click.status).toBe(202);
    const alsoViewed = await search.search(recs("RECS_ALSO_VIEWED", "cradle-mini"));
    expect(alsoViewed.body.queryResults[0]?.records.map((record) => record.id)).toEqual(["baby-crib-mini"]);
    const trending = await search.search({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [{ id: "t", typeOfRequest: "RECS_TRENDING", settings: { limit: 2 } }],
    });
    expect(trending.body.queryResults[0]?.records.map((record) => record.id).sort()).toEqual([
      "baby-crib-mini",
      "cradle-mini",
    ]);
  });

  it("searches three visitors made with results become suggestions; beacons with missing fields or unknown names are refused", async () => {
    const suggested = async () =>
      (
        await search.search({
          context: { apiKeys: [apiKeys.us] },
          suggestions: [{ id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: "crib h" }],
        })
      ).body.suggestionResults[0]?.suggestions[0]?.suggest;
    const searched = new URLSearchParams({
      klevu_apiKey: apiKeys.us,
      klevu_term: "  Crib   Harmony ",
      klevu_totalResults: "3",
      klevu_typeOfQuery: "AND",
    }).toString();
    const path = `${search.paths.eventsV1}n-search/search`;
    for (const address of ["127.0.0.2", "127.0.0.3"]) {
      expect(await search.postFrom(address, path, searched)).toEqual({
        status: 202,
        body: { ok: true, accepted: 1, rejected: 0 },
      });
      expect(await suggested()).not.toBe("crib harmony");
    }
    expect((await search.postFrom("127.0.0.4", path, searched)).status).toBe(202);
    expect(await suggested()).toBe("crib harmony");
    for (const name of ["categoryProductViewTracking", "categoryProductClickTracking", "dataTracking"]) {
      expect((await beacon(name, { klevu_apiKey: apiKeys.us })).status).toBe(400);
    }
    expect(
      (
        await beacon("dataTracking", {
          klevu_apiKey: apiKeys.us,
          klevu_request: "click",
          klevu_bannerId: "b1",
          type: "banner",
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await beacon("categoryProductViewTracking", {
          klevu_apiKey: apiKeys.us,
          klevu_categoryName: "Cribs",
          klevu_productIds: "a,b",
          klevu_pageStartsFrom: "0",
        })
      ).status,
    ).toBe(202);
    expect((await beacon("../../etc/passwd", { klevu_apiKey: apiKeys.us })).status).toBe(404);
    const urlEncoded = await fetch(`${search.url}${search.paths.eventsV1}productTracking`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ klevu_apiKey: apiKeys.us, klevu_type: "clicked", klevu_productId: "cradle-one" }),
    });
    expect(urlEncoded.status).toBe(202);
  });

  it("refuses malformed analytics events with 400 and an unknown API key with 403", async () => {
    expect((await search.post(search.paths.eventsV2, "{")).status).toBe(400);
    expect((await search.post(search.paths.eventsV2, [])).status).toBe(400);
    expect(
      (
        await search.post(search.paths.eventsV2, [
          { event: "order_purchase", event_version: "1.0.0", event_apikey: apiKeys.us, event_data: { items: [] } },
        ])
      ).status,
    ).toBe(400);
    const unknown = purchase("C1", [keys.harmonyCarrier]).map((event) => ({ ...event, event_apikey: "nope" }));
    expect((await search.post(search.paths.eventsV2, unknown)).status).toBe(403);
  });
});

describe("recommendation logics without events", () => {
  it("newest arrivals, similar and visually similar answer from the catalog alone", async () => {
    const newest = await search.search({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [{ id: "n", typeOfRequest: "RECS_NEW_ARRIVALS", settings: { limit: 2 } }],
    });
    expect(newest.body.queryResults[0]?.records.map((record) => record.id)).toEqual(["bouncer-air", "cradle-air"]);
    const similar = await search.search(recs("RECS_SIMILAR", keys.harmonyCarrier));
    const similarIds = similar.body.queryResults[0]?.records.map((record) => record.id) ?? [];
    expect(similarIds).not.toContain(keys.harmonyCarrier);
    expect(
      similarIds.slice(0, 3).every((id) => id.startsWith("baby-carrier-") || id.startsWith("carrier-cover-")),
    ).toBe(true);
    const looks = await search.search(recs("RECS_SIMILAR_IMAGES", keys.harmonyCarrier));
    expect(looks.body.queryResults[0]?.records.length).toBeGreaterThan(0);
    const recent = await search.search({
      context: { apiKeys: [apiKeys.us] },
      recordQueries: [
        {
          id: "r",
          typeOfRequest: "RECS_CUSTOM",
          settings: {
            context: {
              recentObjects: [
                {
                  typeOfRecord: "KLEVU_PRODUCT",
                  records: [{ id: "cradle-one" }, { id: "gone" }, { id: keys.miniCarrier }],
                },
              ],
            },
          },
        },
      ],
    });
    expect(recent.body.queryResults[0]?.records.map((record) => record.id)).toEqual(["cradle-one", keys.miniCarrier]);
  });
});
