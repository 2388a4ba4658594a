import { z } from "zod";
import { definedFieldsOnly } from "./defined-fields.ts";
import { parseCurrency, parsePrice, type SearchProductRecord } from "./search-product.ts";

/** One order line as sent to the search provider's analytics on purchase. */
export const purchaseLineSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  // The search service names products by these: a line without them cannot count towards bought-together.
  item_group_id: z.string().min(1),
  item_id: z.string().min(1),
  item_name: z.string(),
  item_variant_id: z.string().optional(),
  unit_price: z.number().nonnegative(),
  order_id: z.string(),
  order_line_id: z.string(),
  units: z.number().int().positive(),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export type PurchaseLineInput = {
  product: SearchProductRecord;
  variantId?: string;
  orderId: string;
  orderLineId: string;
  /** Units bought on this line. */
  amount: number;
  /** Fields that replace the mapped ones, for what the record gets wrong (a price paid in another currency). */
  override?: Partial<PurchaseLine>;
};

export const defaultPurchaseCurrency = "USD";
export const unknownItemName = "unknown";

export class PurchaseLineError extends Error {
  override name = "PurchaseLineError";
}

/**
 * Maps an order line to a purchase line: currency defaults to USD, the name to "unknown", the unit price
 * to the record's sale price (0 when missing or unreadable), the item group to the product id (a product
 * without variants is its own group); the variant given with the line wins over the record's. A record
 * without a product id cannot be reported and throws.
 */
export function toPurchaseLine(input: PurchaseLineInput): PurchaseLine {
  const { product } = input;
  const line = {
    currency: parseCurrency(product.currency) ?? defaultPurchaseCurrency,
    item_group_id: product.itemGroupId ?? product.id,
    item_id: product.id,
    item_name: product.name ?? unknownItemName,
    item_variant_id: input.variantId ?? product.variantId,
    unit_price: parsePrice(product.salePrice) ?? 0,
    order_id: input.orderId,
    order_line_id: input.orderLineId,
    units: input.amount,
    ...input.override,
  };
  const parsed = purchaseLineSchema.safeParse(line);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new PurchaseLineError(
      `Order ${input.orderId} line ${input.orderLineId} cannot be sent to analytics: ${detail}`,
    );
  }
  return definedFieldsOnly(parsed.data);
}
