import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PageDataUnavailableError, pageDataRetrying } from "../app/site/runtime/page-data-fetch.ts";

/** A real HTTP server answering each request with the next status of `statuses`; counts requests. */
async function serverAnswering(statuses: number[]) {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    const status = statuses[Math.min(requests, statuses.length - 1)] ?? 200;
    requests++;
    response.writeHead(status, { "content-type": "text/plain" }).end(`status ${status}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server, requests: () => requests };
}

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

async function fetchData(statuses: number[], path = "/produits/_.data") {
  const { origin, server, requests } = await serverAnswering(statuses);
  running = server;
  const retrying = pageDataRetrying(fetch, `${origin}/`, 1);
  const result = await retrying(`${origin}${path}`).then(
    (response) => response.status,
    (error: unknown) => error,
  );
  return { result, requests: requests() };
}

describe("pageDataRetrying", () => {
  it("passes a 404 and a 500 on at once (not-found and error pages)", async () => {
    expect(await fetchData([404])).toEqual({ result: 404, requests: 1 });
    expect(await fetchData([500])).toEqual({ result: 500, requests: 1 });
  });

  it("retries other failures and shows the page once an answer succeeds", async () => {
    expect(await fetchData([503, 502, 200])).toEqual({ result: 200, requests: 3 });
  });

  it("gives up after three retries with an error naming the page", async () => {
    const { result, requests } = await fetchData([503]);
    expect(requests).toBe(4);
    expect(result).toBeInstanceOf(PageDataUnavailableError);
    expect((result as Error).message).toContain("/produits/_.data");
  });

  it("leaves other requests alone", async () => {
    expect(await fetchData([503], "/build-manifest.json")).toEqual({ result: 503, requests: 1 });
  });
});
