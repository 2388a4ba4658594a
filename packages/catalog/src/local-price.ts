/**
 * Shelf prices per currency, derived from the US list price. These are price levels a merchandiser
 * would set (VAT-inclusive where the storefront shows VAT-inclusive prices), not exchange rates.
 */
export const priceLevels = {
  USD: 1,
  CAD: 1.35,
  GBP: 0.85,
  EUR: 1,
  SEK: 11,
  AUD: 1.55,
  HKD: 7.8,
  KRW: 1350,
  JPY: 150,
} as const;

export type CatalogCurrency = keyof typeof priceLevels;

export function isCatalogCurrency(code: string): code is CatalogCurrency {
  return Object.hasOwn(priceLevels, code);
}

/** A price that ends in 9 (x9 whole units; x.99 below 20), the usual retail price point. */
function endInNine(amount: number): number {
  if (amount < 20) return Math.max(Math.ceil(amount) - 0.01, 0.99);
  return Math.round((amount + 1) / 10) * 10 - 1;
}

function roundTo(amount: number, step: number): number {
  return Math.max(Math.round(amount / step) * step, step);
}

/**
 * The shelf price in a currency for a US list price, both in hundredths of the currency unit
 * (Vendure's convention for every currency, JPY and KRW included).
 */
export function localShelfPrice(usdMinor: number, currency: string): number {
  if (!Number.isInteger(usdMinor) || usdMinor <= 0) {
    throw new RangeError(`US list price must be a positive whole number of cents, got ${usdMinor}`);
  }
  if (!isCatalogCurrency(currency)) throw new RangeError(`No price level for currency "${currency}"`);
  if (currency === "USD") return usdMinor;
  const amount = (usdMinor / 100) * priceLevels[currency];
  const rounded =
    currency === "KRW"
      ? roundTo(amount, 1000)
      : currency === "JPY"
        ? roundTo(amount, 100)
        : currency === "HKD"
          ? roundTo(amount, 10)
          : endInNine(amount);
  return Math.round(rounded * 100);
}
