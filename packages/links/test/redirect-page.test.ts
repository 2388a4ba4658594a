import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { allCountries } from "@hushling/countries";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildRedirectIndex,
  buildRedirectPage,
  matchRedirect,
  type RedirectRule,
  recoveredLinkPath,
  redirectPageData,
  redirectRecoveryScript,
  resolveVisitorCountry,
  timeZoneCountries,
  type VisitorSignals,
} from "../src/index.ts";
import { loadRedirectRules } from "../src/node/index.ts";
import { timeZoneKey } from "../src/time-zone-key.ts";
import { fakeBrowser, redirectPageScript } from "./fake-browser.ts";
import { ianaAreaPrefixes, ianaTimeZoneNames } from "./iana-time-zones.ts";

const browserRun = fakeBrowser();

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function inlineScript(html: string): vm.Script {
  expect([...html.matchAll(/<script>/g)]).toHaveLength(1);
  return redirectPageScript(html);
}

let rules: RedirectRule[];
let paths: string[];
beforeAll(async () => {
  rules = await loadRedirectRules();
  paths = [...new Set(rules.map((rule) => rule.fromPath))];
});

describe("buildRedirectPage", () => {
  it("stays under the 2 KB gzipped hard limit for every link", () => {
    for (const fromPath of paths) {
      const size = gzipSync(buildRedirectPage(fromPath, rules)).length;
      expect(size, fromPath).toBeLessThan(2048);
    }
  });

  it("is a blank, noindex page with one inline script and a noscript fallback to the default", () => {
    const html = buildRedirectPage("/redirects/baby-crib/", rules);
    const fallback =
      "https://eu.hushling.example/products/cribs/baby-crib/?utm_source=instagram&amp;utm_medium=social-redirects&amp;utm_campaign=baby-crib";
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="0;url=${fallback}"></noscript>`);
    expect(html).toContain(`<body><noscript><a href="${fallback}">`);
    expect(html).not.toMatch(/<script[^>]*src=|<link|<img|<style/);
    expect(html.replace(/<script>[\s\S]*<\/script>|<noscript>[\s\S]*?<\/noscript>|<[^>]+>/g, "").trim()).toBe(
      "Hushling",
    );
  });

  it("refuses a link without a default rule", () => {
    const only = rules.filter((rule) => rule.fromPath === "/redirects/cradle/" && rule.conditions);
    expect(() => buildRedirectPage("/redirects/cradle/", only)).toThrow("No default rule for /redirects/cradle/");
  });

  it("sends every (link, country) pair given by ?country= or the country cookie where the data says", () => {
    const index = buildRedirectIndex(rules);
    for (const fromPath of paths) {
      const script = inlineScript(buildRedirectPage(fromPath, rules));
      const countries = [
        ...rules.filter((r) => r.fromPath === fromPath).map((r) => r.conditions?.country ?? ""),
        "br",
        "zz",
      ];
      for (const country of countries) {
        const match = matchRedirect(index, fromPath, country || undefined);
        const expected = match.kind === "redirect" ? match.location : "";
        expect(
          browserRun(script, { search: `?country=${country.toUpperCase()}`, cookie: "", languages: [] }),
          `${fromPath} ?country=${country}`,
        ).toBe(expected);
        expect(
          browserRun(script, { search: "", cookie: `consent=1; country=${country}`, languages: [] }),
          `${fromPath} cookie ${country}`,
        ).toBe(expected);
      }
    }
  });

  it("decides exactly like resolveVisitorCountry + matchRedirect for generated browser signals", () => {
    const zones = [...timeZoneCountries.keys()].map((zone) => (zone.endsWith("/") ? `${zone}Somewhere` : zone));
    zones.push("UTC", "Etc/GMT+2", "Europe/Oslo", "America/Sao_Paulo", "Australia/", "", " Europe/Paris ", "Mars/Base");
    const codes = [
      "se",
      "SE",
      " de ",
      "us",
      "br",
      "zz",
      "xk",
      "",
      "s",
      "swe",
      "<b>",
      "%73e",
      "\u212Ar",
      "tw",
      "cy",
      "si",
      "nl",
      "au",
    ];
    const tags = [
      "en-US",
      "sv-SE",
      "zh-Hant-TW",
      "zh_HK",
      "pt-BR",
      "fr",
      "es-419",
      "ko-KR",
      "en-ZZ",
      "",
      "nl-BE",
      "de-AT",
    ];
    const random = seededRandom(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const index = buildRedirectIndex(rules);
    let compared = 0;
    for (const fromPath of paths) {
      const script = inlineScript(buildRedirectPage(fromPath, rules));
      for (let i = 0; i < 120; i++) {
        const search = pick([
          "",
          `?country=${pick(codes)}`,
          `?utm_source=x&country=${pick(codes)}`,
          `?COUNTRY=${pick(codes)}`,
          "?country",
          "?se",
        ]);
        const cookie = pick([
          "",
          `country=${pick(codes)}`,
          `a=1; country=${pick(codes)}; country=se`,
          pick(codes),
          "countryx=se",
          ` country = ${pick(codes)} ;x=1`,
          `xcountry=se; country=${pick(codes)}`,
          "=se; country",
          "a=country=se",
        ]);
        const timeZone = pick([...zones, undefined]);
        const languages = pick([[], [pick(tags)], [pick(tags), pick(tags)], [7, pick(tags)]]) as string[];
        const signals: VisitorSignals = { query: search, cookie, timeZone: timeZone ?? null, languages };
        const match = matchRedirect(index, fromPath, resolveVisitorCountry(signals));
        const expected = match.kind === "redirect" ? match.location : "";
        expect(
          browserRun(script, { search, cookie, timeZone, languages }),
          JSON.stringify({ fromPath, ...signals }),
        ).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBe(51 * 120);
  });

  it("sends visitors of every covered time zone to their country's target", () => {
    const index = buildRedirectIndex(rules);
    const script = inlineScript(buildRedirectPage("/redirects/baby-crib/", rules));
    for (const [zone, country] of timeZoneCountries) {
      const timeZone = zone.endsWith("/") ? `${zone}Perth` : zone;
      const match = matchRedirect(index, "/redirects/baby-crib/", country);
      expect(browserRun(script, { search: "", cookie: "", timeZone, languages: ["en-US"] }), zone).toBe(
        match.kind === "redirect" && match.location,
      );
    }
  });

  it("places a visitor by every zone name tzdata knows exactly as resolveVisitorCountry does", () => {
    const index = buildRedirectIndex(rules);
    const zones = [...ianaTimeZoneNames, ...ianaAreaPrefixes, ...ianaAreaPrefixes.map((prefix) => `${prefix}X/`)];
    // baby-crib defaults to the EU storefront, bouncer-bliss to the US one
    for (const fromPath of ["/redirects/baby-crib/", "/redirects/bouncer-bliss/"]) {
      const script = inlineScript(buildRedirectPage(fromPath, rules));
      for (const timeZone of zones) {
        const languages = ["zh-HK"];
        const match = matchRedirect(index, fromPath, resolveVisitorCountry({ timeZone, languages }));
        expect(browserRun(script, { search: "", cookie: "", timeZone, languages }), timeZone).toBe(
          match.kind === "redirect" && match.location,
        );
      }
    }
  });

  it("reads the region of each browser language as resolveVisitorCountry does", () => {
    const index = buildRedirectIndex(rules);
    const tags = [
      "en-US",
      "sv-SE",
      "zh-Hant-TW",
      "zh_HK",
      "pt-BR",
      "fr",
      "es-419",
      "ko-KR",
      "en-ZZ",
      "nl-BE",
      "de-AT",
      " ja-JP ",
    ];
    for (const fromPath of ["/redirects/baby-crib/", "/redirects/bouncer-bliss/"]) {
      const script = inlineScript(buildRedirectPage(fromPath, rules));
      for (const tag of tags) {
        const match = matchRedirect(index, fromPath, resolveVisitorCountry({ languages: [tag] }));
        expect(browserRun(script, { search: "", cookie: "", timeZone: "UTC", languages: [tag] }), tag).toBe(
          match.kind === "redirect" && match.location,
        );
      }
      for (const count of [15, 16]) {
        const languages = [...Array.from({ length: count }, () => "en"), "sv-SE"];
        const match = matchRedirect(index, fromPath, resolveVisitorCountry({ languages }));
        expect(browserRun(script, { search: "", cookie: "", languages }), `${count} languages`).toBe(
          match.kind === "redirect" && match.location,
        );
      }
    }
  });

  it("packs the shared query once and marks a target that has its own (or none)", () => {
    const data = redirectPageData("/redirects/bouncer-bliss/", rules);
    expect(data.defaultTarget).toMatch(/^https:\/\/www\.hushling\.example\/products\/bouncers\/bouncer-bliss\/\?utm_/);
    expect(data.query).toBe(new URL(data.defaultTarget).search);
    expect(data.targets[0]).toBe("www.hushling.example/products/bouncers/bouncer-bliss/");
    expect(data.targets).toContain("au.hushling.example/products/bouncers/bouncer-bliss/#");
    expect(data.countryTargets).toMatch(/^([a-z]{2}[B-Z])+$/);
    expect(data.zones).toMatch(/^([0-9a-z]{3}[A-Z])+$/);
    const canada = data.countryTargets.slice(data.countryTargets.indexOf("ca") + 2)[0];
    expect(data.zones).toContain(timeZoneKey("America/Toronto") + canada);
    expect(data.zones).not.toContain(timeZoneKey("America/New_York"));
  });

  it("refuses a link with more distinct targets than the page encoding can name", () => {
    const base = { fromPath: "/redirects/x/", isPermanent: true, ignoreCase: true, redirectInBrowser: true } as const;
    const codes = allCountries()
      .map(({ iso2 }) => iso2.toLowerCase())
      .slice(0, 27);
    const many: RedirectRule[] = [
      ...codes.map((country, i) => ({
        ...base,
        toPath: `https://www.hushling.example/pages/p${i}/`,
        conditions: { country },
      })),
      { ...base, toPath: "https://www.hushling.example/" },
    ];
    expect(() => buildRedirectPage("/redirects/x/", many)).toThrow("more than 26 distinct targets");
    expect(() => buildRedirectPage("/redirects/x/", many.slice(2))).not.toThrow();
  });

  it("falls back to the default target when reading the browser throws", () => {
    const html = buildRedirectPage("/redirects/baby-crib/", rules);
    let target: string | undefined;
    // No `document`: reading the cookie throws before any signal has decided.
    inlineScript(html).runInContext(
      vm.createContext({ location: { search: "?x=1", replace: (url: string) => (target = url) }, atob }),
    );
    expect(target).toMatch(/^https:\/\/eu\.hushling\.example\//);
  });
});

describe("redirectRecoveryScript", () => {
  function recover(pathname: string): string | undefined {
    let target: string | undefined;
    vm.runInNewContext(redirectRecoveryScript, {
      location: { pathname, search: "?country=se", hash: "", replace: (url: string) => (target = url) },
    });
    return target;
  }

  it.each([
    ["/redirects/Baby-Crib/", "/redirects/baby-crib/"],
    ["/REDIRECTS/BABY-CRIB", "/redirects/baby-crib/"],
    ["/redirects/baby%2Dcrib", "/redirects/baby-crib/"],
    ["/redirects/baby-crib", "/redirects/baby-crib/"],
    ["/redirects//baby-crib//", "/redirects/baby-crib/"],
  ])("sends %s to %s, keeping the query", (pathname, expected) => {
    expect(recoveredLinkPath(pathname)).toBe(expected);
    expect(recover(pathname)).toBe(`${expected}?country=se`);
  });

  it.each([
    ["/redirects/baby-crib/"],
    ["/redirects/no-such-link/"],
    ["/redirects/qr-%E2%84%AAitchen-1/"],
    ["/products/Cribs/"],
    ["/redirects/%E0%A4%A/"],
    ["/redirects/Caf%C3%A9/"],
    ["/redirects/a/B/"],
    ["//evil.example/redirects/x/"],
  ])("leaves %s alone (already canonical, not a link, or not recoverable)", (pathname) => {
    expect(recoveredLinkPath(pathname)).toBeUndefined();
    expect(recover(pathname)).toBeUndefined();
  });

  it("never redirects twice: the recovered path is its own canonical form", () => {
    for (const pathname of ["/Redirects/X-Y", "/redirects/%41b/", "/REDIRECTS//Q_1.2"]) {
      const once = recoveredLinkPath(pathname);
      expect(once).toBeDefined();
      expect(recoveredLinkPath(once as string)).toBeUndefined();
    }
  });
});
