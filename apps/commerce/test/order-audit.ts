import { AdminSession } from "./admin-session.ts";
import { type AuditedVariant, stockMismatches } from "./stock-audit.ts";

type AdminOrder = {
  code: string;
  state: string;
  totalWithTax: number;
  payments: Array<{ state: string; amount: number }>;
  lines: Array<{ quantity: number; productVariant: { id: string } }>;
};

type AdminVariant = {
  id: string;
  sku: string;
  trackInventory: "TRUE" | "FALSE" | "INHERIT";
  stockAllocated: number;
  customFields?: { bundleComponents?: string | null };
};

export type OrderAudit = {
  /** Codes of the orders in PaymentSettled. */
  settled: Set<string>;
  /** Orders whose payments disagree with their state: paid without one settled payment of the total, or charged but not paid. */
  halfOrders: string[];
  /** Variants whose allocated stock differs from what the paid orders hold (sold twice, or held by nobody). */
  stockMismatches: string[];
};

/** A list the audit read only part of would hide what it is looking for. */
function whole<T>(list: { items: T[]; totalItems: number }, what: string): T[] {
  if (list.items.length < list.totalItems) {
    throw new Error(`audit: read ${list.items.length} of ${list.totalItems} ${what}; raise the audit's take`);
  }
  return list.items;
}

/**
 * Reads every order and variant through the Admin API and lists what a crash, a retry or a race must
 * never leave behind. The tests expect both lists empty; the bench prints them. `bundles: false` for a
 * shop without our bundles plugin (the bench's bare Vendure), whose variants have no bundle field.
 */
export async function auditOrders(url: string, { bundles = true } = {}): Promise<OrderAudit> {
  const admin = new AdminSession(url);
  const { orders } = await admin.call<{ orders: { items: AdminOrder[]; totalItems: number } }>(
    "{ orders(options: { take: 1000 }) { totalItems items { code state totalWithTax payments { state amount } lines { quantity productVariant { id } } } } }",
  );
  const halfOrders: string[] = [];
  const settled = new Set<string>();
  const paidOrders: Array<Array<{ variantId: string; quantity: number }>> = [];
  for (const order of whole(orders, "orders")) {
    const settledPayments = order.payments.filter((payment) => payment.state === "Settled");
    const paid = order.state === "PaymentSettled";
    const consistent = paid
      ? settledPayments.length === 1 && settledPayments[0]?.amount === order.totalWithTax
      : settledPayments.length === 0;
    if (!consistent) halfOrders.push(`${order.code} (${order.state}, ${settledPayments.length} settled payments)`);
    if (!paid) continue;
    settled.add(order.code);
    paidOrders.push(order.lines.map((line) => ({ variantId: line.productVariant.id, quantity: line.quantity })));
  }
  const { productVariants, globalSettings } = await admin.call<{
    productVariants: { items: AdminVariant[]; totalItems: number };
    globalSettings: { trackInventory: boolean };
  }>(
    `{ globalSettings { trackInventory } productVariants(options: { take: 1000 }) { totalItems items { id sku trackInventory stockAllocated ${bundles ? "customFields { bundleComponents }" : ""} } } }`,
  );
  const variants: AuditedVariant[] = whole(productVariants, "variants").map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    tracked: variant.trackInventory === "INHERIT" ? globalSettings.trackInventory : variant.trackInventory === "TRUE",
    stockAllocated: variant.stockAllocated,
    bundleComponents: variant.customFields?.bundleComponents,
  }));
  return { settled, halfOrders, stockMismatches: stockMismatches(paidOrders, variants) };
}
