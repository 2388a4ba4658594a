import type { RedirectRule } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  edgeCountryHeaders,
  type LinksServer,
  linksSettings,
  nginxLinksConfig,
  startLinksServer,
} from "../src/index.ts";
import { hostileRequest, seededRandom } from "./hostile-requests.ts";
import { freePort, nginxInstalled, nginxMissingMessage, type RunningNginx, startNginx } from "./nginx-process.ts";
import { exchangeRaw, type HttpAnswer, headerOf, send } from "./raw-http.ts";

// Outside CI a machine without nginx skips this file; in CI a missing nginx is a failure, not a skip.
const runHere = nginxInstalled() || process.env.CI === "true";

describe.skipIf(!runHere)("the generated nginx config answers like the server", () => {
  const settings = linksSettings({ maxAgeSeconds: 600, trustedCountryHeaders: [...edgeCountryHeaders] });
  let rules: RedirectRule[];
  let server: LinksServer;
  let nginx: RunningNginx;

  beforeAll(async () => {
    if (!nginxInstalled()) throw new Error(nginxMissingMessage);
    rules = await loadRedirectRules();
    const port = await freePort();
    nginx = await startNginx(nginxLinksConfig(rules, settings, { listen: `127.0.0.1:${port}` }), port);
    server = await startLinksServer({
      ...settings,
      host: "127.0.0.1",
      port: 0,
      watch: false,
      reloadOnSighup: false,
      log: false,
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
  });

  const visible = (answer: HttpAnswer) => ({
    status: answer.status,
    location: headerOf(answer, "location"),
    cacheControl: headerOf(answer, "cache-control"),
    vary: headerOf(answer, "vary"),
    allow: headerOf(answer, "allow"),
  });

  /** Sends the same request to both and returns what each answered, labelled for a readable diff. */
  async function both(target: string, headers: Record<string, string> = {}, method = "GET") {
    const [fromServer, fromNginx] = await Promise.all([
      send(server.url, target, { headers, method }),
      send(nginx.url, target, { headers, method }),
    ]);
    return {
      request: `${method} ${target} ${JSON.stringify(headers)}`,
      server: visible(fromServer),
      nginx: visible(fromNginx),
    };
  }

  function expectSame(result: Awaited<ReturnType<typeof both>>): void {
    expect({ request: result.request, answer: result.nginx }).toEqual({
      request: result.request,
      answer: result.server,
    });
  }

  it("agrees on every (path, country) pair by edge header, ?country= and cookie, and on every default", async () => {
    const countries = [...new Set(rules.flatMap((rule) => (rule.conditions ? [rule.conditions.country] : [])))];
    const paths = [...new Set(rules.map((rule) => rule.fromPath))];
    let checked = 0;
    for (const path of paths) {
      const defaultAnswer = await both(path);
      expect(defaultAnswer.server.status).toBe(301);
      expectSame(defaultAnswer);
      for (const country of [...countries, "cy", "gr", "br"]) {
        expectSame(await both(path, { "CloudFront-Viewer-Country": country.toUpperCase() }));
        expectSame(await both(`${path}?country=${country}`));
        expectSame(await both(path, { Cookie: `a=1; country=${country}` }));
        checked += 3;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it("agrees on the expected rule for each pair", async () => {
    for (const rule of rules.filter((candidate) => candidate.conditions).slice(0, 200)) {
      const answer = await send(nginx.url, rule.fromPath, {
        headers: { "CF-IPCountry": rule.conditions?.country ?? "" },
      });
      expect([rule.fromPath, rule.conditions?.country, headerOf(answer, "location")]).toEqual([
        rule.fromPath,
        rule.conditions?.country,
        rule.toPath,
      ]);
    }
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ["mixed case", "/REDIRECTS/Baby-Crib/", { "CF-IPCountry": "se" }],
    ["no trailing slash", "/redirects/baby-crib", { "X-Vercel-IP-Country": "fr" }],
    ["percent-encoded letters", "/redirects/baby%2Dcri%62/", { Cookie: "country=DE" }],
    ["repeated slashes", "/redirects//baby-crib//", {}],
    ["a visitor's utm parameters", "/redirects/baby-crib/?utm_source=x&country=nl", {}],
    ["signal precedence", "/redirects/cradle/?country=zz", { Cookie: "country=fr", "CF-IPCountry": "IT" }],
    ["a cookie with spaces and commas", "/redirects/cradle/", { Cookie: "x=1,country = se ;y=2" }],
    ["a quoted cookie", "/redirects/cradle/", { Cookie: 'country="se"' }],
    ["a country parameter in capitals", "/redirects/cradle/?COUNTRY=JP", {}],
    ["two country parameters", "/redirects/cradle/?country=xx&country=jp", {}],
    ["Accept-Language with a region", "/redirects/cradle/", { "Accept-Language": "zh-Hant-TW,zh;q=0.8" }],
    ["Accept-Language without a region first", "/redirects/cradle/", { "Accept-Language": "de, de-AT;q=0.8" }],
    ["an unknown slug", "/redirects/no-such-link/", { "CF-IPCountry": "AT" }],
    ["an unknown slug with no country", "/redirects/no-such-link/", {}],
    ["the bare prefix", "/redirects", {}],
    ["a deeper unknown path", "/redirects/baby-crib/extra/", { Cookie: "country=kr" }],
    ["a page outside the links", "/about/", {}],
    ["a near miss of the prefix", "/redirectsx/baby-crib/", {}],
    ["HEAD", "/redirects/gift-guide/", { "CF-IPCountry": "au" }, "HEAD"],
    ["POST", "/redirects/gift-guide/", {}, "POST"],
    ["an encoded dot segment", "/redirects/x/%2e%2E/baby-crib/", { Cookie: "country=se" }],
    ["dot segments above the root", "/redirects/../../baby-crib/", {}],
    ["a dot segment with an encoded slash", "/redirects/baby-crib/..%2f", {}],
    ["a path outside the prefix until its dots resolve", "/x/../redirects/./baby-crib", {}],
    ["a bare dot-dot", "/..", {}],
  ])("agrees on %s", async (_, target, headers, method) => {
    expectSame(await both(target, headers, method));
  });

  // The answers decided for the cases where the engines used to disagree (ADR 0016): each engine gives them.
  it.each<[string, string, number, string]>([
    [
      "the Kelvin sign is not a k: an unknown link",
      "/redirects/qr-%E2%84%AAitchen-1/",
      302,
      "https://www.hushling.example/",
    ],
    [
      "dot segments resolve before matching",
      "/redirects/x/../baby-crib/",
      301,
      "https://eu.hushling.example/products/cribs/baby-crib/",
    ],
    [
      "a percent-encoded ?country= is no country",
      "/redirects/baby-crib/?country=%73e",
      301,
      "https://eu.hushling.example/products/cribs/baby-crib/",
    ],
  ])("answers %s", async (_, target, status, locationStart) => {
    const result = await both(target);
    expectSame(result);
    expect([result.server.status, result.server.location?.startsWith(locationStart)]).toEqual([status, true]);
  });

  it("never sends a Location outside the storefront hosts, even for hostile requests", async () => {
    const hosts = new Set(storefrontRegistry.storefronts.map((storefront) => `https://${storefront.host}/`));
    const random = seededRandom(7);
    const paths = [...new Set(rules.map((rule) => rule.fromPath))];
    const foreign: string[] = [];
    for (let number = 0; number < 1000; number++) {
      const answer = await exchangeRaw(nginx.port, hostileRequest(random, paths));
      for (const location of answer.headers.get("location") ?? []) {
        if (![...hosts].some((host) => location.startsWith(host))) foreign.push(`#${number}: ${location}`);
      }
    }
    expect(foreign).toEqual([]);
  }, 60_000);
});

if (!runHere) {
  describe("nginx", () => {
    it.skip(`is not installed, so the nginx cross-check did not run: ${nginxMissingMessage}`, () => {});
  });
}
