import { AdminSession } from "./admin-session.ts";

type AdminOrder = {
  code: string;
  state: string;
  totalWithTax: number;
  payments: Array<{ state: string; amount: number }>;
  lines: Array<{ quantity: number; productVariant: { id: string } }>;
};

export type OrderAudit = {
  /** Codes of the orders in PaymentSettled. */
  settled: Set<string>;
  /** Orders whose payments disagree with their state: paid without one settled payment of the total, or charged but not paid. */
  halfOrders: string[];
  /** Variants whose allocated stock differs from what the paid orders hold (sold twice, or held by nobody). */
  stockMismatches: string[];
};

/**
 * Reads every order and variant through the Admin API and lists what a crash, a retry or a race must
 * never leave behind. The tests expect both lists empty; the bench prints their lengths.
 */
export async function auditOrders(url: string): Promise<OrderAudit> {
  const admin = new AdminSession(url);
  const { orders } = await admin.call<{ orders: { items: AdminOrder[] } }>(
    "{ orders(options: { take: 1000 }) { items { code state totalWithTax payments { state amount } lines { quantity productVariant { id } } } } }",
  );
  const halfOrders: string[] = [];
  const allocatedByOrders = new Map<string, number>();
  const settled = new Set<string>();
  for (const order of orders.items) {
    const settledPayments = order.payments.filter((payment) => payment.state === "Settled");
    const paid = order.state === "PaymentSettled";
    const consistent = paid
      ? settledPayments.length === 1 && settledPayments[0]?.amount === order.totalWithTax
      : settledPayments.length === 0;
    if (!consistent) halfOrders.push(`${order.code} (${order.state}, ${settledPayments.length} settled payments)`);
    if (!paid) continue;
    settled.add(order.code);
    for (const line of order.lines) {
      const id = line.productVariant.id;
      allocatedByOrders.set(id, (allocatedByOrders.get(id) ?? 0) + line.quantity);
    }
  }
  const { productVariants } = await admin.call<{
    productVariants: { items: Array<{ id: string; stockAllocated: number }> };
  }>("{ productVariants(options: { take: 200 }) { items { id stockAllocated } } }");
  const stockMismatches = productVariants.items
    .filter((variant) => variant.stockAllocated !== (allocatedByOrders.get(variant.id) ?? 0))
    .map(
      (variant) =>
        `variant ${variant.id}: ${variant.stockAllocated} allocated, ${allocatedByOrders.get(variant.id) ?? 0} in paid orders`,
    );
  return { settled, halfOrders, stockMismatches };
}
