import { describe, expect, it } from "vitest";
import { isProductSort, sortProducts } from "../app/catalog/product-sort.ts";

const products = [
  { name: "Öko crib", price: 300 },
  { name: "Bouncer", price: 100 },
  { name: "Carrier", price: 200 },
];

describe("sortProducts", () => {
  it("keeps the catalog order for featured", () => {
    expect(sortProducts(products, "featured", "en").map((p) => p.price)).toEqual([300, 100, 200]);
  });

  it("sorts by price both ways", () => {
    expect(sortProducts(products, "price-asc", "en").map((p) => p.price)).toEqual([100, 200, 300]);
    expect(sortProducts(products, "price-desc", "en").map((p) => p.price)).toEqual([300, 200, 100]);
  });

  it("sorts names with the language's collation (Ö after O in Swedish, near O in German)", () => {
    expect(sortProducts(products, "name", "de").map((p) => p.name)).toEqual(["Bouncer", "Carrier", "Öko crib"]);
    const swedish = [
      { name: "Öga", price: 1 },
      { name: "Zebra", price: 2 },
    ];
    expect(sortProducts(swedish, "name", "sv").map((p) => p.name)).toEqual(["Zebra", "Öga"]);
  });

  it("does not reorder its input", () => {
    sortProducts(products, "price-asc", "en");
    expect(products[0]?.price).toBe(300);
  });
});

describe("isProductSort", () => {
  it("accepts only known sorts from the address", () => {
    expect(isProductSort("price-asc")).toBe(true);
    expect(isProductSort("cheapest")).toBe(false);
    expect(isProductSort(null)).toBe(false);
  });
});
