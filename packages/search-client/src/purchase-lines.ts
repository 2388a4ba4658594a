import type { AnalyticsEvent } from "@hushling/search-protocol";

/** A line of a paid order as the shop knows it. */
export type PurchaseLine = {
  product: { id?: string; itemGroupId?: string; name?: string; salePrice?: string; currency?: string };
  variantId?: string;
  orderId: string;
  orderLineId?: string;
  amount: number;
  /** Fields that replace the mapped ones (e.g. a price the shop computed itself). */
  override?: Partial<PurchaseItem>;
};

type PurchaseItem = Extract<AnalyticsEvent, { event: "order_purchase" }>["event_data"]["items"][number];

/** Maps a purchase line to the analytics item: currency USD, name 'unknown' and price 0 when the product lacks them. */
export function purchaseItem(line: PurchaseLine): PurchaseItem {
  const id = line.product.id ?? "";
  const price = Number.parseFloat(line.product.salePrice ?? "");
  return {
    currency: line.product.currency || "USD",
    item_group_id: line.product.itemGroupId || id,
    item_id: id,
    item_name: line.product.name || "unknown",
    item_variant_id: line.variantId || id,
    unit_price: Number.isFinite(price) ? price : 0,
    order_id: line.orderId,
    ...(line.orderLineId ? { order_line_id: line.orderLineId } : {}),
    units: line.amount,
    ...line.override,
  };
}
