/** A postal address in the commerce order's words (Vendure's OrderAddress / CreateAddressInput). */
export type PostalAddress = {
  fullName?: string | null;
  company?: string | null;
  streetLine1?: string | null;
  streetLine2?: string | null;
  city?: string | null;
  /** The region: a US state's or Canadian province's code, a Japanese prefecture's name, ... */
  province?: string | null;
  postalCode?: string | null;
  /** ISO 3166-1 alpha-2, either case. */
  countryCode?: string | null;
};

/** The fields a shopper fills in; the country is chosen apart from them. */
export type AddressField = "fullName" | "company" | "streetLine1" | "streetLine2" | "city" | "province" | "postalCode";
