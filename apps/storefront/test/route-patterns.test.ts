import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { languageOfPath, languageSegment, routePattern } from "../app/site/routing/route-patterns.ts";
import { isStatusDocument, servedAtOwnAddress, statusOfPath } from "../app/site/routing/status-page-kind.ts";

describe("routePattern", () => {
  it("turns a product template into a React Router pattern", () => {
    expect(routePattern("", "/products/{category}/{product}/")).toBe("products/:category/:product");
  });

  it("puts a non-default language under its prefix", () => {
    expect(routePattern("/fr", "/produits/{category}/{product}/")).toBe("fr/produits/:category/:product");
  });

  it("gives the empty pattern for the default home page", () => {
    expect(routePattern("", "/")).toBe("");
  });

  it("keeps the Korean product route without a category", () => {
    expect(routePattern("", "/product/{product}")).toBe("product/:product");
  });
});

describe("languageOfPath", () => {
  const hk = storefrontRegistry.byId("hk");
  const eu = storefrontRegistry.byId("eu");

  it("reads an unprefixed path as the default language", () => {
    expect(languageOfPath(eu.languages, "/products/bouncers/bouncer-bliss/")).toBe("en");
  });

  it("reads the language prefix", () => {
    expect(languageOfPath(eu.languages, "/de/products/bouncers/bouncer-bliss/")).toBe("de");
  });

  it("matches a mixed-case language code from its lowercase prefix", () => {
    expect(languageOfPath(hk.languages, "/en/")).toBe("en");
    expect(languageOfPath(hk.languages, "/zh-hant/")).toBe("zh-Hant");
  });

  it("does not treat a prefix for the default language as a language", () => {
    expect(languageOfPath(eu.languages, "/en/")).toBe("en");
    expect(languageOfPath(hk.languages, "/")).toBe("zh-Hant");
  });
});

describe("statusOfPath", () => {
  it("shows the server-error page at /500, /500/ and /500.html", () => {
    expect(statusOfPath("/500")).toBe(500);
    expect(statusOfPath("/500/")).toBe(500);
    expect(statusOfPath("/500.html")).toBe(500);
    expect(statusOfPath("/fr/500/")).toBe(500);
  });

  it("shows not-found everywhere else", () => {
    expect(statusOfPath("/404.html")).toBe(404);
    expect(statusOfPath("/products/500/")).toBe(404);
    expect(statusOfPath("/no-such-page")).toBe(404);
  });
});

describe("languageSegment", () => {
  it("is empty for default-language paths", () => {
    expect(languageSegment("/products/bouncers/bouncer-bliss/")).toBe("");
    expect(languageSegment("/")).toBe("");
  });

  it("reads two-letter and script-tagged prefixes", () => {
    expect(languageSegment("/de/products/")).toBe("de");
    expect(languageSegment("/zh-Hant/")).toBe("zh-hant");
  });
});

describe("servedAtOwnAddress", () => {
  it("lets every ordinary page hydrate", () => {
    expect(servedAtOwnAddress(undefined, "/products/cribs/baby-crib/")).toBe(true);
  });

  it("lets the not-found page hydrate at /404, /404/ and /404.html only", () => {
    for (const path of ["/404", "/404/", "/404.html"]) expect(servedAtOwnAddress("/404/", path)).toBe(true);
    expect(servedAtOwnAddress("/404/", "/de/no-such-page")).toBe(false);
    expect(servedAtOwnAddress("/500/", "/404/")).toBe(false);
  });

  it("knows which prerendered pages are status documents", () => {
    expect(isStatusDocument("/404/")).toBe(true);
    expect(isStatusDocument("/500/")).toBe(true);
    expect(isStatusDocument("/pages/404/")).toBe(false);
  });
});
