import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

export type LiveAnswer = {
  /** Final status after redirects, or null when the request failed. */
  status: number | null;
  /** The Location of the first answer (what the link server sent), when there was one. */
  firstLocation: string | null;
  finalUrl: string;
  error?: string;
};

/** `*.localhost` names the local machine (RFC 6761) even where the system resolver does not know it. */
const localhostAware: LookupFunction = (hostname, options, callback) => {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    if (options.all) {
      (callback as (error: null, addresses: LookupAddress[]) => void)(null, [{ address: "127.0.0.1", family: 4 }]);
    } else {
      callback(null, "127.0.0.1", 4);
    }
    return;
  }
  dnsLookup(hostname, options, callback);
};

function getOnce(url: URL, timeoutMs: number): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      { lookup: localhostAware, headers: { "user-agent": "links-check", accept: "text/html" }, timeout: timeoutMs },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/** GETs `url`, following up to `maxRedirects` http(s) redirects, each hop within `timeoutMs`. */
export async function fetchFollowing(start: string, timeoutMs: number, maxRedirects = 5): Promise<LiveAnswer> {
  let url = new URL(start);
  let firstLocation: string | null = null;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    let answer: { status: number; location: string | null };
    try {
      answer = await getOnce(url, timeoutMs);
    } catch (error) {
      return { status: null, firstLocation, finalUrl: url.href, error: (error as Error).message };
    }
    if (hop === 0) firstLocation = answer.location;
    if (answer.status < 300 || answer.status >= 400 || !answer.location) {
      return { status: answer.status, firstLocation, finalUrl: url.href };
    }
    const next = new URL(answer.location, url);
    if (next.protocol !== "http:" && next.protocol !== "https:") {
      return { status: answer.status, firstLocation, finalUrl: url.href, error: `redirect to ${next.protocol}` };
    }
    url = next;
  }
  return { status: null, firstLocation, finalUrl: url.href, error: `more than ${maxRedirects} redirects` };
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of results. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
