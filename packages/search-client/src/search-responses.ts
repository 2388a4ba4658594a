import type { SearchRecord, SearchResponse } from "@hushling/search-protocol";
import { clientLimits } from "./client-limits.ts";
import { clientErrors } from "./search-client-error.ts";
import type { RequestBody } from "./search-requests.ts";

/** Answers are matched to queries by id, so a request naming one twice is refused before it is sent. */
export function checkQueryIds(body: RequestBody): void {
  const ids = [...(body.recordQueries ?? []), ...(body.suggestions ?? [])].map((query) => query.id);
  if (new Set(ids).size !== ids.length) throw clientErrors.duplicateIds();
}

/**
 * Search answers held for the page: an identical request within 10 minutes is answered from memory (only
 * answers the provider marks as complete are kept), and every record an answer showed is remembered, so a
 * click on it can be checked and described.
 */
export function searchResponses(now: () => number) {
  const answers = new Map<string, { at: number; response: SearchResponse }>();
  const shown = new Map<string, SearchRecord>();
  return {
    /** The kept answer to this request (its JSON text), if it is younger than 10 minutes. */
    cached(key: string): SearchResponse | undefined {
      const kept = answers.get(key);
      return kept && now() - kept.at < clientLimits.responseCacheMs ? kept.response : undefined;
    },

    keep(key: string, response: SearchResponse): void {
      for (const result of response.queryResults) for (const record of result.records) shown.set(record.id, record);
      if (response.meta.responseCode === 200) answers.set(key, { at: now(), response });
    },

    /** The shown record with this id; the provider's errors for no id or one never shown. */
    recordOf(id: string | undefined): SearchRecord {
      if (!id) throw clientErrors.noProductId();
      const record = shown.get(id);
      if (!record) throw clientErrors.unknownProduct(id);
      return record;
    },
  };
}
