import {
  pageAlternates as alternates,
  type BuiltSite,
  deadLinkTargets,
  misdirectedLinkTargets,
  pageExists,
} from "@hushling/links";
import { describe, expect, it } from "vitest";
import { crawl, internalImages, internalLinks, pagePathOf } from "../scripts/build-crawl.ts";

describe("pageExists", () => {
  const files = new Set(["/index.html", "/products/a/b/index.html", "/product/x/index.html", "/404.html"]);

  it("serves a folder's index.html for a path with a slash", () => {
    expect(pageExists(files, "/products/a/b/")).toBe(true);
    expect(pageExists(files, "/products/a/")).toBe(false);
  });

  it("serves a file or a folder for a path without a slash", () => {
    expect(pageExists(files, "/404.html")).toBe(true);
    expect(pageExists(files, "/product/x")).toBe(true);
    expect(pageExists(files, "/product/y")).toBe(false);
  });

  it("ignores query and hash", () => {
    expect(pageExists(files, "/products/a/b/?sort=name#top")).toBe(true);
  });
});

describe("HTML extraction", () => {
  const html =
    '<a href="/products/a/" data-x="1">A</a><a href="https://elsewhere.example/">B</a><a href="//cdn.example/x">C</a>' +
    '<link rel="alternate" hrefLang="de" href="https://eu.example/de/"/><link rel="canonical" href="https://eu.example/"/>';

  it("finds internal links only", () => {
    expect(internalLinks(html)).toEqual(["/products/a/"]);
  });

  it("finds hreflang alternates whatever the attribute case", () => {
    expect(alternates(html)).toEqual([{ hreflang: "de", href: "https://eu.example/de/" }]);
  });

  it("finds the site's own images: img src, srcset candidates and an og:image on its origin", () => {
    const page =
      '<meta property="og:image" content="https://eu.example/images/a.0123456789.svg"/>' +
      '<meta property="og:image" content="https://cdn.example/b.png"/>' +
      '<img src="/images/c.svg" srcset="/images/c-400.png 400w, /images/c-800.png 800w" alt=""/>' +
      '<img src="https://elsewhere.example/d.png" alt=""/>';
    expect(internalImages(page, "https://eu.example")).toEqual([
      "/images/c.svg",
      "/images/c-400.png",
      "/images/c-800.png",
      "/images/a.0123456789.svg",
    ]);
  });

  it("maps an index file to its page path", () => {
    expect(pagePathOf("/fr/pages/x/index.html")).toBe("/fr/pages/x/");
    expect(pagePathOf("/404.html")).toBe("/404.html");
  });
});

describe("crawl", () => {
  const alternate = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
  const us: BuiltSite = { id: "us", origin: "https://us.example", files: new Set(["/index.html", "/a/index.html"]) };
  const eu: BuiltSite = { id: "eu", origin: "https://eu.example", files: new Set(["/index.html"]) };

  it("reports nothing for linked, existing, reciprocal pages", () => {
    const html: Record<string, string> = {
      "us/index.html": `<a href="/a/">a</a>${alternate("en-US", "https://us.example/")}${alternate("en", "https://eu.example/")}`,
      "us/a/index.html": '<a href="/">home</a>',
      "eu/index.html": `${alternate("en-US", "https://us.example/")}${alternate("en", "https://eu.example/")}`,
    };
    const result = crawl([us, eu], (site, file) => html[`${site.id}${file}`] ?? "");
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(3);
  });

  it("reports a link to a page the build did not write", () => {
    const result = crawl([eu], () => '<a href="/missing/">x</a>');
    expect(result.problems).toEqual([{ site: "eu", page: "/", kind: "broken-link", target: "/missing/" }]);
  });

  it("reports an image file the build does not have as a broken link", () => {
    const site: BuiltSite = { ...eu, files: new Set(["/index.html", "/images/there.0123456789.svg"]) };
    const result = crawl(
      [site],
      () => '<img src="/images/there.0123456789.svg" alt=""/><img src="/images/gone.0123456789.svg" alt=""/>',
    );
    expect(result.problems).toEqual([
      { site: "eu", page: "/", kind: "broken-link", target: "/images/gone.0123456789.svg" },
    ]);
    expect(result.images).toBe(2);
  });

  it("reports an alternate pointing at a missing page or an unknown host", () => {
    const result = crawl(
      [eu],
      () => `${alternate("en", "https://eu.example/nope/")}${alternate("x", "https://other.example/")}`,
    );
    expect(result.problems.map((problem) => problem.kind)).toEqual(["broken-alternate", "broken-alternate"]);
  });

  it("reports a link, canonical or alternate naming a folder without its slash, which the host redirects", () => {
    const kr: BuiltSite = {
      id: "kr",
      origin: "https://kr.example",
      files: new Set(["/index.html", "/product/baby-crib/index.html", "/favicon.svg"]),
    };
    const html =
      '<a href="/product/baby-crib">crib</a><a href="/product/baby-crib/">crib</a><a href="/favicon.svg">icon</a>' +
      '<link rel="canonical" href="https://kr.example/product/baby-crib"/>' +
      alternate("ko", "https://kr.example/product/baby-crib");
    const result = crawl([kr], (_site, file) => (file === "/index.html" ? html : ""));
    expect(result.problems.filter((problem) => problem.kind === "redirected-link")).toEqual([
      { site: "kr", page: "/", kind: "redirected-link", target: "/product/baby-crib" },
      { site: "kr", page: "/", kind: "redirected-link", target: "https://kr.example/product/baby-crib" },
      { site: "kr", page: "/", kind: "redirected-link", target: "https://kr.example/product/baby-crib" },
    ]);
  });

  it("reports an alternate that does not link back", () => {
    const html: Record<string, string> = {
      "us/index.html": alternate("en", "https://eu.example/"),
      "eu/index.html": alternate("en", "https://eu.example/"),
    };
    const result = crawl([us, eu], (site, file) => html[`${site.id}${file}`] ?? "");
    expect(result.problems).toContainEqual({
      site: "us",
      page: "https://us.example",
      kind: "one-way-alternate",
      target: "https://eu.example",
    });
  });
});

describe("deadLinkTargets", () => {
  const fr: BuiltSite = {
    id: "fr",
    origin: "https://fr.example",
    files: new Set(["/produits/cribs/baby-crib/index.html"]),
  };

  it("accepts a target that is a built page, whatever its tracking parameters", () => {
    const rules = [
      { fromPath: "/redirects/baby-crib/", toPath: "https://fr.example/produits/cribs/baby-crib/?utm_source=qr" },
    ];
    expect(deadLinkTargets(rules, [fr])).toEqual([]);
  });

  it("names the link and the target that lands nowhere", () => {
    const rules = [{ fromPath: "/redirects/cradle/", toPath: "https://fr.example/produits/cradles/cradle/" }];
    expect(deadLinkTargets(rules, [fr])).toEqual([
      {
        site: "fr",
        page: "/redirects/cradle/",
        kind: "dead-short-link",
        target: "https://fr.example/produits/cradles/cradle/",
      },
    ]);
  });

  it("skips storefronts that were not built", () => {
    expect(deadLinkTargets([{ fromPath: "/redirects/x/", toPath: "https://jp.example/" }], [fr])).toEqual([]);
  });
});

describe("misdirectedLinkTargets", () => {
  const page = (canonical: string, xDefault: string) =>
    `<link rel="canonical" href="${canonical}"><link rel="alternate" hreflang="x-default" href="${xDefault}">`;
  const alias = (canonical: string) =>
    `<link rel="canonical" href="${canonical}"><script>location.replace("/")</script>`;
  const crib = "https://us.example/products/cribs/baby-crib/";
  const html: Record<string, string> = {
    "us/products/cribs/baby-crib/index.html": page(crib, crib),
    "fr/produits/lits/lit/index.html": page("https://fr.example/produits/lits/lit/", crib),
    "fr/produits/cribs/baby-crib/index.html": alias("https://fr.example/produits/lits/lit/"),
    "fr/produits/lits/berceau/index.html": page("https://fr.example/produits/lits/berceau/", "https://us.example/x/"),
  };
  const sites: BuiltSite[] = [
    { id: "us", origin: "https://us.example", files: new Set(["/products/cribs/baby-crib/index.html"]) },
    {
      id: "fr",
      origin: "https://fr.example",
      files: new Set([
        "/produits/lits/lit/index.html",
        "/produits/cribs/baby-crib/index.html",
        "/produits/lits/berceau/index.html",
      ]),
    },
  ];
  const read = (site: BuiltSite, file: string) => html[`${site.id}${file}`] ?? "";
  const check = (targets: { toPath: string; mayDiffer?: boolean }[]) =>
    misdirectedLinkTargets(
      [{ fromPath: "/redirects/x/", targets: targets.map((target) => ({ mayDiffer: false, ...target })) }],
      sites,
      read,
    ).map((problem) => `${problem.kind} ${problem.target}`);

  it("accepts targets that are the same page in each storefront's own address", () => {
    expect(check([{ toPath: `${crib}?utm_source=a` }, { toPath: "https://fr.example/produits/lits/lit/" }])).toEqual(
      [],
    );
  });

  it("refuses an address the build only redirects from", () => {
    expect(check([{ toPath: crib }, { toPath: "https://fr.example/produits/cribs/baby-crib/?utm_source=a" }])).toEqual([
      "short-link-to-alias https://fr.example/produits/cribs/baby-crib/?utm_source=a",
    ]);
  });

  it("refuses another page unless the rule records a quirk", () => {
    const other = "https://fr.example/produits/lits/berceau/";
    expect(check([{ toPath: crib }, { toPath: "https://fr.example/produits/lits/lit/" }, { toPath: other }])).toEqual([
      `short-link-to-other-page ${other}`,
    ]);
    expect(check([{ toPath: crib }, { toPath: other, mayDiffer: true }])).toEqual([]);
  });
});
