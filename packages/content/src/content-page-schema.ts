import { languageCodeSchema, storefrontIdSchema } from "@hushling/storefronts";
import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lowercase slug such as babywearing-guide");

/** A picture in a content page; width and height are required so the page never shifts while it loads. */
export const contentImageSchema = z.object({
  type: z.literal("image"),
  src: z.string().regex(/^\/[^\s]*$/, "a path under the storefront, e.g. /images/pages/sleep.svg"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string().optional(),
});

/** A video shown only after the visitor asks for it, so the provider sets no cookie before consent. */
export const contentVideoSchema = z.object({
  type: z.literal("video"),
  provider: z.enum(["youtube", "vimeo"]),
  videoId: z.string().regex(/^[A-Za-z0-9_-]{4,32}$/, "the provider's video id"),
  title: text,
});

export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text }),
  z.object({ type: z.literal("paragraph"), text }),
  z.object({ type: z.literal("list"), items: z.array(text).min(1) }),
  contentImageSchema,
  contentVideoSchema,
  /** Product cards for the listed products that the storefront sells; others are left out. */
  z.object({ type: z.literal("products"), products: z.array(slug).min(1) }),
]);

export const contentPageTranslationSchema = z.object({
  title: text,
  description: text.max(200, "keep meta descriptions under 200 characters"),
  body: z.array(contentBlockSchema).min(1),
});

/**
 * One content page (`content/pages/{slug}.json`): the same page in every language of every storefront
 * that shows it, at `/pages/{slug}/` (or that language's localised segment).
 */
export const contentPageSchema = z.object({
  slug,
  /** The storefronts that publish the page; all of them when absent. */
  storefronts: z.array(storefrontIdSchema).min(1).optional(),
  translations: z.partialRecord(languageCodeSchema, contentPageTranslationSchema),
});

export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentPageTranslation = z.infer<typeof contentPageTranslationSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;
