import isoCodes from "countries-list/minimal/countries.2to3.min.json" with { type: "json" };

/**
 * The codes of the country reference table without its records: what browser code needs to check a
 * code (about 1 KB instead of the whole table). Same source as country-reference.ts.
 */
const codes: ReadonlySet<string> = new Set(Object.keys(isoCodes));

/** True when the value is an upper-case ISO 3166-1 alpha-2 code of the reference table (XK included). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && codes.has(value);
}
