/** The search service's API key for a page language: `{prefix}-{storefront}-{language}`, lower case. */
export function searchApiKey(prefix: string, storefront: string, language: string): string {
  return `${prefix}-${storefront}-${language}`.toLowerCase();
}
