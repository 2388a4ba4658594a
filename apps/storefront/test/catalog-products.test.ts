import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { catalogImageFiles } from "../app/catalog/catalog-images.server.ts";
import {
  categoryOf,
  listedProducts,
  lowestShelfPrice,
  productsInCategory,
  shelfPrice,
} from "../app/catalog/catalog-products.ts";
import { categoryCrumbs } from "../app/catalog/category-crumbs.ts";
import { bouncerBliss, catalog, giftBox, sleepCatalog } from "./catalog-fixture.ts";

describe("listedProducts", () => {
  it("leaves out add-ons in no category, which get no page", () => {
    expect(listedProducts(catalog).map((product) => product.key)).toEqual(["bouncer-bliss"]);
  });
});

describe("categoryOf", () => {
  it("finds a product's category by key", () => {
    expect(categoryOf(catalog, bouncerBliss)?.slug).toBe("bouncers");
  });

  it("is undefined for an add-on", () => {
    expect(categoryOf(catalog, giftBox)).toBeUndefined();
  });
});

describe("shelfPrice", () => {
  const variant = { price: 19244, priceWithTax: 22900 };

  it("shows prices before tax where the storefront adds tax at checkout (US)", () => {
    expect(shelfPrice({ pricesIncludeTax: false }, variant)).toBe(19244);
  });

  it("shows prices with tax where they include VAT (Europe)", () => {
    expect(shelfPrice({ pricesIncludeTax: true }, variant)).toBe(22900);
  });

  it("gives the lowest variant price as the from price", () => {
    expect(lowestShelfPrice(catalog, bouncerBliss)).toBe(22900);
  });
});

describe("productsInCategory", () => {
  const category = (key: string) => ({ key });

  it("lists a parent category's products from all its subcategories", () => {
    expect(productsInCategory(sleepCatalog, category("sleep")).map((product) => product.key)).toEqual([
      "baby-crib",
      "cradle",
    ]);
  });

  it("lists only a subcategory's own products", () => {
    expect(productsInCategory(sleepCatalog, category("cribs")).map((product) => product.key)).toEqual(["baby-crib"]);
  });
});

describe("categoryCrumbs", () => {
  it("follows the tree from the top down to the category, with localised addresses", () => {
    const storefront = storefrontRegistry.byId("us");
    expect(categoryCrumbs(storefront, "en", sleepCatalog, "cribs")).toEqual([
      { name: "Sleep", href: "/products/sleep/" },
      { name: "Cribs", href: "/products/cribs/" },
    ]);
  });

  it("is a single step for a top-level category", () => {
    expect(categoryCrumbs(storefrontRegistry.byId("us"), "en", sleepCatalog, "bouncers")).toHaveLength(1);
  });
});

describe("catalogImageFiles", () => {
  it("names every product and variant picture once", () => {
    expect([...catalogImageFiles(sleepCatalog)].sort()).toEqual([
      "images/baby-crib-natural-birch.0123456789.svg",
      "images/crib-birch.abcdef0123.svg",
    ]);
  });

  it("names the gallery pictures of products and variants too, so a gallery never links a missing file", () => {
    const view = (file: string, view: "front" | "side") => ({ file, width: 400, height: 300, view, alt: file });
    const withGalleries = {
      products: sleepCatalog.products.map((product) =>
        product.key === "baby-crib"
          ? {
              ...product,
              gallery: [view("images/crib-front.0000000001.svg", "front")],
              variants: product.variants.map((variant) => ({
                ...variant,
                gallery: [
                  view("images/crib-front.0000000001.svg", "front"),
                  view("images/crib-side.0000000002.svg", "side"),
                ],
              })),
            }
          : product,
      ),
    };
    expect([...catalogImageFiles(withGalleries)].sort()).toEqual([
      "images/baby-crib-natural-birch.0123456789.svg",
      "images/crib-birch.abcdef0123.svg",
      "images/crib-front.0000000001.svg",
      "images/crib-side.0000000002.svg",
    ]);
  });
});
