import { describe, expect, it } from "vitest";
import {
  addToCart,
  beginCheckout,
  type CommerceItem,
  EcommerceEventError,
  ecommerceDataLayerPushes,
  itemFromSearchProduct,
  purchase,
  removeFromCart,
  selectItem,
  viewItem,
  viewItemList,
} from "../src/index.ts";

const carrier: CommerceItem = {
  id: "harmony",
  name: "Harmony baby carrier",
  variant: "Grey",
  brand: "Hushling",
  category: "Baby carriers",
  price: 199.95,
  quantity: 1,
  currency: "USD",
};
const bib: CommerceItem = { id: "tiny-bib", name: "Tiny tasters bib", price: 9.99, quantity: 3, currency: "USD" };
const list = { listId: "category-baby-carriers", listName: "Baby carriers" };

describe("GA4 e-commerce events", () => {
  it("view_item_list numbers the items and names the list", () => {
    expect(viewItemList(list, [carrier, bib])).toEqual({
      event: "view_item_list",
      ecommerce: {
        currency: "USD",
        value: 229.92,
        item_list_id: "category-baby-carriers",
        item_list_name: "Baby carriers",
        items: [
          {
            item_id: "harmony",
            item_name: "Harmony baby carrier",
            item_variant: "Grey",
            item_brand: "Hushling",
            item_category: "Baby carriers",
            price: 199.95,
            quantity: 1,
            index: 0,
            item_list_id: "category-baby-carriers",
            item_list_name: "Baby carriers",
          },
          {
            item_id: "tiny-bib",
            item_name: "Tiny tasters bib",
            price: 9.99,
            quantity: 3,
            index: 1,
            item_list_id: "category-baby-carriers",
            item_list_name: "Baby carriers",
          },
        ],
      },
    });
  });

  it("select_item keeps the item's place in its list", () => {
    const event = selectItem(list, bib, 4);
    expect(event.event).toBe("select_item");
    expect(event.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: "tiny-bib", index: 4, item_list_name: "Baby carriers" }),
    ]);
  });

  it("view_item reports one item and its value", () => {
    expect(viewItem(carrier)).toMatchObject({
      event: "view_item",
      ecommerce: { currency: "USD", value: 199.95, items: [{ item_id: "harmony" }] },
    });
    expect(viewItem(carrier).ecommerce.items[0]).not.toHaveProperty("index");
  });

  it("add_to_cart and remove_from_cart value the quantity changed", () => {
    expect(addToCart([{ ...bib, quantity: 2 }]).ecommerce).toMatchObject({ value: 19.98, items: [{ quantity: 2 }] });
    expect(removeFromCart([bib])).toMatchObject({ event: "remove_from_cart", ecommerce: { value: 29.97 } });
  });

  it("begin_checkout carries the coupon when there is one", () => {
    expect(beginCheckout([carrier], "WELCOME10").ecommerce.coupon).toBe("WELCOME10");
    expect(beginCheckout([carrier]).ecommerce).not.toHaveProperty("coupon");
  });

  it("purchase carries the order id, tax and shipping beside the items' value", () => {
    expect(purchase({ transactionId: "1001", tax: 16.5, shipping: 9.95 }, [carrier, bib])).toEqual({
      event: "purchase",
      ecommerce: expect.objectContaining({
        transaction_id: "1001",
        value: 229.92,
        tax: 16.5,
        shipping: 9.95,
        currency: "USD",
      }),
    });
  });

  it("rounds to the currency's minor unit: none for yen and won, two for euros", () => {
    expect(viewItem({ ...carrier, price: 24_800.4, currency: "JPY" }).ecommerce.value).toBe(24_800);
    expect(viewItem({ ...carrier, price: 259_000, currency: "KRW" }).ecommerce.items[0]?.price).toBe(259_000);
    expect(addToCart([{ ...bib, price: 0.1, quantity: 3, currency: "EUR" }]).ecommerce.value).toBe(0.3);
  });

  it("defaults a missing quantity to one", () => {
    const { quantity: _, ...withoutQuantity } = carrier;
    expect(addToCart([withoutQuantity]).ecommerce.items[0]?.quantity).toBe(1);
  });

  it("refuses mixed currencies, which GA4 would misreport", () => {
    expect(() => addToCart([carrier, { ...bib, currency: "EUR" }])).toThrow(/mixes currencies \(USD, EUR\)/);
  });

  it.each([
    ["no items", () => addToCart([])],
    ["a lower-case currency", () => viewItem({ ...carrier, currency: "usd" })],
    ["a negative price", () => viewItem({ ...carrier, price: -1 })],
    ["a fractional quantity", () => addToCart([{ ...bib, quantity: 1.5 }])],
    ["an empty name", () => viewItem({ ...carrier, name: " " })],
    ["an empty order id", () => purchase({ transactionId: " " }, [carrier])],
    ["a negative tax", () => purchase({ transactionId: "H-1", tax: -2 }, [carrier])],
    ["a two-letter currency", () => viewItem({ ...carrier, currency: "US" })],
  ])("refuses %s with an EcommerceEventError", (_, build) => {
    expect(build).toThrow(EcommerceEventError);
  });

  it("clears the previous e-commerce object before each event push", () => {
    const event = viewItem(carrier);
    expect(ecommerceDataLayerPushes(event)).toEqual([{ ecommerce: null }, event]);
  });
});

describe("items from search-provider records", () => {
  it("uses the group id, the sale price and the record's currency", () => {
    expect(
      itemFromSearchProduct(
        {
          id: "p1",
          itemGroupId: "g1",
          variantId: "v1",
          name: "Cradle",
          price: "249",
          salePrice: "219.5",
          currency: "eur",
          brand: "Hushling",
          category: "Cradles",
        },
        2,
      ),
    ).toEqual({
      id: "g1",
      name: "Cradle",
      variant: "v1",
      brand: "Hushling",
      category: "Cradles",
      price: 219.5,
      quantity: 2,
      currency: "EUR",
    });
  });

  it("falls back to the list price when there is no sale", () => {
    expect(itemFromSearchProduct({ id: "p1", price: "249", currency: "USD" }).price).toBe(249);
  });

  it("refuses a record without a price or currency, saying what is missing", () => {
    expect(() => itemFromSearchProduct({ id: "p9", price: "n/a" })).toThrow(/p9 lacks a price, a currency/);
  });
});
