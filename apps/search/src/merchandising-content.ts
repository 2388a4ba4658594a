import { bannerSchema, recommendationLogics, recommendationPageTypes, sortOptions } from "@hushling/search-protocol";
import { languageCodeSchema, storefrontIdSchema } from "@hushling/storefronts";
import { z } from "zod";

const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case key");
const storefronts = z.array(storefrontIdSchema).min(1).optional();
/** Text in some languages; a language without its own text uses English, then the first given. */
const localised = z
  .partialRecord(languageCodeSchema, z.string().trim().min(1))
  .refine((value) => Object.keys(value).length > 0, "give at least one language");
/** A page of the storefront by key, as in the navigation files. */
const target = z
  .string()
  .regex(
    /^(home|stores|(category|product|page):[a-z0-9]+(-[a-z0-9]+)*)$/,
    "home, stores, category:{slug}, product:{key} or page:{slug}",
  );

/**
 * `content/search/merchandising.json`: what the web team decides about search, per storefront where it
 * says so (all storefronts otherwise). Product and category references use the stable English keys.
 */
export const merchandisingSchema = z.object({
  /** Category pages: pinned products first, in this order; then boosted ones; then the shelf order. */
  categories: z
    .array(
      z.object({
        category: key,
        storefronts,
        pins: z.array(key).default([]),
        boosts: z.record(key, z.number().positive().max(100)).default({}),
      }),
    )
    .default([]),
  banners: z
    .array(
      bannerSchema
        .omit({ bannerName: true, bannerAltTag: true, redirectUrl: true })
        .extend({
          storefronts,
          bannerName: localised,
          bannerAltTag: localised,
          target: target.optional(),
        })
        // YYYY/MM/DD compares as text; an empty end date means "no end".
        .refine((banner) => banner.endDate === "" || banner.endDate >= banner.startDate, {
          path: ["endDate"],
          message: "the end date is before the start date; a banner must end on or after the day it starts",
        }),
    )
    .default([]),
  keywordMaps: z
    .array(
      z.object({
        storefronts,
        keywords: z.partialRecord(languageCodeSchema, z.array(z.string().min(1).max(200)).min(1)),
        target,
      }),
    )
    .default([]),
  recommendations: z
    .array(
      z.object({
        recsKey: key,
        storefronts,
        title: localised,
        pageType: z.enum(recommendationPageTypes),
        logic: z.enum(recommendationLogics),
        maxProducts: z.number().int().min(1).max(50).default(8),
        productThreshold: z.number().int().min(0).max(50).default(1),
        enabled: z.boolean().default(true),
        /** HAND_PICKED: the products, in order. */
        products: z.array(key).default([]),
        /**
         * Hand-picked content shown instead of products (the STATIC_CONTENT action): pictures on the
         * storefront, each with its alt text and the page it opens.
         */
        staticContent: z
          .array(
            z.object({
              image: z.string().regex(/^\/(?![/\\])/, "a path on the storefront, e.g. /images/banners/gift-guide.svg"),
              alt: localised,
              target,
            }),
          )
          .default([]),
        /** CUSTOM_LOGIC: a category whose products qualify and the order they are shown in. */
        customLogic: z
          .object({
            category: key.optional(),
            maxPrice: z.number().positive().optional(),
            sort: z.enum(sortOptions).default("PRICE_ASC"),
          })
          .optional(),
      }),
    )
    .default([]),
  /**
   * Words and phrases never suggested from what shoppers searched (whole words, any storefront): a
   * merchant's answer to a term that got past the automatic rules.
   */
  blockedSuggestions: z.array(z.string().trim().min(2).max(100)).max(2000).default([]),
  /** Average review ratings (0-5) and counts, as the reviews provider reports them; unrated products have none. */
  ratings: z.record(key, z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) })).default({}),
});

export type Merchandising = z.output<typeof merchandisingSchema>;

export function textIn(text: Partial<Record<string, string>>, language: string): string {
  return text[language] ?? text.en ?? Object.values(text).find(Boolean) ?? "";
}

export function appliesTo(entry: { storefronts?: readonly string[] | undefined }, storefront: string): boolean {
  return !entry.storefronts || entry.storefronts.includes(storefront);
}
