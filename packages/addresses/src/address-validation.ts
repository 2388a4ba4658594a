import { addressFormat } from "./address-format.ts";
import type { AddressField, PostalAddress } from "./postal-address.ts";

/** Why a field cannot be shipped to: the form shows the matching message next to it. */
export type AddressProblem = "required" | "postalCodeFormat" | "unknownRegion";
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

const filled = (value: string | null | undefined): value is string => !!value && value.trim() !== "";

/** A region as typed or chosen, matched to the country's list by code, name or Latin name. */
export function regionCode(countryCode: string, province: string): string | undefined {
  const wanted = province.trim().toLocaleLowerCase();
  const region = addressFormat(countryCode).regions.find((candidate) =>
    [candidate.code, candidate.name, candidate.latinName].some((name) => name?.toLocaleLowerCase() === wanted),
  );
  return region?.code;
}

/**
 * The problems of an address for its country, in the form's field order (the first is where focus
 * goes): required fields left empty, a postal code the country's pattern refuses, a region not on the
 * country's list. Empty when the address can be shipped to.
 */
export function addressProblems(address: PostalAddress): AddressProblems {
  const format = addressFormat(address.countryCode ?? "");
  const problems: AddressProblems = {};
  for (const field of format.fields) {
    const value = address[field];
    if (!filled(value)) {
      if (format.required.has(field)) problems[field] = "required";
    } else if (field === "postalCode" && format.postalCode && !format.postalCode.pattern.test(value.trim())) {
      problems[field] = "postalCodeFormat";
    } else if (field === "province" && format.regions.length > 0 && !regionCode(format.countryCode, value)) {
      problems[field] = "unknownRegion";
    }
  }
  return problems;
}

/** The address as it is sent: trimmed, the postal code in capitals, the region as the country's code. */
export function normalizedAddress<Address extends PostalAddress>(address: Address): Address {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  ) as Address;
  const countryCode = trimmed.countryCode?.toUpperCase();
  const province =
    countryCode && filled(trimmed.province)
      ? (regionCode(countryCode, trimmed.province) ?? trimmed.province)
      : trimmed.province;
  return { ...trimmed, countryCode, province, postalCode: trimmed.postalCode?.toUpperCase() };
}
