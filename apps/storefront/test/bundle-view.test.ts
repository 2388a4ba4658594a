import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { bundleView } from "../app/catalog/bundle-view.ts";
import type { Catalog, CatalogProduct } from "../app/catalog/catalog-products.ts";
import { listedProducts } from "../app/catalog/catalog-products.ts";
import { storefrontPages } from "../app/site/seo/site-index.ts";
import { bouncerBliss, catalog, giftBox, variant } from "./catalog-fixture.ts";

const us = storefrontRegistry.byId("us");
const fr = storefrontRegistry.byId("fr");
if (!us || !fr) throw new Error("the us and fr storefronts are missing from the registry");

const set: CatalogProduct = {
  ...bouncerBliss,
  id: "41",
  key: "bouncer-bliss-gift-set",
  slug: "bouncer-bliss-gift-set",
  name: "Bouncer Bliss Gift Set",
  variants: [variant("HL-SET", 24900, "LOW_STOCK")],
  bundle: {
    components: [
      { key: "bouncer-bliss", sku: "BLISS-SAND", quantity: 1 },
      { key: "gift-box", sku: "BLISS-SAND", quantity: 2 },
    ],
    componentsPrice: 22900 + 2 * 2900,
    componentsPriceWithTax: 22900 + 2 * 2900,
  },
};
const withSet: Catalog = { ...catalog, products: [...catalog.products, set] };

describe("bundleView", () => {
  it("lists the components with their quantities and links to their product pages", () => {
    const view = bundleView(us, "en", withSet, set);
    expect(view?.components[0]).toEqual({
      key: "bouncer-bliss",
      name: "Bouncer Bliss",
      quantity: 1,
      href: "/products/bouncers/bouncer-bliss/",
    });
  });

  it("shows a component without a page (in no category) unlinked", () => {
    expect(bundleView(us, "en", withSet, set)?.components[1]).toMatchObject({
      key: "gift-box",
      quantity: 2,
      href: null,
    });
  });

  it("gives the set price, the components' price and the saving on the storefront's shelf basis", () => {
    expect(bundleView(us, "en", withSet, set)).toMatchObject({
      sku: "HL-SET",
      price: 24900,
      componentsPrice: 28700,
      saving: 3800,
      stockLevel: "LOW_STOCK",
    });
  });

  it("localises the component links in another storefront language", () => {
    const href = bundleView(fr, "fr", withSet, set)?.components[0]?.href;
    expect(href).toBe("/produits/bouncers/bouncer-bliss/");
  });

  it("is undefined for a product that is not a bundle", () => {
    expect(bundleView(us, "en", withSet, bouncerBliss)).toBeUndefined();
    expect(bundleView(us, "en", withSet, giftBox)).toBeUndefined();
  });
});

describe("bundles on the site", () => {
  it("are listed in their category like products", () => {
    expect(listedProducts(withSet).map((product) => product.key)).toContain("bouncer-bliss-gift-set");
  });

  it("get a page keyed like a product, so the sitemap and hreflang alternates include them", () => {
    const pages = storefrontPages(us, "en", withSet, []);
    expect(pages.find((page) => page.key === "product:bouncer-bliss-gift-set")?.path).toBe(
      "/products/bouncers/bouncer-bliss-gift-set/",
    );
  });
});
