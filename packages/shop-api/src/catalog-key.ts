/** An entity's slugs as the Shop API answers them, one per language it is translated into. */
export type SlugTranslations = ReadonlyArray<{ languageCode: string; slug: string }>;

/**
 * The stable key of a product or category: its English slug (its own slug when it has no English one).
 * The catalog export names products by it, the search records use it as id and item group, and the
 * purchase analytics of an order line must name the product the same way for bought-together to match.
 */
export function catalogKey(entity: { slug: string; translations: SlugTranslations }): string {
  return entity.translations.find((translation) => translation.languageCode === "en")?.slug || entity.slug;
}
