import { describe, expect, it } from "vitest";
import { breadcrumbListData, productData } from "../app/site/seo/structured-data.ts";

describe("productData", () => {
  const data = productData({
    name: "Bouncer Bliss",
    description: "Rocks gently.",
    url: "https://www.hushling.example/products/bouncers/bouncer-bliss/",
    image: null,
    currency: "USD",
    variants: [
      { sku: "BLISS-SAND", name: "Sand", price: 22900, stockLevel: "IN_STOCK" },
      { sku: "BLISS-BLACK", name: "Black", price: 23900, stockLevel: "OUT_OF_STOCK" },
    ],
  });

  it("gives one offer per variant with a decimal price and the storefront currency", () => {
    expect(data.offers[0]).toMatchObject({
      "@type": "Offer",
      price: "229.00",
      priceCurrency: "USD",
      sku: "BLISS-SAND",
    });
  });

  it("maps stock levels to schema.org availability", () => {
    expect(data.offers.map((offer) => offer.availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/OutOfStock",
    ]);
  });

  it("leaves out the image when the product has none", () => {
    expect("image" in data).toBe(false);
  });
});

describe("breadcrumbListData", () => {
  it("numbers the crumbs from 1", () => {
    const data = breadcrumbListData([
      { name: "Home", url: "https://www.hushling.example/" },
      { name: "Bouncers", url: "https://www.hushling.example/products/bouncers/" },
    ]);
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "Bouncers"],
    ]);
  });
});
