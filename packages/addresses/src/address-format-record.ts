/** A country's entry in the generated table (see scripts/address-format-source.ts). */
export type AddressFormatRecord = {
  /** Google's layout: %N name, %O organisation, %A street lines, %C city, %S region, %Z postal code, %n new line. */
  layout: string;
  /** The layout in Latin script, where the local one is not. */
  latinLayout?: string;
  /** Letters of the layout's required fields. */
  required: string;
  postalCodePattern?: string;
  postalCodeExample?: string;
  /** The country's language, where the data names one (its local layout is written in it). */
  language: string;
  regionName: string;
  localityName: string;
  postalCodeName: string;
  regions: { code: string; name: string; latinName?: string }[];
};
