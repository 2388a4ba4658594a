import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import type { LinkFile } from "../src/link-file.ts";
import { localizedAddresses, localizeLinkTargets } from "../src/localized-targets.ts";

const catalog = {
  categories: [
    { key: "cribs", slug: "lits-bebe" },
    { key: "bathroom", slug: "bathroom" },
  ],
  products: [
    { key: "baby-crib", slug: "lit-bebe", category: "cribs" },
    { key: "bath-tub", slug: "bath-tub", category: "bathroom" },
    { key: "gift-box", slug: "coffret-cadeau", category: null },
  ],
};

describe("localizedAddresses", () => {
  it("maps English-slug addresses to the storefront's own, in its default language", () => {
    const fr = storefrontRegistry.byId("fr");
    expect(localizedAddresses(fr, catalog)).toEqual(
      new Map([
        ["/produits/cribs/", "/produits/lits-bebe/"],
        ["/produits/cribs/baby-crib/", "/produits/lits-bebe/lit-bebe/"],
      ]),
    );
  });

  it("follows the storefront's own route shapes (Japanese categories)", () => {
    const jp = storefrontRegistry.byId("jp");
    const addresses = localizedAddresses(jp, {
      categories: [{ key: "cribs", slug: "cribs-jp" }],
      products: [{ key: "baby-crib", slug: "baby-crib", category: "cribs" }],
    });
    expect(addresses.get("/product-category/cribs/")).toBe("/product-category/cribs-jp/");
    expect(addresses.get("/products/cribs/baby-crib/")).toBe("/products/cribs-jp/baby-crib/");
  });
});

describe("localizeLinkTargets", () => {
  it("rewrites only the rules whose storefront has its own address for the path", () => {
    const link: LinkFile = {
      slug: "baby-crib",
      kind: "social",
      tracking: { source: "instagram", medium: "social-redirects", campaign: "baby-crib" },
      rules: [
        { country: "fr", storefront: "fr", path: "/produits/cribs/baby-crib/" },
        { country: "us", storefront: "us", path: "/products/cribs/baby-crib/" },
        { storefront: "fr", path: "/pages/gift-guide/" },
      ],
    };
    const fr = localizedAddresses(storefrontRegistry.byId("fr"), catalog);
    const { link: rewritten, changed } = localizeLinkTargets(link, (id) => (id === "fr" ? fr : new Map()));
    expect(changed).toBe(1);
    expect(rewritten.rules.map((rule) => rule.path)).toEqual([
      "/produits/lits-bebe/lit-bebe/",
      "/products/cribs/baby-crib/",
      "/pages/gift-guide/",
    ]);
  });
});
