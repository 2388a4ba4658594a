import { describe, expect, it } from "vitest";
import { CatalogExportError } from "../src/catalog-export-schema.ts";
import { parseStoreContent, parseStoreExport, storefrontStoreExport } from "../src/catalog-stores.ts";

const berlin = {
  id: "hushling-studio-berlin",
  name: "Hushling Studio Berlin",
  kind: "store",
  country: "de",
  city: "Berlin",
  street: "Kastanienallee 88",
  postalCode: "10435",
  latitude: 52.54,
  longitude: 13.409,
  openingHours: [
    { days: ["mo", "tu", "we", "th", "fr"], opens: "10:00", closes: "20:00" },
    { days: ["sa"], opens: "10:00", closes: "18:00" },
  ],
};
const withHours = (openingHours: unknown) => ({ stores: [{ ...berlin, openingHours }] });
const problem = (json: unknown) => {
  try {
    parseStoreContent(json, "content/stores/stores.json");
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogExportError);
    return (error as Error).message;
  }
  return "accepted";
};

describe("parseStoreContent", () => {
  it("accepts a store with hours on some days (the others are closed)", () => {
    expect(parseStoreContent({ stores: [berlin] }, "x")[0]?.openingHours).toHaveLength(2);
  });

  it("knows the three kinds and nothing else", () => {
    for (const kind of ["store", "department-store", "pharmacy"])
      expect(problem({ stores: [{ ...berlin, kind }] })).toBe("accepted");
    expect(problem({ stores: [{ ...berlin, kind: "flagship" }] })).toMatch(
      /^content\/stores\/stores\.json: stores\.0\.kind: /,
    );
  });

  it("refuses a time that is not HH:MM on the clock", () => {
    expect(problem(withHours([{ days: ["mo"], opens: "9:00", closes: "18:00" }]))).toMatch(
      /stores\.0\.openingHours\.0\.opens: a time HH:MM/,
    );
    expect(problem(withHours([{ days: ["mo"], opens: "09:00", closes: "24:30" }]))).toMatch(
      /stores\.0\.openingHours\.0\.closes: a time HH:MM/,
    );
  });

  it("refuses closing before or at opening time", () => {
    expect(problem(withHours([{ days: ["mo"], opens: "18:00", closes: "09:00" }]))).toMatch(
      /stores\.0\.openingHours\.0\.closes: closes after it opens/,
    );
    expect(problem(withHours([{ days: ["mo"], opens: "09:00", closes: "09:00" }]))).toMatch(/closes after it opens/);
  });

  it("refuses a day given hours twice, naming where", () => {
    expect(
      problem(
        withHours([
          { days: ["mo", "tu"], opens: "09:00", closes: "12:00" },
          { days: ["tu"], opens: "14:00", closes: "18:00" },
        ]),
      ),
    ).toMatch(/stores\.0\.openingHours\.1\.days\.0: "tu" is already in entry 0/);
    expect(problem(withHours([{ days: ["sa", "sa"], opens: "09:00", closes: "12:00" }]))).toMatch(
      /"sa" is twice in this entry/,
    );
  });

  it("refuses an unknown day, a week without hours, and a store listed twice", () => {
    expect(problem(withHours([{ days: ["monday"], opens: "09:00", closes: "12:00" }]))).toMatch(
      /openingHours\.0\.days\.0/,
    );
    expect(problem(withHours([]))).toMatch(/openingHours: at least one day with opening hours/);
    expect(problem({ stores: [berlin, berlin] })).toMatch(/stores\.1\.id: "hushling-studio-berlin" is listed twice/);
  });

  it("names the field of a store with an unknown country", () => {
    expect(problem({ stores: [{ ...berlin, country: "xx" }] })).toMatch(/stores\.0\.country: not a country/);
  });
});

describe("storefrontStoreExport", () => {
  it("gives a storefront the stores in its countries, and its export reads back", () => {
    const stores = parseStoreContent({ stores: [berlin, { ...berlin, id: "wien", country: "at" }] }, "x");
    const exported = storefrontStoreExport(stores, { id: "eu", countries: ["at", "be"] });
    expect(exported.stores.map((store) => store.id)).toEqual(["wien"]);
    expect(parseStoreExport(exported, "eu/stores.json")).toEqual(exported);
  });
});
