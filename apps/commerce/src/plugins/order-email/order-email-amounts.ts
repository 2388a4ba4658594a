/** What the confirmation needs of an order line (Vendure's OrderLine has these). */
type EmailOrderLine = {
  quantity: number;
  productVariant: { name: string };
  discountedLinePrice: number;
  discountedLinePriceWithTax: number;
};

type EmailShippingLine = {
  shippingMethod?: { name: string } | null;
  discountedPrice: number;
  discountedPriceWithTax: number;
};

type EmailOrder = {
  lines: readonly EmailOrderLine[];
  subTotal: number;
  subTotalWithTax: number;
  total: number;
  totalWithTax: number;
};

export type OrderEmailRow = {
  kind: "subtotal" | "shipping" | "tax" | "taxIncluded" | "total";
  amount: number;
  /** The shipping method's name, on shipping rows. */
  detail?: string;
};

export type OrderEmailAmounts = {
  lines: { quantity: number; name: string; amount: number }[];
  rows: OrderEmailRow[];
};

/**
 * The confirmation's lines and totals on the basis the storefront's pages show prices: with tax where
 * the channel's prices include it (the tax then named as part of the total), before tax where tax is
 * added (us, ca), with the tax on a row of its own. The shopper reads the same line prices in the email
 * as on the product page and in the cart.
 */
export function orderEmailAmounts(
  order: EmailOrder,
  shippingLines: readonly EmailShippingLine[],
  pricesIncludeTax: boolean,
): OrderEmailAmounts {
  const tax = order.totalWithTax - order.total;
  const lines = order.lines.map((line) => ({
    quantity: line.quantity,
    name: line.productVariant.name,
    amount: pricesIncludeTax ? line.discountedLinePriceWithTax : line.discountedLinePrice,
  }));
  const shipping = shippingLines.map(
    (line): OrderEmailRow => ({
      kind: "shipping",
      amount: pricesIncludeTax ? line.discountedPriceWithTax : line.discountedPrice,
      detail: line.shippingMethod?.name ?? "",
    }),
  );
  const total: OrderEmailRow = { kind: "total", amount: order.totalWithTax };
  if (pricesIncludeTax) {
    return {
      lines,
      rows: [
        { kind: "subtotal", amount: order.subTotalWithTax },
        ...shipping,
        total,
        { kind: "taxIncluded", amount: tax },
      ],
    };
  }
  return {
    lines,
    rows: [{ kind: "subtotal", amount: order.subTotal }, ...shipping, { kind: "tax", amount: tax }, total],
  };
}
