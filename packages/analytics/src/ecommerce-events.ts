import { z } from "zod";
import { definedFieldsOnly } from "./defined-fields.ts";
import { parseCurrency, parsePrice, type SearchProductRecord } from "./search-product.ts";

/** A product as the storefront knows it when something happens to it; prices in major units (29.95). */
export const commerceItemSchema = z.object({
  id: z.string().trim().min(1, "needs the product id"),
  name: z.string().trim().min(1, "needs the product name"),
  variant: z.string().trim().min(1).optional(),
  brand: z.string().trim().min(1).optional(),
  category: z.string().trim().min(1).optional(),
  price: z.number().nonnegative().finite(),
  quantity: z.number().int().positive().default(1),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD"),
  discount: z.number().nonnegative().finite().optional(),
});
export type CommerceItem = z.input<typeof commerceItemSchema>;

/** A GA4 e-commerce item. */
export type Ga4Item = {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_brand?: string;
  item_category?: string;
  price: number;
  quantity: number;
  discount?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
};

export type Ga4EcommerceEventName =
  | "view_item_list"
  | "select_item"
  | "view_item"
  | "add_to_cart"
  | "remove_from_cart"
  | "begin_checkout"
  | "purchase";

export type Ga4EcommerceEvent = {
  event: Ga4EcommerceEventName;
  ecommerce: {
    currency: string;
    value: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    coupon?: string;
  };
};

export class EcommerceEventError extends Error {
  override name = "EcommerceEventError";
}

export type ItemList = { listId: string; listName: string };

export function viewItemList(list: ItemList, items: readonly CommerceItem[]): Ga4EcommerceEvent {
  return ecommerceEvent("view_item_list", items, { list });
}

/** `position` is the item's 0-based place in the list it was chosen from. */
export function selectItem(list: ItemList, item: CommerceItem, position: number): Ga4EcommerceEvent {
  return ecommerceEvent("select_item", [item], { list, firstIndex: position });
}

export function viewItem(item: CommerceItem): Ga4EcommerceEvent {
  return ecommerceEvent("view_item", [item]);
}

export function addToCart(items: readonly CommerceItem[]): Ga4EcommerceEvent {
  return ecommerceEvent("add_to_cart", items);
}

export function removeFromCart(items: readonly CommerceItem[]): Ga4EcommerceEvent {
  return ecommerceEvent("remove_from_cart", items);
}

export function beginCheckout(items: readonly CommerceItem[], coupon?: string): Ga4EcommerceEvent {
  return ecommerceEvent("begin_checkout", items, { extra: { coupon } });
}

export type PurchaseDetails = { transactionId: string; tax?: number; shipping?: number; coupon?: string };

/** The purchase's value is what the items cost; tax and shipping are reported beside it, as GA4 expects. */
export function purchase(details: PurchaseDetails, items: readonly CommerceItem[]): Ga4EcommerceEvent {
  if (!details.transactionId.trim()) throw new EcommerceEventError("purchase needs the order id as transaction id.");
  for (const [field, amount] of [
    ["tax", details.tax],
    ["shipping", details.shipping],
  ] as const) {
    if (amount !== undefined && !(Number.isFinite(amount) && amount >= 0)) {
      throw new EcommerceEventError(`purchase ${field} must be a non-negative number, got ${amount}.`);
    }
  }
  const event = ecommerceEvent("purchase", items, {
    extra: { transaction_id: details.transactionId, coupon: details.coupon },
  });
  const digits = fractionDigits(event.ecommerce.currency);
  if (details.tax !== undefined) event.ecommerce.tax = roundTo(details.tax, digits);
  if (details.shipping !== undefined) event.ecommerce.shipping = roundTo(details.shipping, digits);
  return event;
}

/**
 * A search-provider record as an item. The sale price is what the shopper pays, the list price when
 * there is no sale; a record without a readable price or currency cannot be reported truthfully.
 */
export function itemFromSearchProduct(record: SearchProductRecord, quantity = 1): CommerceItem {
  const price = parsePrice(record.salePrice) ?? parsePrice(record.price);
  const currency = parseCurrency(record.currency);
  const id = record.itemGroupId ?? record.id;
  if (price === undefined || currency === undefined || id === undefined) {
    throw new EcommerceEventError(
      `Search product ${record.id ?? "(no id)"} lacks ${[price === undefined && "a price", currency === undefined && "a currency", id === undefined && "an id"].filter(Boolean).join(", ")}.`,
    );
  }
  return {
    id,
    name: record.name ?? "unknown",
    variant: record.variantId,
    brand: record.brand,
    category: record.category,
    price,
    quantity,
    currency,
  };
}

/**
 * The data-layer pushes for an event: the previous e-commerce object is cleared first, because the tag
 * manager merges pushes and would otherwise carry items over from the last event.
 */
export function ecommerceDataLayerPushes(event: Ga4EcommerceEvent): [{ ecommerce: null }, Ga4EcommerceEvent] {
  return [{ ecommerce: null }, event];
}

function ecommerceEvent(
  name: Ga4EcommerceEventName,
  rawItems: readonly CommerceItem[],
  options: { list?: ItemList; firstIndex?: number; extra?: Record<string, string | undefined> } = {},
): Ga4EcommerceEvent {
  if (rawItems.length === 0) throw new EcommerceEventError(`${name} needs at least one item.`);
  const items = rawItems.map((item, position) => {
    const parsed = commerceItemSchema.safeParse(item);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ");
      throw new EcommerceEventError(`${name} item ${position + 1} (${String(item.id)}): ${detail}`);
    }
    return parsed.data;
  });
  const currencies = [...new Set(items.map((item) => item.currency))];
  if (currencies.length > 1) {
    throw new EcommerceEventError(
      `${name} mixes currencies (${currencies.join(", ")}); one event must be in one currency.`,
    );
  }
  const currency = currencies[0] as string;
  const digits = fractionDigits(currency);
  const ga4Items = items.map((item, position) =>
    definedFieldsOnly<Ga4Item>({
      item_id: item.id,
      item_name: item.name,
      item_variant: item.variant,
      item_brand: item.brand,
      item_category: item.category,
      price: roundTo(item.price, digits),
      quantity: item.quantity,
      discount: item.discount === undefined ? undefined : roundTo(item.discount, digits),
      index: options.list ? (options.firstIndex ?? 0) + position : undefined,
      item_list_id: options.list?.listId,
      item_list_name: options.list?.listName,
    }),
  );
  const value = roundTo(
    items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    digits,
  );
  return {
    event: name,
    ecommerce: definedFieldsOnly({
      currency,
      value,
      items: ga4Items,
      item_list_id: options.list?.listId,
      item_list_name: options.list?.listName,
      ...options.extra,
    }),
  };
}

/** Yen and won have no minor unit; most currencies have two. */
function fractionDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

function roundTo(amount: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}
