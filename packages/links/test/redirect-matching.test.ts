import { describe, expect, it } from "vitest";
import {
  buildRedirectIndex,
  chooseRule,
  matchRedirect,
  maxLinkPathLength,
  normaliseLinkPath,
  type RedirectRule,
} from "../src/index.ts";

function rule(fromPath: string, toPath: string, country?: string): RedirectRule {
  return {
    fromPath,
    toPath,
    isPermanent: true,
    ignoreCase: true,
    redirectInBrowser: true,
    ...(country ? { conditions: { country } } : {}),
  };
}

const se = "https://se.hushling.example/produkter/cribs/baby-crib/?utm_source=instagram";
const us = "https://www.hushling.example/products/cribs/baby-crib/?utm_source=instagram";
const eu = "https://eu.hushling.example/products/cribs/baby-crib/?utm_source=instagram";
const rules = [
  rule("/redirects/baby-crib/", se, "se"),
  rule("/redirects/baby-crib/", us, "us"),
  rule("/redirects/baby-crib/", eu),
  rule("/redirects/gift-guide/", "https://eu.hushling.example/pages/gift-guide/"),
];
const index = buildRedirectIndex(rules);

function location(path: string, country?: string): string | undefined {
  const match = matchRedirect(index, path, country);
  return match.kind === "redirect" ? match.location : undefined;
}

describe("buildRedirectIndex", () => {
  it("groups the rules of a path in table order under the lowercased path", () => {
    expect([...index.byPath.keys()]).toEqual(["/redirects/baby-crib/", "/redirects/gift-guide/"]);
    expect(index.byPath.get("/redirects/baby-crib/")?.map((r) => r.conditions?.country)).toEqual([
      "se",
      "us",
      undefined,
    ]);
  });

  it("indexes rules that are not case-insensitive under their exact path", () => {
    const exact = { ...rule("/redirects/Mixed/", se), ignoreCase: false } as unknown as RedirectRule;
    const mixed = buildRedirectIndex([exact]);
    expect(mixed.byPath.has("/redirects/Mixed/")).toBe(true);
    expect(matchRedirect(mixed, "/redirects/Mixed/", undefined).kind).toBe("redirect");
  });
});

describe("matchRedirect", () => {
  it("uses the rule whose country is the visitor's", () => {
    expect(location("/redirects/baby-crib/", "se")).toBe(se);
    expect(location("/redirects/baby-crib/", "us")).toBe(us);
  });

  it("uses the default rule for other, unknown or missing countries", () => {
    expect(location("/redirects/baby-crib/", "de")).toBe(eu);
    expect(location("/redirects/baby-crib/", "zz")).toBe(eu);
    expect(location("/redirects/baby-crib/", "")).toBe(eu);
    expect(location("/redirects/baby-crib/", undefined)).toBe(eu);
  });

  it("accepts the visitor's country in any case", () => {
    expect(location("/redirects/baby-crib/", "SE")).toBe(se);
    expect(location("/redirects/baby-crib/", " Se ")).toBe(se);
  });

  it("returns the rule it used and always its absolute toPath", () => {
    const match = matchRedirect(index, "/redirects/baby-crib/?utm_source=evil", "se");
    expect(match).toEqual({ kind: "redirect", rule: rules[0], location: se });
  });

  it.each([
    "/redirects/baby-crib/",
    "/redirects/baby-crib",
    "/REDIRECTS/BABY-CRIB/",
    "/Redirects/Baby-Crib",
    "/redirects/baby%2Dcrib/",
    "/redirects/baby%2dcrib",
    "/%72edirects/baby-crib/",
    "/redirects/BABY%2DCRIB/",
    "/redirects//baby-crib//",
    "/redirects/baby-crib/?utm_source=someone-else&country=us",
    "/redirects/baby-crib?x=1#top",
    "/redirects/baby-crib/#top",
  ])("tolerates the spelling %s", (path) => {
    expect(location(path, "se")).toBe(se);
  });

  it("never lets the incoming query string reach the target", () => {
    expect(location("/redirects/gift-guide/?utm_source=spam&utm_campaign=x", undefined)).toBe(
      "https://eu.hushling.example/pages/gift-guide/",
    );
  });

  it("names an unknown link under /redirects/ by its lowercased slug", () => {
    expect(matchRedirect(index, "/redirects/No-Such-Link/", "se")).toEqual({
      kind: "unknown-link",
      slug: "no-such-link",
    });
    expect(matchRedirect(index, "/redirects/", "se")).toEqual({ kind: "unknown-link", slug: "" });
    expect(matchRedirect(index, "/redirects", "se")).toEqual({ kind: "unknown-link", slug: "" });
    expect(matchRedirect(index, "/redirects/baby-crib/extra/", "se")).toEqual({
      kind: "unknown-link",
      slug: "baby-crib/extra",
    });
  });

  it("treats a path without a default and without the visitor's country as an unknown link", () => {
    const partial = buildRedirectIndex([rule("/redirects/only-se/", se, "se")]);
    expect(matchRedirect(partial, "/redirects/only-se/", "de")).toEqual({ kind: "unknown-link", slug: "only-se" });
    expect(matchRedirect(partial, "/redirects/only-se/", "se").kind).toBe("redirect");
  });

  // The answers every engine gives (the server, the nginx and Netlify exports, the static pages in a browser).
  it.each<[string, string | undefined, string]>([
    ["/redirects/x/../baby-crib/", eu, "dot segments resolved, as browsers and nginx do before matching"],
    ["/redirects/x/%2e%2E/baby-crib/", eu, "encoded dot segments too"],
    ["/x/../redirects/./baby-crib", eu, "outside the prefix before resolving"],
    ["/redirects//x/..//baby-crib/", eu, "repeated slashes collapse before dots resolve"],
    ["/redirects/baby-crib/.", eu, "a trailing dot"],
  ])("matches %s (%s)", (path, expected) => {
    expect(location(path)).toBe(expected);
  });

  it("folds only A-Z: the Kelvin sign is not a k, so it names an unknown link on every engine", () => {
    expect(location("/redirects/Baby-CRIB/")).toBe(eu);
    const kelvin = matchRedirect(
      buildRedirectIndex([rule("/redirects/qr-kitchen-1/", eu)]),
      "/redirects/qr-%E2%84%AAitchen-1/",
      undefined,
    );
    expect(kelvin).toEqual({ kind: "unknown-link", slug: "qr-\u212aitchen-1" });
    expect(matchRedirect(index, "/redirects/baby-crib/..", undefined)).toEqual({ kind: "unknown-link", slug: "" });
    expect(matchRedirect(index, "/redirects/../admin/", undefined)).toEqual({ kind: "not-a-link" });
  });

  it.each(["/", "/products/cribs/baby-crib/", "/redirectsx/baby-crib/", "/redirect/baby-crib/", "/about/redirects/x/"])(
    "says %s is not a link",
    (path) => {
      expect(matchRedirect(index, path, "se")).toEqual({ kind: "not-a-link" });
    },
  );

  it.each([
    ["", "empty"],
    ["redirects/baby-crib/", "must start with /"],
    ["http://evil.example/redirects/baby-crib/", "must start with /"],
    ["//evil.example/redirects/baby-crib/", "//"],
    ["/%2Fevil.example/redirects/baby-crib/", "//"],
    ["/\\evil.example/redirects/", "backslash"],
    ["/redirects/baby-crib/%5C..%5C", "backslash"],
    ["/redirects/baby-crib/\r\nSet-Cookie: a=b", "control character"],
    ["/redirects/baby-crib/%0d%0aLocation:%20https://evil.example", "control character"],
    ["/redirects/baby%00crib/", "control character"],
    ["/redirects/baby-crib\u2028/", "control character"],
    ["/redirects/%E0%A4%A/", "percent-encoding"],
    ["/redirects/%zz/", "percent-encoding"],
    ["/redirects/%/", "percent-encoding"],
    ["/redirects/../../admin/", "above the root"],
    ["/redirects/%2e%2e/%2E%2e/admin/", "above the root"],
    ["/..", "above the root"],
    [`/redirects/${"a".repeat(maxLinkPathLength)}/`, "longer than"],
  ])("refuses the hostile path %j", (path, reason) => {
    const match = matchRedirect(index, path, "se");
    expect(match.kind).toBe("bad-request");
    expect(match.kind === "bad-request" && match.reason).toContain(reason);
  });

  it("never crashes and never answers outside the table for generated hostile paths", () => {
    const pieces = [
      "/",
      "redirects",
      "REDIRECTS",
      "baby-crib",
      "%",
      "%2F",
      "%2e",
      "%0d%0a",
      "\\",
      "?",
      "#",
      "..",
      "é",
      "%C3%A9",
      "\u0000",
      "//",
      " ",
      "%zz",
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const targets = new Set(rules.map((r) => r.toPath));
    for (let i = 0; i < 5000; i++) {
      const length = 1 + (next() % 8);
      const path = Array.from({ length }, () => pieces[next() % pieces.length]).join("");
      const match = matchRedirect(index, path, ["se", "us", "ZZ", undefined][next() % 4]);
      if (match.kind === "redirect") expect(targets.has(match.location)).toBe(true);
      else expect(["unknown-link", "not-a-link", "bad-request"]).toContain(match.kind);
    }
  });
});

describe("normaliseLinkPath", () => {
  it("gives the canonical spelling, keeping case for the exact lookup", () => {
    expect(normaliseLinkPath("/Redirects/Baby%2DCrib?x")).toEqual({
      kind: "link",
      path: "/Redirects/Baby-Crib/",
      slug: "baby-crib",
    });
  });

  it("refuses values that are not strings", () => {
    expect(normaliseLinkPath(undefined).kind).toBe("bad-request");
    expect(normaliseLinkPath(42).kind).toBe("bad-request");
  });
});

describe("chooseRule", () => {
  it("prefers the first rule of a country listed twice, as the table order says", () => {
    const twice = [rule("/redirects/x/", se, "se"), rule("/redirects/x/", us, "se"), rule("/redirects/x/", eu)];
    expect(chooseRule(twice, "se")?.toPath).toBe(se);
  });
});
