/** Vendure keeps money as integers of 1/100 of the currency unit, whatever the currency. */
export const minorUnitsPerUnit = 100;

/** A price in the storefront's currency, formatted for its locale (e.g. `$249.00`, `249,00 €`). */
export function formatPrice(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amountMinor / minorUnitsPerUnit);
}

/** The amount as a plain decimal string for machine-readable markup (JSON-LD, meta tags). */
export function priceAsDecimal(amountMinor: number): string {
  return (amountMinor / minorUnitsPerUnit).toFixed(2);
}
