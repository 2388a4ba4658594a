import type { CommerceItem } from "@hushling/analytics";
import { minorUnitsPerUnit } from "./price.ts";

/**
 * A product as analytics reports it: its SKU, name, unit price (Vendure's minor units, reported in the
 * currency's units) and the storefront's currency.
 */
export function analyticsItem(
  sku: string,
  name: string,
  priceMinor: number,
  currency: string,
  quantity = 1,
): CommerceItem {
  return { id: sku, name, price: priceMinor / minorUnitsPerUnit, currency, quantity };
}
