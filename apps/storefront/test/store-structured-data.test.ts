import { describe, expect, it } from "vitest";
import { storeStructuredData } from "../app/stores/store-structured-data.ts";

const pharmacy = {
  id: "eichen-apotheke-koeln",
  name: "Eichen-Apotheke",
  kind: "pharmacy" as const,
  country: "de",
  city: "Köln",
  street: "Birkenweg 3",
  postalCode: "50667",
  latitude: 50.938,
  longitude: 6.957,
  openingHours: [{ days: ["mo" as const, "tu" as const], opens: "08:00", closes: "19:00" }],
};

describe("storeStructuredData", () => {
  it("types each kind of store the schema.org way", () => {
    expect(storeStructuredData(pharmacy)["@type"]).toBe("Pharmacy");
    expect(storeStructuredData({ ...pharmacy, kind: "department-store" })["@type"]).toBe("DepartmentStore");
    expect(storeStructuredData({ ...pharmacy, kind: "store" })["@type"]).toBe("Store");
  });

  it("carries the address, coordinates and opening hours", () => {
    expect(storeStructuredData(pharmacy)).toMatchObject({
      address: { streetAddress: "Birkenweg 3", postalCode: "50667", addressLocality: "Köln", addressCountry: "DE" },
      geo: { latitude: 50.938, longitude: 6.957 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
          opens: "08:00",
          closes: "19:00",
        },
      ],
    });
  });
});
