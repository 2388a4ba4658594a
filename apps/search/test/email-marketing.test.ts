import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketingEvent } from "../src/email-marketing.ts";
import { apiKeys, keys, startTestSearch, type TestSearch } from "./search-fixture.ts";

/** A real HTTP endpoint standing in for the provider: it keeps what it is sent. */
let provider: Server;
const received: MarketingEvent[] = [];
let search: TestSearch;

beforeAll(async () => {
  provider = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as MarketingEvent);
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const { port } = provider.address() as AddressInfo;
  search = await startTestSearch({ products: 60, emailMarketingUrl: `http://127.0.0.1:${port}/events` });
});
afterAll(async () => {
  await search.close();
  await new Promise((resolve) => provider.close(resolve));
});

async function session(connectorInfo: { connectorType: string; exchangeId?: string }[], sessionId?: string) {
  const response = await search.post(`${search.paths.visitor}/${apiKeys.us}/session`, {
    apiKey: apiKeys.us,
    ...(sessionId ? { sessionId } : {}),
    sessionInfo: { connectorInfo },
  });
  return ((await response.json()) as { sessionId: string }).sessionId;
}

function beacon(name: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ klevu_apiKey: apiKeys.us, ...fields })) form.append(field, value);
  return fetch(`${search.url}${search.paths.eventsV1}${name}`, { method: "POST", body: form });
}

/** A search, a click and a purchase in one session. */
async function shop(sessionId: string, orderId: string) {
  expect(
    (
      await beacon("n-search/search", {
        klevu_term: "crib",
        klevu_totalResults: "4",
        klevu_typeOfQuery: "WILDCARD_AND",
        klevu_sessionId: sessionId,
      })
    ).status,
  ).toBe(202);
  const click = {
    klevu_type: "clicked",
    klevu_keywords: "crib",
    klevu_productId: keys.harmonyCrib,
    klevu_productGroupId: keys.harmonyCrib,
    klevu_productVariantId: keys.harmonyCrib,
    klevu_productName: "Baby Crib Harmony",
    klevu_productUrl: "/products/cribs/baby-crib-harmony/",
    klevu_sessionId: sessionId,
  };
  expect((await beacon("productTracking", click)).status).toBe(202);
  const item = {
    currency: "USD",
    item_group_id: keys.harmonyCrib,
    item_id: keys.harmonyCrib,
    item_name: "Baby Crib Harmony",
    item_variant_id: "CRIB-1",
    unit_price: 329,
    order_id: orderId,
    order_line_id: `${orderId}-1`,
    units: 1,
  };
  const purchase = await search.post(search.paths.eventsV2, [
    {
      event: "order_purchase",
      event_version: "1.0.0",
      event_apikey: apiKeys.us,
      user_profile: { sessionId, data_protection: false },
      event_data: { items: [item] },
    },
  ]);
  expect(purchase.status).toBe(202);
}

/** Sending is not awaited by the request: the provider's log settles once the three sends are answered. */
async function settled(count: number): Promise<MarketingEvent[]> {
  for (let tries = 0; tries < 200 && received.length < count; tries++) await new Promise((r) => setTimeout(r, 10));
  return received;
}

let markers = 0;

/**
 * What the provider received from event `from` on, up to a search of a newly linked session sent last:
 * the sends still work, and anything forwarded for the events before would be listed before it.
 */
async function afterMarker(from: number): Promise<MarketingEvent[]> {
  const profileId = `marker-${++markers}`;
  const linked = await session([{ connectorType: "klaviyo", exchangeId: profileId }]);
  const fields = { klevu_term: "marker", klevu_totalResults: "0", klevu_typeOfQuery: "WILDCARD_AND" };
  await beacon("n-search/search", { ...fields, klevu_sessionId: linked });
  for (let tries = 0; tries < 200 && !received.some((event) => event.profileId === profileId); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received.slice(from);
}

describe("the e-mail-marketing connector", () => {
  it("forwards a linked session's search, click and purchase with the profile id, and nothing once unlinked", async () => {
    const linked = await session([{ connectorType: "klaviyo", exchangeId: "profile-42" }]);
    await shop(linked, "MKT-1");
    const events = await settled(3);
    expect(events.map((event) => [event.kind, event.profileId, event.connectorType, event.apiKey])).toEqual([
      ["search", "profile-42", "klaviyo", apiKeys.us],
      ["click", "profile-42", "klaviyo", apiKeys.us],
      ["purchase", "profile-42", "klaviyo", apiKeys.us],
    ]);
    expect(events[0]?.data).toMatchObject({ klevu_term: "crib" });
    expect(events[1]?.data).toMatchObject({ klevu_productId: keys.harmonyCrib });
    expect(JSON.stringify(events[2]?.data)).toContain("MKT-1");
    // The same session opened again without a profile (consent withdrawn): nothing more is sent.
    expect(await session([], linked)).toBe(linked);
    await shop(linked, "MKT-2");
    expect((await afterMarker(3)).map((event) => event.profileId)).toEqual(["marker-1"]);
  });

  it("sends nothing for a session opened without a profile", async () => {
    const plain = await session([]);
    const before = received.length;
    await shop(plain, "MKT-3");
    expect((await afterMarker(before)).map((event) => event.profileId)).toEqual(["marker-2"]);
  });
});
