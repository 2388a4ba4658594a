import { describe, expect, it } from "vitest";
import { PurchaseLineError, parsePrice, type SearchProductRecord, toPurchaseLine } from "../src/index.ts";

const product: SearchProductRecord = {
  id: "p-harmony",
  itemGroupId: "g-harmony",
  variantId: "v-harmony-grey",
  name: "Harmony baby carrier",
  url: "https://www.example-brand.com/products/harmony/",
  sku: "BC-HAR-GRY",
  price: "229.00",
  salePrice: "199.95",
  currency: "EUR",
  brand: "Hushling",
  category: "Baby carriers",
};

describe("purchase line mapping", () => {
  it("maps a complete record and order line", () => {
    expect(
      toPurchaseLine({ product, variantId: "v-harmony-black", orderId: "O-1001", orderLineId: "L-1", amount: 2 }),
    ).toEqual({
      currency: "EUR",
      item_group_id: "g-harmony",
      item_id: "p-harmony",
      item_name: "Harmony baby carrier",
      item_variant_id: "v-harmony-black",
      unit_price: 199.95,
      order_id: "O-1001",
      order_line_id: "L-1",
      units: 2,
    });
  });

  it("defaults the currency to USD, the name to 'unknown' and the unit price to 0", () => {
    expect(toPurchaseLine({ product: { id: "p1" }, orderId: "O-1", orderLineId: "L-1", amount: 1 })).toEqual({
      currency: "USD",
      item_group_id: "p1",
      item_id: "p1",
      item_name: "unknown",
      unit_price: 0,
      order_id: "O-1",
      order_line_id: "L-1",
      units: 1,
    });
  });

  it("takes the unit price from the sale price, not the list price", () => {
    const line = toPurchaseLine({
      product: { id: "p1", price: "50", salePrice: "40" },
      orderId: "O",
      orderLineId: "L",
      amount: 1,
    });
    expect(line.unit_price).toBe(40);
  });

  it.each([
    ["29.95", 29.95],
    [" 29.95 ", 29.95],
    ["1,299.00", 1299],
    ["0", 0],
    [19.5, 19.5],
    ["", 0],
    ["free", 0],
    ["29,95", 0],
    ["-5", 0],
    ["1e3", 0],
    [Number.NaN, 0],
    [undefined, 0],
  ])("reads salePrice %j as unit price %j", (salePrice, expected) => {
    expect(
      toPurchaseLine({ product: { id: "p1", salePrice }, orderId: "O", orderLineId: "L", amount: 1 }).unit_price,
    ).toBe(expected);
  });

  it("falls back to the record's variant when the line names none", () => {
    expect(toPurchaseLine({ product, orderId: "O", orderLineId: "L", amount: 1 }).item_variant_id).toBe(
      "v-harmony-grey",
    );
  });

  it("upper-cases the currency and defaults one that is not an ISO code to USD", () => {
    expect(
      toPurchaseLine({ product: { id: "p1", currency: "sek" }, orderId: "O", orderLineId: "L", amount: 1 }).currency,
    ).toBe("SEK");
    expect(
      toPurchaseLine({ product: { id: "p1", currency: "euro" }, orderId: "O", orderLineId: "L", amount: 1 }).currency,
    ).toBe("USD");
  });

  it("lets the override replace mapped fields", () => {
    const line = toPurchaseLine({
      product,
      orderId: "O",
      orderLineId: "L",
      amount: 1,
      override: { currency: "SEK", unit_price: 2199, item_name: "Harmony (gift edition)" },
    });
    expect(line).toMatchObject({
      currency: "SEK",
      unit_price: 2199,
      item_name: "Harmony (gift edition)",
      item_id: "p-harmony",
    });
  });

  it.each([0, -1, 1.5])("refuses %j units with an error naming the order and line", (amount) => {
    expect(() => toPurchaseLine({ product, orderId: "O-7", orderLineId: "L-3", amount })).toThrow(PurchaseLineError);
    expect(() => toPurchaseLine({ product, orderId: "O-7", orderLineId: "L-3", amount })).toThrow(
      /O-7 line L-3.*units/,
    );
  });

  it("names the item group by the product id when the record has no group", () => {
    const line = toPurchaseLine({ product: { id: "crib-harmony" }, orderId: "O", orderLineId: "L", amount: 1 });
    expect(line).toMatchObject({ item_id: "crib-harmony", item_group_id: "crib-harmony" });
  });

  it("refuses a record without a product id, which the search service could not count", () => {
    expect(() =>
      toPurchaseLine({ product: { name: "Harmony", salePrice: "9" }, orderId: "O-9", orderLineId: "L-1", amount: 1 }),
    ).toThrow(/O-9 line L-1.*item_id/);
  });

  it("refuses an override that breaks the shape", () => {
    expect(() =>
      toPurchaseLine({ product, orderId: "O", orderLineId: "L", amount: 1, override: { unit_price: -1 } }),
    ).toThrow(/unit_price/);
  });

  it("parses prices without guessing at formats it cannot read", () => {
    expect(parsePrice("12")).toBe(12);
    expect(parsePrice("12.")).toBeUndefined();
    expect(parsePrice("12,3456")).toBeUndefined();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
