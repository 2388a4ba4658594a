import { isKnownCountry } from "@hushling/countries";
import { z } from "zod";

import { storeKinds } from "./store-list.ts";

/** A shop that sells Hushling products (`content/stores/stores.json`). */
export const storeSchema = z.object({
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
});

export const storeFileSchema = z.object({ stores: z.array(storeSchema) }).superRefine((file, ctx) => {
  const seen = new Set<string>();
  file.stores.forEach((store, index) => {
    if (seen.has(store.id))
      ctx.addIssue({ code: "custom", path: ["stores", index, "id"], message: `"${store.id}" is listed twice` });
    seen.add(store.id);
  });
});

export type Store = z.infer<typeof storeSchema>;
export type StoreKind = Store["kind"];
