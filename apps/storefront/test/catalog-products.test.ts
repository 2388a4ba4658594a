import { describe, expect, it } from "vitest";
import { categoryOf, listedProducts, lowestShelfPrice, shelfPrice } from "../app/catalog/catalog-products.ts";
import { bouncerBliss, catalog, giftBox } from "./catalog-fixture.ts";

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
