import type { RedirectRule } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LinksServer, startLinksServer } from "../src/index.ts";
import { headerOf, send } from "./raw-http.ts";

let rules: RedirectRule[];
let server: LinksServer;

/** The default rule of each link, straight from the content. */
function defaults(): Map<string, RedirectRule> {
  const found = new Map<string, RedirectRule>();
  for (const rule of rules) if (!rule.conditions && !found.has(rule.fromPath)) found.set(rule.fromPath, rule);
  return found;
}

const countryRules = (): RedirectRule[] => rules.filter((rule) => rule.conditions !== undefined);

beforeAll(async () => {
  rules = await loadRedirectRules();
  server = await startLinksServer({
    host: "127.0.0.1",
    port: 0,
    maxAgeSeconds: 120,
    trustedCountryHeaders: ["cloudfront-viewer-country"],
    watch: false,
    reloadOnSighup: false,
    log: false,
  });
});

afterAll(async () => {
  await server?.close();
});

describe("every link and country through the server", () => {
  it("serves every link of the content, with a default rule each", () => {
    expect(defaults().size).toBe(51);
    expect(server.table.linkCount).toBe(51);
  });

  it("sends each country from the trusted edge header to its own rule's target with a 301", async () => {
    for (const rule of countryRules()) {
      const answer = await send(server.url, rule.fromPath, {
        headers: { "CloudFront-Viewer-Country": rule.conditions?.country.toUpperCase() ?? "" },
      });
      expect([rule.fromPath, rule.conditions?.country, answer.status, headerOf(answer, "location")]).toEqual([
        rule.fromPath,
        rule.conditions?.country,
        301,
        rule.toPath,
      ]);
    }
  });

  it("sends each country from ?country= and from the country cookie to the same target", async () => {
    for (const rule of countryRules()) {
      const country = rule.conditions?.country ?? "";
      const byQuery = await send(server.url, `${rule.fromPath}?country=${country}`);
      const byCookie = await send(server.url, rule.fromPath, { headers: { Cookie: `consent=1; country=${country}` } });
      expect([rule.fromPath, country, headerOf(byQuery, "location"), headerOf(byCookie, "location")]).toEqual([
        rule.fromPath,
        country,
        rule.toPath,
        rule.toPath,
      ]);
    }
  });

  it("sends a visitor with no country, or a country without a rule, to the default target", async () => {
    for (const [fromPath, rule] of defaults()) {
      const anonymous = await send(server.url, fromPath);
      const brazil = await send(server.url, fromPath, { headers: { "CloudFront-Viewer-Country": "BR" } });
      expect([fromPath, headerOf(anonymous, "location"), headerOf(brazil, "location")]).toEqual([
        fromPath,
        rule.toPath,
        rule.toPath,
      ]);
    }
  });

  it("marks a redirect permanent, private to the browser for the configured time, and varying by country signals", async () => {
    const answer = await send(server.url, "/redirects/baby-crib/", { headers: { "CloudFront-Viewer-Country": "de" } });
    expect(answer.status).toBe(301);
    expect(headerOf(answer, "cache-control")).toBe("private, max-age=120");
    expect(headerOf(answer, "vary")).toBe("Cookie, CloudFront-Viewer-Country, Accept-Language");
  });
});

describe("spellings of a link", () => {
  const crib = (): RedirectRule | undefined =>
    rules.find((rule) => rule.fromPath === "/redirects/baby-crib/" && rule.conditions?.country === "se");

  it.each([
    ["a missing trailing slash", "/redirects/baby-crib?country=se"],
    ["mixed case", "/Redirects/BABY-Crib/?country=se"],
    ["percent-encoded letters", "/redirects/baby%2Dcri%62/?country=se"],
    ["repeated slashes", "/redirects//baby-crib//?country=se"],
    ["the visitor's own utm parameters", "/redirects/baby-crib/?utm_source=spam&country=se&utm_campaign=x"],
  ])("still redirects with %s, keeping the brand's tracking", async (_, target) => {
    const answer = await send(server.url, target);
    expect(answer.status).toBe(301);
    expect(headerOf(answer, "location")).toBe(crib()?.toPath);
  });
});

describe("choosing the visitor's country", () => {
  const target = (country: string) =>
    rules.find((rule) => rule.fromPath === "/redirects/baby-crib/" && rule.conditions?.country === country)?.toPath;

  it("prefers ?country= over the cookie, the cookie over the edge header, the header over Accept-Language", async () => {
    const all = { Cookie: "country=fr", "CloudFront-Viewer-Country": "IT", "Accept-Language": "nl-NL,nl;q=0.9" };
    const location = async (path: string, headers: Record<string, string>) =>
      headerOf(await send(server.url, path, { headers }), "location");
    expect(await location("/redirects/baby-crib/?country=se", all)).toBe(target("se"));
    expect(await location("/redirects/baby-crib/", all)).toBe(target("fr"));
    expect(await location("/redirects/baby-crib/", { ...all, Cookie: "" })).toBe(target("it"));
    expect(await location("/redirects/baby-crib/", { "Accept-Language": "nl-NL,nl;q=0.9" })).toBe(target("nl"));
  });

  it("skips an invalid signal and uses the next one", async () => {
    const answer = await send(server.url, "/redirects/baby-crib/?country=zz", {
      headers: { Cookie: "country=germany; x=1", "CloudFront-Viewer-Country": "JP" },
    });
    expect(headerOf(answer, "location")).toBe(target("jp"));
  });

  it("ignores edge country headers that are not configured as trusted", async () => {
    const answer = await send(server.url, "/redirects/baby-crib/", { headers: { "CF-IPCountry": "SE" } });
    expect(headerOf(answer, "location")).toBe(defaults().get("/redirects/baby-crib/")?.toPath);
  });
});

describe("other answers", () => {
  it("answers HEAD exactly like GET, without a body", async () => {
    const get = await send(server.url, "/redirects/gift-guide/?country=au");
    const head = await send(server.url, "/redirects/gift-guide/?country=au", { method: "HEAD" });
    expect(head.status).toBe(get.status);
    expect(headerOf(head, "location")).toBe(headerOf(get, "location"));
    expect(headerOf(head, "cache-control")).toBe(headerOf(get, "cache-control"));
    expect(head.body).toBe("");
  });

  it.each([
    ["de", "https://de.hushling.example/"],
    ["at", "https://eu.hushling.example/"],
    ["tw", "https://hk.hushling.example/"],
    ["br", "https://www.hushling.example/"],
  ])("sends an unknown link from %s to that storefront's home page, uncached", async (country, home) => {
    const answer = await send(server.url, `/redirects/no-such-link/?country=${country}`);
    expect(answer.status).toBe(302);
    expect(headerOf(answer, "location")).toBe(home);
    expect(headerOf(answer, "cache-control")).toBe("no-store");
  });

  it("sends an unknown link without any country to the US home page", async () => {
    const answer = await send(server.url, "/redirects/");
    expect([answer.status, headerOf(answer, "location")]).toEqual([302, "https://www.hushling.example/"]);
  });

  it("answers an address outside /redirects/ with a short plain-text 404", async () => {
    const answer = await send(server.url, "/products/baby-crib/");
    expect(answer.status).toBe(404);
    expect(headerOf(answer, "content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.body).toContain("/redirects/");
    expect(headerOf(answer, "location")).toBeUndefined();
  });

  it("refuses methods other than GET and HEAD with 405", async () => {
    const answer = await send(server.url, "/redirects/baby-crib/", { method: "POST" });
    expect(answer.status).toBe(405);
    expect(headerOf(answer, "allow")).toBe("GET, HEAD");
  });

  it("refuses to start on a port that is taken, instead of serving nothing", async () => {
    await expect(
      startLinksServer({ host: "127.0.0.1", port: server.port, watch: false, reloadOnSighup: false, log: false }),
    ).rejects.toThrow("EADDRINUSE");
  });

  it("reports health with the size of the table", async () => {
    const answer = await send(server.url, "/health");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "ok", links: 51, rules: rules.length });
  });
});

describe("configured storefront hosts", () => {
  it("builds every Location, including the unknown-link home, on the configured hosts", async () => {
    const configured = await startLinksServer({
      host: "127.0.0.1",
      port: 0,
      storefronts: createStorefrontRegistry({ us: "www.brand.test", de: "de.brand.test" }),
      watch: false,
      reloadOnSighup: false,
      log: false,
    });
    try {
      const link = await send(configured.url, "/redirects/baby-crib/?country=de");
      const home = await send(configured.url, "/redirects/no-such-link/?country=us");
      expect(headerOf(link, "location")).toMatch(/^https:\/\/de\.brand\.test\/products\/babybetten\/babybett\//);
      expect(headerOf(home, "location")).toBe("https://www.brand.test/");
    } finally {
      await configured.close();
    }
  });
});
