import { continents, countries, getCountryData, type TCountryCode } from "countries-list";

/** One country of the reference: codes, names, phone codes, continent and capital. */
export type CountryRecord = {
  iso2: string;
  iso3: string;
  name: string;
  native: string;
  phone: number[];
  continent: ContinentCode;
  continents?: ContinentCode[];
  capital: string;
  currency: string[];
  languages: string[];
  partOf?: string;
  userAssigned?: boolean;
};

export type ContinentCode = keyof typeof continents;

/** Continent codes: AF Africa, AN Antarctica, AS Asia, EU Europe, NA North America, OC Oceania, SA South America. */
export const continentNames: Readonly<Record<ContinentCode, string>> = continents;

const table: ReadonlyMap<string, CountryRecord> = new Map(
  (Object.keys(countries) as TCountryCode[]).map((code) => {
    const data = getCountryData(code);
    return [code, Object.freeze({ ...data, iso2: code, iso3: data.iso3 }) as CountryRecord];
  }),
);

/** True when the code (any case) is an ISO 3166-1 alpha-2 code in the reference table. */
export function isKnownCountry(code: unknown): code is string {
  return typeof code === "string" && /^[a-z]{2}$/i.test(code) && table.has(code.toUpperCase());
}

/** The reference record of a country code (any case), or undefined. */
export function getCountry(code: string): CountryRecord | undefined {
  return isKnownCountry(code) ? table.get(code.toUpperCase()) : undefined;
}

export function allCountries(): CountryRecord[] {
  return [...table.values()];
}
