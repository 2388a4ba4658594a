export {
  type AddressFormat,
  type AddressRegion,
  addressCountryCodes,
  addressFormat,
  type PostalCodeRule,
} from "./address-format.ts";
export { type AddressLayoutOptions, type AddressScript, addressScriptFor, formatAddress } from "./address-layout.ts";
export {
  type AddressProblem,
  type AddressProblems,
  addressProblems,
  normalizedAddress,
  regionCode,
} from "./address-validation.ts";
export type { AddressField, PostalAddress } from "./postal-address.ts";
