import { storefrontIdSchema } from "@hushling/storefronts";
import { z } from "zod";

/**
 * What commerce reports to the search service when an order is paid: the only source of purchases for
 * bought-together and the like, since a browser's claim of a purchase proves nothing. Products are
 * named by their catalog keys (the English slug), as in the export.
 */
export const paidOrderSchema = z.strictObject({
  storefront: storefrontIdSchema,
  orderCode: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "an order code"),
  productKeys: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a catalog key"))
    .min(1)
    .max(200),
});
export type PaidOrder = z.infer<typeof paidOrderSchema>;
