import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addMoonbeamCrib,
  apiKeys,
  searchQuery,
  startTestSearch,
  type TestSearch,
  testBanner,
} from "./search-fixture.ts";

/** The service's clock, moved by the tests: noon on the banner's last day. */
let now = new Date("2026-03-10T12:00:00Z");
const merchandising = { banners: [testBanner("spring", "2026/03/01", "2026/03/10")] };

let cached: TestSearch;
let uncached: TestSearch;
beforeAll(async () => {
  [cached, uncached] = await Promise.all([
    startTestSearch({ products: 60, merchandising, now: () => now }),
    startTestSearch({ products: 60, merchandising, now: () => now, cache: { entries: 0, bytes: 1 } }),
  ]);
});
afterAll(() => Promise.all([cached.close(), uncached.close()]));

const overlay = (term: string) => ({
  ...searchQuery(apiKeys.us, term, { limit: 5 }),
  suggestions: [{ id: "s", typeOfRequest: "AUTO_SUGGESTIONS", query: term, limit: 5 }],
});

/** The answer with its timings zeroed: qTime is how long the first computation took, not part of the answer. */
async function answer(search: TestSearch, body: unknown): Promise<{ cache: string | null; body: unknown }> {
  const response = await search.post(search.paths.search, body);
  const text = await response.text();
  return { cache: response.headers.get("x-cache"), body: JSON.parse(text.replace(/"qTime":\d+/g, '"qTime":0')) };
}

async function bannerRefs(search: TestSearch): Promise<{ cache: string | null; refs: string[] }> {
  const response = await fetch(`${search.url}${search.paths.config}${apiKeys.us}-banner.json`);
  const body = (await response.json()) as { klevu_banner: { bannerRef: string }[] };
  return { cache: response.headers.get("x-cache"), refs: body.klevu_banner.map((banner) => banner.bannerRef) };
}

describe("the answer cache at the HTTP edge", () => {
  it("answers a repeated request, however spelled, from the cache with what a fresh computation gives", async () => {
    const first = await answer(cached, overlay("carr"));
    const again = await answer(cached, overlay("  CARR "));
    const fresh = await answer(uncached, overlay("carr"));
    expect([first.cache, again.cache, fresh.cache]).toEqual(["miss", "hit", "miss"]);
    expect(again.body).toEqual(first.body);
    expect(again.body).toEqual(fresh.body);
    const page = { ...searchQuery(apiKeys.eu, "trag", { limit: 24, sort: "PRICE_ASC" }) };
    await answer(cached, page);
    expect(await answer(cached, page)).toEqual({ cache: "hit", body: (await answer(uncached, page)).body });
  });

  it("takes a search shoppers made into the suggestions at once, cached answer or not", async () => {
    const before = await answer(cached, overlay("crib h"));
    expect((await answer(cached, overlay("crib h"))).cache).toBe("hit");
    const form = new URLSearchParams({
      klevu_apiKey: apiKeys.us,
      klevu_term: "crib harmony",
      klevu_totalResults: "3",
      klevu_typeOfQuery: "AND",
    }).toString();
    // A term becomes a suggestion once three visitors searched it.
    for (const address of ["127.0.0.2", "127.0.0.3", "127.0.0.4"]) {
      const beacon = await cached.postFrom(address, `${cached.paths.eventsV1}n-search/search`, form);
      expect(beacon.status).toBe(202);
    }
    const after = await answer(cached, overlay("crib h"));
    expect(after.cache).toBe("miss");
    expect(after.body).not.toEqual(before.body);
    expect(JSON.stringify(after.body)).toContain('"crib harmony"');
  });

  it("drops a banner at the end of its last day even when its answer was cached a second before", async () => {
    now = new Date("2026-03-10T23:59:58Z");
    expect(await bannerRefs(cached)).toEqual({ cache: "miss", refs: ["spring"] });
    now = new Date("2026-03-10T23:59:59Z");
    expect(await bannerRefs(cached)).toEqual({ cache: "hit", refs: ["spring"] });
    now = new Date("2026-03-11T00:00:00Z");
    expect(await bannerRefs(cached)).toEqual({ cache: "miss", refs: [] });
    now = new Date("2026-03-10T12:00:00Z");
  });

  it("never serves an answer from before an index rebuild", async () => {
    const before = await answer(cached, searchQuery(apiKeys.us, "moonbeam"));
    expect((await answer(cached, searchQuery(apiKeys.us, "moonbeam"))).cache).toBe("hit");
    addMoonbeamCrib(cached.exportDir, 60);
    expect(cached.app.refresh()).toBe(true);
    const after = await answer(cached, searchQuery(apiKeys.us, "moonbeam"));
    expect(after.cache).toBe("miss");
    expect(after.body).not.toEqual(before.body);
    expect(JSON.stringify(after.body)).toContain("moonbeam-crib");
  });

  it("finds a body sent before, byte for byte, without trusting one that was refused", async () => {
    const send = (body: string) =>
      fetch(`${cached.url}${cached.paths.search}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }).then(async (response) => ({ status: response.status, cache: response.headers.get("x-cache") }));
    const valid = JSON.stringify(overlay("bouncer"));
    expect(await send(valid)).toEqual({ status: 200, cache: "miss" });
    expect(await send(valid)).toEqual({ status: 200, cache: "hit" });
    // The same question in other bytes is validated and then found by its meaning.
    expect(await send(`${valid}\n`)).toEqual({ status: 200, cache: "hit" });
    const refused = JSON.stringify({ ...overlay("bouncer"), context: { apiKeys: ["hushling-nowhere"] } });
    expect(await send(refused)).toEqual({ status: 403, cache: null });
    expect(await send(refused)).toEqual({ status: 403, cache: null });
    const malformed = valid.slice(0, -1);
    expect(await send(malformed)).toEqual({ status: 400, cache: null });
    expect(await send(malformed)).toEqual({ status: 400, cache: null });
  });
});
