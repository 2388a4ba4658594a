import type { SearchRecord } from "@hushling/search-protocol";
import { formatPrice } from "../catalog/price.ts";

/** A record's price (the protocol sends currency units as a string), formatted for the page; "" if it has none. */
export function recordPrice(record: SearchRecord, locale: string): string {
  const amount = Number(record.salePrice || record.price);
  if (!record.currency || !Number.isFinite(amount) || record.price === "") return "";
  return formatPrice(Math.round(amount * 100), record.currency, locale);
}
