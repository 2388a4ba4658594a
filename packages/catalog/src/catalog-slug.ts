/**
 * A URL slug from a display name: lowercase ASCII words joined by hyphens; accents are dropped
 * (é -> e, ß -> ss, ø -> o). Returns "" when nothing Latin remains (Chinese, Korean, Japanese names),
 * so callers fall back to another language's slug.
 */
export function catalogSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
