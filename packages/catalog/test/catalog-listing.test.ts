import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { categoryPath, lowestShelfPrice, productPath, productsInCategory } from "../src/catalog-listing.ts";

const categories = [
  { key: "sleep", slug: "sleep", name: "Sleep", description: "", parent: null, children: ["cribs"] },
  { key: "cribs", slug: "cribs", name: "Cribs", description: "", parent: "sleep", children: [] },
];
const variant = (price: number) => ({ price, priceWithTax: price + 100 });
const crib = { key: "crib", slug: "baby-crib", category: "cribs", variants: [variant(500), variant(300)] };
const products = [crib, { key: "gift-box", slug: "gift-box", category: null, variants: [variant(100)] }];

describe("catalog listing", () => {
  it("a category lists the products of its subcategories and never an add-on", () => {
    expect(productsInCategory({ products, categories }, { key: "sleep" }).map((p) => p.key)).toEqual(["crib"]);
  });

  it("the from-price is the lowest shelf price on the storefront's tax basis", () => {
    expect(lowestShelfPrice({ pricesIncludeTax: false }, crib)).toBe(300);
    expect(lowestShelfPrice({ pricesIncludeTax: true }, crib)).toBe(400);
  });

  it("product and category paths follow the storefront language's routes", () => {
    const fr = storefrontRegistry.byId("fr");
    expect(productPath(fr, "fr", { categories }, { slug: "baby-crib", category: "cribs" })).toBe(
      "/produits/cribs/baby-crib/",
    );
    expect(categoryPath(fr, "fr", { slug: "cribs" })).toBe("/produits/cribs/");
    expect(() => productPath(fr, "fr", { categories }, { slug: "gift-box", category: null })).toThrow(/no page/);
  });
});
