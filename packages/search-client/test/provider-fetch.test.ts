import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { providerFetch } from "../src/provider-fetch.ts";

// Real fetch throughout: data: URLs answer without a server, port 9 on loopback refuses the connection.
const json = (value: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;

describe("provider requests", () => {
  it("reads a JSON answer, by GET and by POST", async () => {
    const { getJson, postJson } = providerFetch(fetch);
    expect(await getJson(json({ klevu_banner: [] }))).toEqual({ klevu_banner: [] });
    expect(await postJson(json([1, 2]), { term: "crib" })).toEqual([1, 2]);
  });

  it("posts the body as JSON, with its content type and the caller's signal", async () => {
    const seen: RequestInit[] = [];
    const { postJson } = providerFetch((input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    });
    const signal = new AbortController().signal;
    await postJson(json({}), { term: "crib" }, signal);
    await postJson(json({}), { term: "cot" });
    expect(seen.map((init) => [init.method, init.headers, init.body, init.signal])).toEqual([
      ["POST", { "content-type": "application/json" }, '{"term":"crib"}', signal],
      ["POST", { "content-type": "application/json" }, '{"term":"cot"}', undefined],
    ]);
  });

  it.each([
    ["no connection", "http://127.0.0.1:9/search"],
    ["a body that is not JSON", "data:text/plain,Service%20Unavailable"],
  ])("reports %s as the provider SDK's Couldn't fetch data", async (_, url) => {
    await expect(providerFetch(fetch).getJson(url)).rejects.toThrow("Couldn't fetch data");
  });

  it("reports an error status, even with a JSON body, the same way", async () => {
    const server = createServer((_, response) =>
      response.writeHead(503, { "content-type": "application/json" }).end("{}"),
    );
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/merchant/x.json`;
      await expect(providerFetch(fetch).getJson(url)).rejects.toMatchObject({
        name: "SearchClientError",
        message: "Couldn't fetch data",
      });
    } finally {
      server.close();
    }
  });

  it("rejects a request the caller aborted", async () => {
    const typedOn = new AbortController();
    typedOn.abort();
    await expect(providerFetch(fetch).postJson(json({}), {}, typedOn.signal)).rejects.toThrow("Couldn't fetch data");
  });
});
