import { describe, expect, it } from "vitest";
import { orderPurchaseLines, type PurchasedOrder } from "../app/checkout/order-purchase-lines.ts";

/** A German order of two carriers: the Shop API answers the product's slug in German and its translations. */
const order: PurchasedOrder = {
  id: "1001",
  currencyCode: "EUR",
  lines: [
    {
      id: "41",
      quantity: 2,
      unitPrice: 16_803,
      unitPriceWithTax: 19_995,
      linePrice: 33_606,
      linePriceWithTax: 39_990,
      productVariant: {
        sku: "BC-HAR-GRY",
        name: "Babytrage Harmony Grau",
        product: {
          slug: "babytrage-harmony",
          enabled: true,
          translations: [
            { languageCode: "de", slug: "babytrage-harmony" },
            { languageCode: "en", slug: "baby-carrier-harmony" },
          ],
        },
      },
    },
  ],
};

describe("an order's purchase lines for the search service", () => {
  it("names the product by its catalog key, as the search records do, and the variant by its SKU", () => {
    expect(orderPurchaseLines(order, true)).toEqual([
      {
        currency: "EUR",
        item_group_id: "baby-carrier-harmony",
        item_id: "baby-carrier-harmony",
        item_name: "Babytrage Harmony Grau",
        item_variant_id: "BC-HAR-GRY",
        unit_price: 199.95,
        order_id: "1001",
        order_line_id: "41",
        units: 2,
      },
    ]);
  });

  it("prices a unit before tax where the shelf shows prices before tax", () => {
    expect(orderPurchaseLines(order, false)[0]?.unit_price).toBe(168.03);
  });
});
