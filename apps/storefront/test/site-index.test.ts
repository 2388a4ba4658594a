import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { absoluteUrl, alternatesOf, hreflangOf, type SitePage, storefrontPages } from "../app/site/seo/site-index.ts";
import { robotsTxt, sitemapXml } from "../app/site/seo/sitemap.ts";
import { bouncerBliss, catalog as fixture } from "./catalog-fixture.ts";

const storefronts = storefrontRegistry.storefronts;
const byId = storefrontRegistry.byId;

const catalog = fixture;
const bouncers = fixture.categories[0] ?? { key: "", slug: "", name: "", description: "", parent: null, children: [] };

describe("storefrontPages", () => {
  it("lists home, stores, categories, products and content pages with localised paths", () => {
    const pages = storefrontPages(byId("eu"), "fr", catalog, ["gift-guide"]);
    expect(pages.map((page) => [page.key, page.path])).toEqual([
      ["home", "/fr/"],
      ["stores", "/fr/stores/"],
      ["category:bouncers", "/fr/produits/bouncers/"],
      ["product:bouncer-bliss", "/fr/produits/bouncers/bouncer-bliss/"],
      ["page:gift-guide", "/fr/pages/gift-guide/"],
    ]);
  });

  it("uses the Japanese category route and the Korean product route", () => {
    const japanese = storefrontPages(byId("jp"), "ja", catalog, []);
    expect(japanese.find((page) => page.kind === "category")?.path).toBe("/product-category/bouncers/");
    const korean = storefrontPages(byId("kr"), "ko", catalog, []);
    expect(korean.find((page) => page.kind === "product")?.path).toBe("/product/bouncer-bliss/");
  });

  it("uses /paginas/ for Spanish content pages", () => {
    expect(storefrontPages(byId("es"), "es", catalog, ["gift-guide"]).at(-1)?.path).toBe("/paginas/gift-guide/");
  });

  it("gives add-ons in no category no page", () => {
    expect(storefrontPages(byId("us"), "en", catalog, []).map((page) => page.key)).not.toContain("product:gift-box");
  });
});

describe("localised slugs", () => {
  const french = {
    categories: [{ ...bouncers, slug: "transats" }],
    products: [{ ...bouncerBliss, slug: "transat-bliss" }],
  };
  const pages = storefrontPages(byId("fr"), "fr", french, []);

  it("uses the language's slugs in addresses and the English slugs in keys", () => {
    expect(pages.find((page) => page.kind === "product")).toMatchObject({
      key: "product:bouncer-bliss",
      path: "/produits/transats/transat-bliss/",
      alias: "/produits/bouncers/bouncer-bliss/",
    });
    expect(pages.find((page) => page.kind === "category")).toMatchObject({
      key: "category:bouncers",
      path: "/produits/transats/",
      alias: "/produits/bouncers/",
    });
  });

  it("has no alias when the slugs are already English", () => {
    expect(storefrontPages(byId("us"), "en", catalog, []).filter((page) => page.alias)).toEqual([]);
  });
});

describe("hreflangOf", () => {
  it("names the country of a single-country storefront", () => {
    expect(hreflangOf(storefronts, byId("us"), "en")).toBe("en-US");
    expect(hreflangOf(storefronts, byId("ca"), "fr")).toBe("fr-CA");
    expect(hreflangOf(storefronts, byId("de"), "de")).toBe("de-DE");
  });

  it("gives the EU storefront the bare languages it serves across countries", () => {
    expect(
      storefrontRegistry.byId("eu").languages.map(({ code }) => hreflangOf(storefronts, byId("eu"), code)),
    ).toEqual(["en", "de", "fr", "nl"]);
  });

  it("gives Hong Kong bare Traditional Chinese and English for Hong Kong", () => {
    expect(hreflangOf(storefronts, byId("hk"), "zh-Hant")).toBe("zh-Hant");
    expect(hreflangOf(storefronts, byId("hk"), "en")).toBe("en-HK");
  });

  it("never gives two storefront languages the same value", () => {
    const values = storefronts.flatMap((sf) => sf.languages.map(({ code }) => hreflangOf(storefronts, sf, code)));
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("alternatesOf", () => {
  const pages: SitePage[] = [
    ...storefrontPages(byId("us"), "en", catalog, []),
    ...storefrontPages(byId("eu"), "en", catalog, []),
    ...storefrontPages(byId("eu"), "de", { ...catalog, products: [] }, []),
  ];

  it("links every storefront language that has the page, plus x-default on the US version", () => {
    expect(alternatesOf("product:bouncer-bliss", pages, storefronts)).toEqual([
      { hreflang: "en-US", href: "https://www.hushling.example/products/bouncers/bouncer-bliss/" },
      { hreflang: "en", href: "https://eu.hushling.example/products/bouncers/bouncer-bliss/" },
      { hreflang: "x-default", href: "https://www.hushling.example/products/bouncers/bouncer-bliss/" },
    ]);
  });

  it("leaves out languages without the page, so no alternate points at a missing page", () => {
    const hreflangs = alternatesOf("product:bouncer-bliss", pages, storefronts).map((link) => link.hreflang);
    expect(hreflangs).not.toContain("de");
    expect(alternatesOf("category:bouncers", pages, storefronts).map((link) => link.hreflang)).toContain("de");
  });

  it("falls back to the first version for x-default when the US has no such page", () => {
    const withoutUs = pages.filter((page) => page.storefront !== "us");
    expect(alternatesOf("home", withoutUs, storefronts).at(-1)).toEqual({
      hreflang: "x-default",
      href: "https://eu.hushling.example/",
    });
  });

  it("is empty for an unknown page", () => {
    expect(alternatesOf("page:nothing", pages, storefronts)).toEqual([]);
  });
});

describe("sitemapXml", () => {
  it("lists each address with its alternates and escapes XML", () => {
    const xml = sitemapXml([
      {
        loc: "https://www.hushling.example/?a=1&b=2",
        alternates: [{ hreflang: "en-US", href: "https://www.hushling.example/" }],
      },
    ]);
    expect(xml).toContain("<loc>https://www.hushling.example/?a=1&amp;b=2</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://www.hushling.example/"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("refuses more addresses than one sitemap may hold", () => {
    const many = Array.from({ length: 50_001 }, (_, index) => ({ loc: `https://x.example/${index}`, alternates: [] }));
    expect(() => sitemapXml(many)).toThrow(/sitemap index/);
  });
});

describe("robotsTxt", () => {
  it("points crawlers at the storefront's sitemap", () => {
    expect(robotsTxt(absoluteUrl(byId("gb"), ""))).toContain("Sitemap: https://uk.hushling.example/sitemap.xml");
  });
});
