import { isKnownCountry } from "@hushling/countries";
import { storefrontIdSchema } from "@hushling/storefronts";
import { z } from "zod";
import { parseExportJson } from "./catalog-export-schema.ts";
import { storeKinds, weekdays } from "./store-kinds.ts";

/** A wall-clock time in the store's own time zone. */
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time HH:MM from 00:00 to 23:59");

/** Days that share the same hours; a day no entry names is a closed day. */
export const openingHoursSchema = z
  .object({
    days: z.array(z.enum(weekdays)).min(1, "at least one day"),
    opens: timeSchema,
    closes: timeSchema,
  })
  // Zero-padded HH:MM compares correctly as text.
  .refine((hours) => hours.opens < hours.closes, { path: ["closes"], message: "closes after it opens" });

const weekSchema = z
  .array(openingHoursSchema)
  .min(1, "at least one day with opening hours")
  .superRefine((week, ctx) => {
    const firstEntry = new Map<string, number>();
    for (const [entry, hours] of week.entries()) {
      for (const [position, day] of hours.days.entries()) {
        const earlier = firstEntry.get(day);
        if (earlier !== undefined) {
          const where = earlier === entry ? "twice in this entry" : `already in entry ${earlier}`;
          ctx.addIssue({ code: "custom", path: [entry, "days", position], message: `"${day}" is ${where}` });
        } else firstEntry.set(day, entry);
      }
    }
  });

/** A shop that sells Hushling products, as the content file lists it and the export carries it. */
export const catalogStoreSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lowercase slug"),
  name: z.string().trim().min(1),
  kind: z.enum(storeKinds),
  country: z
    .string()
    .regex(/^[a-z]{2}$/, "a lowercase ISO 3166-1 alpha-2 code")
    .refine(isKnownCountry, "not a country"),
  city: z.string().trim().min(1),
  street: z.string().trim().min(1),
  postalCode: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  openingHours: weekSchema,
});

const storeListSchema = z.array(catalogStoreSchema).superRefine((stores, ctx) => {
  const seen = new Set<string>();
  for (const [index, store] of stores.entries()) {
    if (seen.has(store.id))
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `"${store.id}" is listed twice` });
    seen.add(store.id);
  }
});

/** `content/stores/stores.json`: every store of every country, the export's source. */
export const storeContentSchema = z.object({ stores: storeListSchema });
/** `{storefront}/stores.json` in the export: the stores in the countries one storefront serves. */
export const storeExportSchema = z.object({ storefront: storefrontIdSchema, stores: storeListSchema });

export type CatalogStore = z.infer<typeof catalogStoreSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type StoreExport = z.infer<typeof storeExportSchema>;

/** Validates the store content file's parsed JSON; the error names the file and the field. */
export function parseStoreContent(json: unknown, source: string): CatalogStore[] {
  return parseExportJson(storeContentSchema, json, source).stores;
}

/** Validates a storefront's store export; the error names the file and the field. */
export function parseStoreExport(json: unknown, source: string): StoreExport {
  return parseExportJson(storeExportSchema, json, source);
}

/** A storefront's stores, relative to the export folder (next to its `{language}.json` catalogs). */
export function storeExportFile(storefront: string): string {
  return `${storefront}/stores.json`;
}

/** The stores a storefront shows: those in the countries it serves, in the content file's order. */
export function storefrontStoreExport(
  stores: readonly CatalogStore[],
  storefront: { id: StoreExport["storefront"]; countries: readonly string[] },
): StoreExport {
  return { storefront: storefront.id, stores: stores.filter((store) => storefront.countries.includes(store.country)) };
}
