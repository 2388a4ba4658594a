import type { AddressFormatRecord } from "./address-format-record.ts";
import { addressFormatRecords } from "./generated/address-formats.ts";
import type { AddressField } from "./postal-address.ts";

/** Which letter of Google's layouts stands for which of our fields (%D and %X have no field here). */
const fieldsOfLetter: Record<string, AddressField[]> = {
  N: ["fullName"],
  O: ["company"],
  A: ["streetLine1", "streetLine2"],
  C: ["city"],
  S: ["province"],
  Z: ["postalCode"],
};

export type AddressRegion = { code: string; name: string; latinName?: string };

export type PostalCodeRule = {
  /** Matches a whole postal code, after trimming, in any letter case. */
  pattern: RegExp;
  /** A real-looking example, for the field's hint and error message. */
  example: string;
};

export type AddressFormat = {
  countryCode: string;
  /** The fields in the order the country writes them. */
  fields: AddressField[];
  required: ReadonlySet<AddressField>;
  /** Translation keys of each field's label: `fullName`, `city.post_town`, `province.prefecture`, `postalCode.zip`, ... */
  labelKeys: Record<AddressField, string>;
  postalCode: PostalCodeRule | undefined;
  /** The regions to choose from; empty where the region is typed freely or not used. */
  regions: AddressRegion[];
  record: AddressFormatRecord;
};

/** Countries no storefront serves get Google's default format: name, organisation, street, city. */
const fallbackRecord: AddressFormatRecord = {
  layout: "%N%n%O%n%A%n%C",
  required: "AC",
  language: "",
  regionName: "province",
  localityName: "city",
  postalCodeName: "postal",
  regions: [],
};

export const addressCountryCodes = (): string[] => Object.keys(addressFormatRecords);

/** The letters of a layout, in order, each once. */
export function layoutLetters(layout: string): string[] {
  return [...new Set([...layout.matchAll(/%([A-Za-z])/g)].map((match) => match[1] as string))].filter(
    (letter) => letter !== "n",
  );
}

/**
 * The address form of a country: its fields in the local layout's order, which are required (a full
 * name always: a parcel needs a recipient, though Google's data never requires one), the label keys
 * and the postal-code rule.
 */
export function addressFormat(countryCode: string): AddressFormat {
  const code = countryCode.toUpperCase();
  const record = addressFormatRecords[code] ?? fallbackRecord;
  const fields = layoutLetters(record.layout).flatMap((letter) => fieldsOfLetter[letter] ?? []);
  const required = new Set<AddressField>(["fullName"]);
  for (const letter of record.required) {
    // Of the street lines only the first is required.
    const first = fieldsOfLetter[letter]?.[0];
    if (first && fields.includes(first)) required.add(first);
  }
  return {
    countryCode: code,
    fields,
    required,
    labelKeys: {
      fullName: "fullName",
      company: "company",
      streetLine1: "streetLine1",
      streetLine2: "streetLine2",
      city: `city.${record.localityName}`,
      province: `province.${record.regionName}`,
      postalCode: `postalCode.${record.postalCodeName}`,
    },
    postalCode: record.postalCodePattern
      ? {
          pattern: new RegExp(`^(?:${record.postalCodePattern})$`, "i"),
          example: record.postalCodeExample ?? "",
        }
      : undefined,
    regions: record.regions,
    record,
  };
}
