import { apiKeys, startTestSearch, type TestSearch } from "@hushling/search/test-fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientStorage } from "../src/client-storage.ts";
import { merchantFiles } from "../src/merchant-files.ts";
import { providerFetch } from "../src/provider-fetch.ts";
import { MemoryStorage } from "./memory-storage.ts";

let search: TestSearch;
beforeAll(async () => {
  search = await startTestSearch({
    products: 5,
    merchandising: { keywordMaps: [{ keywords: { en: ["gift ideas"] }, target: "page:gift-guide" }] },
  });
});
afterAll(() => search.close());

function filesFor(storage = new MemoryStorage(), configUrl = `${search.url}/merchant/`) {
  let now = 0;
  const calls: string[] = [];
  const { getJson } = providerFetch((input, init) => {
    calls.push(String(input).slice(configUrl.length));
    return fetch(input, init);
  });
  const local = new ClientStorage(
    storage,
    () => true,
    () => now,
  );
  const files = merchantFiles({ apiKey: apiKeys.us, urls: { config: configUrl } }, getJson, local);
  return { files, calls, later: (ms: number) => (now += ms) };
}

describe("merchant files", () => {
  it("fetches the configuration, banners and keyword maps once for callers that ask while they load", async () => {
    const { files, calls } = filesFor();
    const [first, second] = await Promise.all([files(), files()]);
    expect(second).toBe(first);
    expect(first.config.apiKey).toBe(apiKeys.us);
    expect(first.maps.klevu_keywordUrlMap).toEqual([{ keywords: ["gift ideas"], url: "/pages/gift-guide/" }]);
    expect(calls.sort()).toEqual([`${apiKeys.us}-banner.json`, `${apiKeys.us}-maps.json`, `${apiKeys.us}.json`]);
  });

  it("keeps them 24 hours in storage, for the next page too", async () => {
    const storage = new MemoryStorage();
    const page = filesFor(storage);
    await page.files();
    const nextPage = filesFor(storage);
    await nextPage.files();
    expect(nextPage.calls).toEqual([]);
    nextPage.later(24 * 60 * 60_000);
    await nextPage.files();
    expect(nextPage.calls).toHaveLength(3);
  });

  it("asks again after a failed fetch instead of keeping the failure", async () => {
    const storage = new MemoryStorage();
    const down = filesFor(storage, "http://127.0.0.1:9/merchant/");
    await expect(down.files()).rejects.toThrow("Couldn't fetch data");
    await expect(down.files()).rejects.toThrow("Couldn't fetch data");
    expect(down.calls).toHaveLength(6);
    expect(storage.keys()).toEqual([]);
  });
});
