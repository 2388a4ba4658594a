import type { ShopOrder, ShopOrderLine } from "@hushling/shop-api";

/** A line's prices on the storefront's basis: with tax where shelf prices include it, else before tax. */
export function shownLinePrices(
  line: Pick<ShopOrderLine, "unitPrice" | "unitPriceWithTax" | "linePrice" | "linePriceWithTax">,
  pricesIncludeTax: boolean,
): { unit: number; line: number } {
  return pricesIncludeTax
    ? { unit: line.unitPriceWithTax, line: line.linePriceWithTax }
    : { unit: line.unitPrice, line: line.linePrice };
}

/**
 * One row of the cart's totals: `amount` null means "known at checkout" (shipping before a method is
 * chosen, sales tax before the address is known). `taxIncluded` is the part of the total that is tax,
 * told apart from the rows that add up.
 */
export type CartTotalRow = {
  kind: "subtotal" | "shipping" | "tax" | "total" | "totalBeforeTax" | "taxIncluded";
  amount: number | null;
};

type TotalsOrder = Pick<
  ShopOrder,
  "subTotal" | "subTotalWithTax" | "shipping" | "shippingWithTax" | "total" | "totalWithTax" | "shippingLines"
> & { shippingAddress?: { countryCode?: string | null } | null };

/**
 * The cart's totals as Vendure computed them, on the page's basis. Where prices include tax, subtotal
 * and shipping are with tax, they add up to the total, and a last row says how much of it is tax.
 * Where tax is added (us, ca), subtotal and shipping are before tax and tax is a row of its own,
 * "calculated at checkout" until the shipping address decides the rate.
 */
export function cartTotalRows(order: TotalsOrder, pricesIncludeTax: boolean): CartTotalRow[] {
  const shippingKnown = order.shippingLines.length > 0;
  const tax = order.totalWithTax - order.total;
  if (pricesIncludeTax) {
    return [
      { kind: "subtotal", amount: order.subTotalWithTax },
      { kind: "shipping", amount: shippingKnown ? order.shippingWithTax : null },
      { kind: "total", amount: order.totalWithTax },
      { kind: "taxIncluded", amount: tax },
    ];
  }
  const addressKnown = Boolean(order.shippingAddress?.countryCode);
  return [
    { kind: "subtotal", amount: order.subTotal },
    { kind: "shipping", amount: shippingKnown ? order.shipping : null },
    { kind: "tax", amount: addressKnown ? tax : null },
    addressKnown ? { kind: "total", amount: order.totalWithTax } : { kind: "totalBeforeTax", amount: order.total },
  ];
}

/**
 * The one amount that stands for the whole order (the checkout summary's folded line): the total the
 * rows end with, before tax while the address that decides sales tax is unknown.
 */
export function headlineTotal(order: TotalsOrder, pricesIncludeTax: boolean): number {
  const row = cartTotalRows(order, pricesIncludeTax).find(
    (each) => each.kind === "total" || each.kind === "totalBeforeTax",
  );
  // Every set of rows has a total or a total before tax, and neither is ever "known later".
  return row?.amount ?? order.totalWithTax;
}
