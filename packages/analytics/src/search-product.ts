import { z } from "zod";

const text = z.string().trim().min(1);
const amount = z.union([z.number(), z.string()]);

/**
 * The search provider's product record as read for tracking. Every field may be missing in real records,
 * so each is optional and the mappings supply the defaults.
 */
export const searchProductRecordSchema = z.object({
  id: text.optional(),
  itemGroupId: text.optional(),
  variantId: text.optional(),
  name: text.optional(),
  url: z.string().optional(),
  sku: text.optional(),
  price: amount.optional(),
  salePrice: amount.optional(),
  currency: z.string().optional(),
  brand: text.optional(),
  category: text.optional(),
});
export type SearchProductRecord = z.infer<typeof searchProductRecordSchema>;

const plainDecimal = /^\d+(\.\d+)?$/;
const groupedDecimal = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Reads a price as the provider sends it: a number, or a decimal string such as "29.95" or "1,299.00".
 * Anything else (empty, negative, "29,95", "free") is not guessed at: it is undefined.
 */
export function parsePrice(value: number | string | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (plainDecimal.test(trimmed)) return Number(trimmed);
  if (groupedDecimal.test(trimmed)) return Number(trimmed.replaceAll(",", ""));
  return undefined;
}

const currencyCode = /^[A-Z]{3}$/;

/** An ISO 4217 code, upper-cased; undefined when the value is not one. */
export function parseCurrency(value: string | undefined): string | undefined {
  const upper = value?.trim().toUpperCase();
  return upper && currencyCode.test(upper) ? upper : undefined;
}
