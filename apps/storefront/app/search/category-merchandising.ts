import { categoryPageRequest } from "@hushling/search-client";
import { searchRequestLimits } from "@hushling/search-protocol/request-limits";
import { quietly, searchClient } from "./search-session.ts";

/**
 * The category's product addresses in the search service's merchandising order (pins, boosts, then the
 * shelf order), and a category view beacon for them. Loaded after the page shows (category.tsx).
 */
export async function merchandisedUrls(
  language: string,
  category: { key: string; name: string },
  count: number,
): Promise<string[]> {
  const client = searchClient(language);
  // A category larger than a page may be is ordered as far as a request may ask; the rest follow in catalog order.
  const limit = Math.min(count, searchRequestLimits.resultsPerQuery);
  const response = await client.search(categoryPageRequest(category.key, { limit }));
  const records = response.queryResults[0]?.records ?? [];
  quietly(
    client.trackCategoryView(
      { name: category.name, path: category.key },
      records.map((record) => record.id),
    ),
  );
  return records.map((record) => record.url);
}
