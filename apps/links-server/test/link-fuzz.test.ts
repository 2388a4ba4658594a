import { loadRedirectRules } from "@hushling/links/node";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeCountryHeaders, type LinksServer, startLinksServer } from "../src/index.ts";
import { hostileRequest, seededRandom } from "./hostile-requests.ts";
import { exchangeRaw } from "./raw-http.ts";

const requestCount = 10_000;
const seed = Number(process.env.LINKS_FUZZ_SEED ?? 20261121);
const storefrontHosts = new Set(storefrontRegistry.storefronts.map((storefront) => storefront.host));
const expectedHeaders = new Set([
  "location",
  "cache-control",
  "vary",
  "content-type",
  "content-length",
  "allow",
  "connection",
  "date",
]);

let server: LinksServer;
let linkPaths: string[];

beforeAll(async () => {
  linkPaths = [...new Set((await loadRedirectRules()).map((rule) => rule.fromPath))];
  server = await startLinksServer({
    host: "127.0.0.1",
    port: 0,
    trustedCountryHeaders: [...edgeCountryHeaders],
    watch: false,
    reloadOnSighup: false,
    log: false,
  });
});

afterAll(async () => {
  await server?.close();
});

/** What is wrong with one answer, or undefined when it is acceptable. */
function problemWith(answer: Awaited<ReturnType<typeof exchangeRaw>>): string | undefined {
  if (answer.status < 200 || answer.status >= 500) return `status ${answer.status}`;
  for (const name of answer.headers.keys()) if (!expectedHeaders.has(name)) return `unexpected header ${name}`;
  const locations = answer.headers.get("location") ?? [];
  if (locations.length > 1) return "several Location headers";
  const location = locations[0];
  if (location === undefined)
    return answer.status === 301 || answer.status === 302 ? "redirect without Location" : undefined;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return `Location ${location} is not absolute`;
  }
  if (url.protocol !== "https:" || !storefrontHosts.has(url.host)) return `Location ${location} leaves the storefronts`;
  return undefined;
}

describe("fuzzing the redirect server", () => {
  it(`answers ${requestCount} generated hostile requests without a 5xx or a foreign Location`, async () => {
    const random = seededRandom(seed);
    const requests = Array.from({ length: requestCount }, () => hostileRequest(random, linkPaths));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const number = next++;
        const request = requests[number] as Buffer;
        const answer = await exchangeRaw(server.port, request);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemWith(answer);
        if (problem)
          failures.push(
            `#${number} (seed ${seed}): ${problem} for ${JSON.stringify(request.toString("latin1").slice(0, 300))}`,
          );
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));
    expect(failures.slice(0, 10)).toEqual([]);
    // The generator must actually reach the interesting answers, or the test proves little.
    for (const status of [301, 302, 400, 404, 405]) expect(statuses.get(status) ?? 0).toBeGreaterThan(50);
  }, 60_000);
});
