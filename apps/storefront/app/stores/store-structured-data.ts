import type { CatalogStore } from "@hushling/catalog";
import type { StoreKind, Weekday } from "@hushling/catalog/store-kinds";

const schemaTypeOf: Record<StoreKind, string> = {
  store: "Store",
  "department-store": "DepartmentStore",
  pharmacy: "Pharmacy",
};

const schemaDayOf: Record<Weekday, string> = {
  mo: "https://schema.org/Monday",
  tu: "https://schema.org/Tuesday",
  we: "https://schema.org/Wednesday",
  th: "https://schema.org/Thursday",
  fr: "https://schema.org/Friday",
  sa: "https://schema.org/Saturday",
  su: "https://schema.org/Sunday",
};

/** schema.org JSON-LD for one store: its kind's type, address, coordinates and opening hours. */
export function storeStructuredData(store: CatalogStore) {
  return {
    "@context": "https://schema.org",
    "@type": schemaTypeOf[store.kind],
    name: store.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: store.street,
      postalCode: store.postalCode || undefined,
      addressLocality: store.city,
      addressCountry: store.country.toUpperCase(),
    },
    geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: store.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days.map((day) => schemaDayOf[day]),
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}
