/**
 * The API key of one storefront language's index: `{prefix}-{storefront}-{language}`, lower case. The
 * service names its indexes by it and the storefront asks with it, so both take it from here.
 */
export function apiKeyOf(prefix: string, storefront: string, language: string): string {
  return `${prefix}-${storefront}-${language}`.toLowerCase();
}
