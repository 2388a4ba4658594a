import { type RegionalSalesTaxTable, regionalSalesTaxes } from "./regional-sales-tax-rates.ts";

/** What Vendure stores per order line: one entry per tax, rates in percent. */
export type TaxLine = { description: string; taxRate: number };

export type RegionalTax =
  /** The country's tax does not depend on the region: the channel's zone rate applies. */
  | { kind: "national" }
  | { kind: "regional"; lines: TaxLine[] }
  /** The region is missing or unknown; the order cannot be taxed, so checkout refuses it. */
  | { kind: "unknown-region"; message: string };

/**
 * The taxes on goods shipped to a country and its `province` field: by the region's code ("NY", any
 * case) or full name ("New York"). An address in a regional-tax country without a known region is an
 * error, never a silent 0 %.
 */
export function regionalTax(
  countryCode: string | undefined,
  province: string | undefined,
  table: RegionalSalesTaxTable = regionalSalesTaxes,
): RegionalTax {
  const country = countryCode ? table[countryCode.toUpperCase()] : undefined;
  if (!country || !countryCode) return { kind: "national" };
  const wanted = (province ?? "").trim().toUpperCase();
  const entry = Object.entries(country.regions).find(
    ([code, region]) => code === wanted || region.name.toUpperCase() === wanted,
  );
  if (!entry) {
    const what = `${countryCode.toUpperCase()} ${country.regionWord}`;
    const example = Object.keys(country.regions)[0];
    const problem = wanted ? `"${province?.trim()}" is not a ${what}` : `The shipping address has no ${what}`;
    return {
      kind: "unknown-region",
      message: `${problem}; sales tax depends on it: set the address's province to the ${country.regionWord}'s two-letter code (e.g. ${example})`,
    };
  }
  const [, region] = entry;
  return {
    kind: "regional",
    lines: Object.entries(region.taxes).map(([tax, taxRate]) => ({ description: `${tax} (${region.name})`, taxRate })),
  };
}
