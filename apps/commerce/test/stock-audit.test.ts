import { describe, expect, it } from "vitest";
import { type AuditedVariant, stockMismatches } from "./stock-audit.ts";

const variant = (
  id: string,
  sku: string,
  stockAllocated: number,
  extra: Partial<AuditedVariant> = {},
): AuditedVariant => ({
  id,
  sku,
  tracked: true,
  stockAllocated,
  ...extra,
});
const set = JSON.stringify([
  { sku: "HL-CRIB", quantity: 1 },
  { sku: "HL-SHEET", quantity: 2 },
]);

describe("the order audit's allocated stock", () => {
  it("expects each variant to hold what the paid orders bought of it", () => {
    const variants = [variant("1", "HL-CRIB", 3), variant("2", "HL-SHEET", 0)];
    expect(stockMismatches([[{ variantId: "1", quantity: 2 }], [{ variantId: "1", quantity: 1 }]], variants)).toEqual(
      [],
    );
  });

  it("reports stock allocated to no paid order, and paid units with no allocation", () => {
    const variants = [variant("1", "HL-CRIB", 2), variant("2", "HL-SHEET", 0)];
    expect(
      stockMismatches(
        [
          [
            { variantId: "1", quantity: 1 },
            { variantId: "2", quantity: 1 },
          ],
        ],
        variants,
      ),
    ).toEqual([
      "variant 1 (HL-CRIB): 2 allocated, 1 in paid orders",
      "variant 2 (HL-SHEET): 0 allocated, 1 in paid orders",
    ]);
  });

  it("counts a paid bundle as its components, and the untracked bundle variant as holding nothing", () => {
    const variants = [
      variant("1", "HL-CRIB", 3),
      variant("2", "HL-SHEET", 6),
      variant("9", "HL-CRIB-SET", 0, { tracked: false, bundleComponents: set }),
    ];
    // Two sets (2 cribs, 4 sheets) in one order, a crib and two sheets alone in another.
    const orders = [
      [{ variantId: "9", quantity: 2 }],
      [
        { variantId: "1", quantity: 1 },
        { variantId: "2", quantity: 2 },
      ],
    ];
    expect(stockMismatches(orders, variants)).toEqual([]);
  });

  it("expects nothing allocated to an untracked variant", () => {
    const variants = [variant("5", "HL-GIFT-CARD", 0, { tracked: false })];
    expect(stockMismatches([[{ variantId: "5", quantity: 4 }]], variants)).toEqual([]);
  });

  it("refuses to judge an order holding a variant it did not read", () => {
    expect(() => stockMismatches([[{ variantId: "7", quantity: 1 }]], [])).toThrow(
      /variant 7, which the audit did not read/,
    );
  });
});
