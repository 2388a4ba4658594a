import { describe, expect, it } from "vitest";
import { orderEmailAmounts } from "../src/plugins/order-email/order-email-amounts.ts";
import { orderEmailTaxWords } from "../src/plugins/order-email/order-email-tax-words.ts";
import { orderEmailWords } from "../src/plugins/order-email/order-email-words.ts";

// Two bouncers at 100.00 before tax, 19 % tax (119.00 each with tax), standard delivery 9.99 with tax.
const order = {
  lines: [
    {
      quantity: 2,
      productVariant: { name: "Bouncer Bliss" },
      discountedLinePrice: 20000,
      discountedLinePriceWithTax: 23800,
    },
  ],
  subTotal: 20000,
  subTotalWithTax: 23800,
  total: 20839,
  totalWithTax: 24799,
};
const shipping = [{ shippingMethod: { name: "Standard" }, discountedPrice: 839, discountedPriceWithTax: 999 }];

describe("order confirmation amounts", () => {
  it("tax-inclusive storefront: lines with tax as on the product page, tax named inside the total", () => {
    expect(orderEmailAmounts(order, shipping, true)).toEqual({
      lines: [{ quantity: 2, name: "Bouncer Bliss", amount: 23800 }],
      rows: [
        { kind: "subtotal", amount: 23800 },
        { kind: "shipping", amount: 999, detail: "Standard" },
        { kind: "total", amount: 24799 },
        { kind: "taxIncluded", amount: 3960 },
      ],
    });
  });

  it("pre-tax storefront (us, ca): lines before tax as on the product page, then a separate tax line", () => {
    expect(orderEmailAmounts(order, shipping, false)).toEqual({
      lines: [{ quantity: 2, name: "Bouncer Bliss", amount: 20000 }],
      rows: [
        { kind: "subtotal", amount: 20000 },
        { kind: "shipping", amount: 839, detail: "Standard" },
        { kind: "tax", amount: 3960 },
        { kind: "total", amount: 24799 },
      ],
    });
  });

  it("the pre-tax rows add up to the total", () => {
    const rows = orderEmailAmounts(order, shipping, false).rows;
    const added = rows.filter((row) => row.kind !== "total").reduce((sum, row) => sum + row.amount, 0);
    expect(added).toBe(order.totalWithTax);
  });

  it("has the tax words in every language the confirmation is written in", () => {
    expect(Object.keys(orderEmailTaxWords).sort()).toEqual(Object.keys(orderEmailWords).sort());
    for (const words of Object.values(orderEmailTaxWords)) {
      expect(words.tax.trim()).not.toBe("");
      expect(words.taxIncluded.trim()).not.toBe("");
    }
  });
});
