import { apiKeys, startTestSearch, type TestSearch } from "@hushling/search/test-fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientStorage } from "../src/client-storage.ts";
import { providerFetch } from "../src/provider-fetch.ts";
import { shopperConsent } from "../src/shopper-consent.ts";
import { shopperSession } from "../src/shopper-session.ts";
import { MemoryStorage } from "./memory-storage.ts";

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({ products: 5 });
});
afterAll(() => search.close());

/** The session on the real service, its requests counted. */
function sessionFor(options: { required?: boolean; given?: boolean } = {}) {
  let now = 0;
  const calls: string[] = [];
  const storage = new MemoryStorage();
  const consent = shopperConsent(options.required ?? false, options.given ?? false);
  const local = new ClientStorage(storage, consent.mayStore, () => now);
  const { postJson } = providerFetch((input, init) => {
    calls.push(String(input).slice(search.url.length));
    return fetch(input, init);
  });
  const urls = { visitor: `${search.url}/visitor`, ipv4: `${search.url}/ip/v4`, ipv6: `${search.url}/ip/v6` };
  const session = shopperSession({ apiKey: apiKeys.us, urls }, postJson, local, consent);
  return { session, consent, calls, storage, later: (ms: number) => (now += ms) };
}

describe("shopper session", () => {
  it("opens a visitor session once and keeps it for its time to live", async () => {
    const { session, calls, later } = sessionFor();
    const first = await session.visitorSession();
    expect(first?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await session.visitorSession())?.sessionId).toBe(first?.sessionId);
    expect(calls).toEqual([`/visitor/${apiKeys.us}/session`]);
    later((first?.segmentInfo.ttl ?? 0) * 1000);
    await session.visitorSession();
    expect(calls).toHaveLength(2);
  });

  it("asks for both IP addresses, the second with the first's id, and keeps them an hour", async () => {
    const { session, calls, later } = sessionFor();
    const ip = await session.ipInfo();
    expect(ip).toMatchObject({ v4: "127.0.0.1" });
    expect(ip?.uuid).not.toBe("");
    await session.ipInfo();
    expect(calls).toEqual(["/ip/v4", "/ip/v6"]);
    later(60 * 60_000);
    await session.ipInfo();
    expect(calls).toHaveLength(4);
  });

  it("gives an event's profile with the session and IP data, flagged for data protection before consent", async () => {
    const consented = sessionFor();
    const profile = await consented.session.profile();
    expect(profile).toMatchObject({ ip_address_v4: "127.0.0.1", data_protection: false });
    expect(profile.sessionId).toBe(await consented.session.sessionId());

    const waiting = sessionFor({ required: true });
    expect(await waiting.session.profile()).toEqual({ data_protection: true });
    expect(await waiting.session.sessionId()).toBeUndefined();
    expect(waiting.calls).toEqual([]);
    expect(waiting.storage.keys()).toEqual([]);
  });

  it("once consent is given, starts a fresh session and IP check each time", async () => {
    const { session, consent, calls, storage } = sessionFor({ required: true });
    expect(await session.sessionId()).toBeUndefined();
    consent.set(true);
    await session.start();
    const first = await session.sessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await session.start();
    expect(await session.sessionId()).not.toBe(first);
    expect(calls.filter((call) => call.startsWith("/ip/"))).toEqual(["/ip/v4", "/ip/v6", "/ip/v4", "/ip/v6"]);
    expect(storage.keys().sort()).toEqual([
      "hushling-search:ip",
      "hushling-search:segments",
      "hushling-search:session",
    ]);
  });

  it("a service that cannot be reached leaves the beacon without a session, and the profile without data", async () => {
    const { postJson } = providerFetch(fetch);
    const urls = {
      visitor: "http://127.0.0.1:9/visitor",
      ipv4: "http://127.0.0.1:9/v4",
      ipv6: "http://127.0.0.1:9/v6",
    };
    const consent = shopperConsent(false, false);
    const local = new ClientStorage(new MemoryStorage(), consent.mayStore, Date.now);
    const session = shopperSession({ apiKey: apiKeys.us, urls }, postJson, local, consent);
    expect(await session.sessionId()).toBeUndefined();
    expect(await session.profile()).toEqual({ data_protection: false });
    await expect(session.visitorSession()).rejects.toThrow("Couldn't fetch data");
  });
});
