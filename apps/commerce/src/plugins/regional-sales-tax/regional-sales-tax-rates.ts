import { z } from "zod";

const regionCode = z.string().regex(/^[A-Z]{2}$/, "a two-letter region code");
const percent = z.number().min(0).max(20);

const regionSchema = z.object({
  name: z.string().min(1),
  /** Each tax the region levies on goods, by the name a receipt shows; none where there is no sales tax. */
  taxes: z.record(z.string().min(1), percent),
});

const countrySchema = z.object({
  /** What the shipping address's `province` field holds for this country, for error messages. */
  regionWord: z.enum(["state", "province"]),
  regions: z.record(regionCode, regionSchema),
});

const tableSchema = z.record(regionCode, countrySchema);

export type RegionalSalesTaxTable = z.infer<typeof tableSchema>;

/**
 * Countries whose tax on goods depends on the ship-to state or province, keyed by ISO country code and
 * then by the region's postal code (ISO 3166-2 suffix).
 *
 * US: the state-level base rate of each state and DC, as the state revenue departments publish them for
 * 2025. CA, UT and VA include their statewide local add-on (1 %, 1.25 %, 1 %). County, city and district
 * rates are NOT included, nor product exemptions (several states exempt some baby goods): a production
 * shop asks a tax service per address and product. AK, DE, MT, NH and OR levy no state sales tax.
 *
 * CA: the federal GST (5 %) everywhere, replaced by the harmonized HST in the Atlantic provinces and
 * Ontario, plus the provincial PST/RST/QST where a province levies its own, for 2025 (NS went from 15 %
 * to 14 % HST on 2025-04-01).
 */
export const regionalSalesTaxes: RegionalSalesTaxTable = tableSchema.parse({
  US: {
    regionWord: "state",
    regions: {
      AL: { name: "Alabama", taxes: { "Sales tax": 4 } },
      AK: { name: "Alaska", taxes: {} },
      AZ: { name: "Arizona", taxes: { "Sales tax": 5.6 } },
      AR: { name: "Arkansas", taxes: { "Sales tax": 6.5 } },
      CA: { name: "California", taxes: { "Sales tax": 7.25 } },
      CO: { name: "Colorado", taxes: { "Sales tax": 2.9 } },
      CT: { name: "Connecticut", taxes: { "Sales tax": 6.35 } },
      DE: { name: "Delaware", taxes: {} },
      DC: { name: "District of Columbia", taxes: { "Sales tax": 6 } },
      FL: { name: "Florida", taxes: { "Sales tax": 6 } },
      GA: { name: "Georgia", taxes: { "Sales tax": 4 } },
      HI: { name: "Hawaii", taxes: { "General excise tax": 4 } },
      ID: { name: "Idaho", taxes: { "Sales tax": 6 } },
      IL: { name: "Illinois", taxes: { "Sales tax": 6.25 } },
      IN: { name: "Indiana", taxes: { "Sales tax": 7 } },
      IA: { name: "Iowa", taxes: { "Sales tax": 6 } },
      KS: { name: "Kansas", taxes: { "Sales tax": 6.5 } },
      KY: { name: "Kentucky", taxes: { "Sales tax": 6 } },
      LA: { name: "Louisiana", taxes: { "Sales tax": 5 } },
      ME: { name: "Maine", taxes: { "Sales tax": 5.5 } },
      MD: { name: "Maryland", taxes: { "Sales tax": 6 } },
      MA: { name: "Massachusetts", taxes: { "Sales tax": 6.25 } },
      MI: { name: "Michigan", taxes: { "Sales tax": 6 } },
      MN: { name: "Minnesota", taxes: { "Sales tax": 6.875 } },
      MS: { name: "Mississippi", taxes: { "Sales tax": 7 } },
      MO: { name: "Missouri", taxes: { "Sales tax": 4.225 } },
      MT: { name: "Montana", taxes: {} },
      NE: { name: "Nebraska", taxes: { "Sales tax": 5.5 } },
      NV: { name: "Nevada", taxes: { "Sales tax": 6.85 } },
      NH: { name: "New Hampshire", taxes: {} },
      NJ: { name: "New Jersey", taxes: { "Sales tax": 6.625 } },
      NM: { name: "New Mexico", taxes: { "Gross receipts tax": 4.875 } },
      NY: { name: "New York", taxes: { "Sales tax": 4 } },
      NC: { name: "North Carolina", taxes: { "Sales tax": 4.75 } },
      ND: { name: "North Dakota", taxes: { "Sales tax": 5 } },
      OH: { name: "Ohio", taxes: { "Sales tax": 5.75 } },
      OK: { name: "Oklahoma", taxes: { "Sales tax": 4.5 } },
      OR: { name: "Oregon", taxes: {} },
      PA: { name: "Pennsylvania", taxes: { "Sales tax": 6 } },
      RI: { name: "Rhode Island", taxes: { "Sales tax": 7 } },
      SC: { name: "South Carolina", taxes: { "Sales tax": 6 } },
      SD: { name: "South Dakota", taxes: { "Sales tax": 4.2 } },
      TN: { name: "Tennessee", taxes: { "Sales tax": 7 } },
      TX: { name: "Texas", taxes: { "Sales tax": 6.25 } },
      UT: { name: "Utah", taxes: { "Sales tax": 6.1 } },
      VT: { name: "Vermont", taxes: { "Sales tax": 6 } },
      VA: { name: "Virginia", taxes: { "Sales tax": 5.3 } },
      WA: { name: "Washington", taxes: { "Sales tax": 6.5 } },
      WV: { name: "West Virginia", taxes: { "Sales tax": 6 } },
      WI: { name: "Wisconsin", taxes: { "Sales tax": 5 } },
      WY: { name: "Wyoming", taxes: { "Sales tax": 4 } },
    },
  },
  CA: {
    regionWord: "province",
    regions: {
      AB: { name: "Alberta", taxes: { GST: 5 } },
      BC: { name: "British Columbia", taxes: { GST: 5, PST: 7 } },
      MB: { name: "Manitoba", taxes: { GST: 5, RST: 7 } },
      NB: { name: "New Brunswick", taxes: { HST: 15 } },
      NL: { name: "Newfoundland and Labrador", taxes: { HST: 15 } },
      NS: { name: "Nova Scotia", taxes: { HST: 14 } },
      NT: { name: "Northwest Territories", taxes: { GST: 5 } },
      NU: { name: "Nunavut", taxes: { GST: 5 } },
      ON: { name: "Ontario", taxes: { HST: 13 } },
      PE: { name: "Prince Edward Island", taxes: { HST: 15 } },
      QC: { name: "Quebec", taxes: { GST: 5, QST: 9.975 } },
      SK: { name: "Saskatchewan", taxes: { GST: 5, PST: 6 } },
      YT: { name: "Yukon", taxes: { GST: 5 } },
    },
  },
});
