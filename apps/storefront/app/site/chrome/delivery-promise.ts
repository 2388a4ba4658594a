import { deliveryPrices } from "@hushling/catalog";

/**
 * A text about delivery with the amounts commerce charges filled in: `{{standardDelivery}}` and
 * `{{expressDelivery}}` become the storefront's rates (delivery-rates.ts of the catalog package, the
 * table commerce seeds its shipping methods from). Content and translations name the placeholder, never
 * an amount, so no banner can promise a price checkout does not charge.
 */
export function deliveryPromise(text: string, currency: string, money: (amount: number) => string): string {
  const prices = deliveryPrices(currency);
  return text.replace(/\{\{\s*(standardDelivery|expressDelivery)\s*\}\}/g, (_whole, name: string) =>
    money(name === "standardDelivery" ? prices.standard : prices.express),
  );
}
