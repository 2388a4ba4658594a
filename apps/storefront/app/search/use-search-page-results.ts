import { useEffect, useState } from "react";
import type { SearchPageQuery } from "./search-page-query.ts";
import { searchPageBody } from "./search-page-request.ts";
import { type SearchPageResults, searchPageResultsOf } from "./search-page-results.ts";
import { searchClient } from "./search-session.ts";

/**
 * The search service's answer to the page's address (`queryKey`, null before hydration): asked whenever
 * the address changes; an answer to an address left behind is dropped. Banners never hold up results.
 */
export function useSearchPageResults(query: SearchPageQuery, queryKey: string | null, language: string) {
  const [results, setResults] = useState<SearchPageResults | null>(null);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (queryKey) is what the results follow
  useEffect(() => {
    if (queryKey === null) return;
    if (!query.term) {
      setResults(null);
      return;
    }
    let current = true;
    const client = searchClient(language);
    Promise.all([client.search(searchPageBody(query)), client.banners("landingpage", query.term).catch(() => [])]).then(
      ([response, banners]) => {
        if (!current) return;
        setFailed(false);
        setResults(searchPageResultsOf(query, response, banners));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [queryKey, language]);

  return { results, failed };
}
