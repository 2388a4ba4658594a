import { normaliseTerm, type ParsedSearchRequest } from "@hushling/search-protocol";
import { activityReadBy, readsRecentObjects } from "./record-queries.ts";
import { SecondChanceMap } from "./second-chance-map.ts";
import { type ActivityKind, trendingRefreshMs } from "./shopper-activity.ts";

/**
 * Answers kept the way a hosted provider's edge keeps them: by what the request means, not by its bytes,
 * for as long as the answer stays right. The service decides what an answer depends on (this module's
 * key and expiry rules); the HTTP edge stores and serves the bytes.
 */

/** The longest any answer is kept, even when nothing it depends on changed: the client's own cache window. */
export const answerMaxAgeMs = 10 * 60 * 1000;

export type AnswerCacheLimits = {
  /** At most this many answers; 0 turns the cache off. */
  entries: number;
  /** At most this many bytes of answers and keys together. */
  bytes: number;
};

type Entry = { body: Buffer; storedAt: number; expiresAt: number };

/**
 * When either limit is reached, answers not served lately go first (see SecondChanceMap); expired ones
 * are never served.
 */
export class AnswerCache {
  readonly #entries: SecondChanceMap<Entry>;
  hits = 0;
  misses = 0;

  constructor(
    readonly limits: AnswerCacheLimits,
    readonly now: () => number,
  ) {
    this.#entries = new SecondChanceMap<Entry>(
      { entries: limits.entries, weight: limits.bytes },
      (key, entry) => entry.body.length + key.length * 2,
    );
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.weight;
  }

  get(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    const now = this.now();
    // A clock set back (tests travel in time) never sees an answer computed in its future.
    if (entry && entry.storedAt <= now && now < entry.expiresAt) {
      this.hits++;
      return entry.body;
    }
    if (entry) this.#entries.delete(key);
    this.misses++;
    return undefined;
  }

  set(key: string, body: Buffer, expiresAt: number): void {
    const now = this.now();
    if (expiresAt <= now) return;
    this.#entries.set(key, { body, storedAt: now, expiresAt });
  }

  /** Forgets every answer: the indexes or the merchant configuration they came from were replaced. */
  clear(): void {
    this.#entries.clear();
  }
}

/** The shopper activity a search request's answer is computed from. */
function activityReadBySearch(request: ParsedSearchRequest): Set<ActivityKind> {
  const kinds = new Set(request.recordQueries.flatMap(activityReadBy));
  // Suggestions start with what shoppers searched before.
  if (request.suggestions.length > 0) kinds.add("terms");
  return kinds;
}

/**
 * What a validated search request asks (`text`), apart from the shopper activity its answer reads
 * (`reads`): the index it asks (the first API key, the only one answered from) and each query with its
 * term normalised as the answer uses it. A shopper's recently viewed products are part of it only for the queries whose answer
 * reads them; nothing else about the shopper is in a validated request.
 */
export type SearchMeaning = { text: string; reads: ActivityKind[] };

export function searchMeaning(request: ParsedSearchRequest): SearchMeaning {
  const recordQueries = request.recordQueries.map((query) => {
    const { context, ...settings } = query.settings;
    const term = normaliseTerm(settings.query.term ?? "");
    const shared = readsRecentObjects(query)
      ? context
      : context?.sourceObjects && { sourceObjects: context.sourceObjects };
    return { ...query, settings: { ...settings, query: { ...settings.query, term }, context: shared } };
  });
  const suggestions = request.suggestions.map((query) => ({ ...query, query: normaliseTerm(query.query) }));
  return {
    text: JSON.stringify([request.context.apiKeys[0], recordQueries, suggestions]),
    reads: [...activityReadBySearch(request)],
  };
}

/** The answer key of a meaning: stamped with the counters of the activity it reads, so a new event makes a new key. */
export function stampedAnswerKey(meaning: SearchMeaning, activityVersion: (kind: ActivityKind) => number): string {
  let stamp = "";
  for (const kind of meaning.reads) stamp += `${kind}:${activityVersion(kind)},`;
  return `${stamp}${meaning.text}`;
}

/**
 * When a search answer stops being right by time alone: at the next banner start or end (merchant
 * configuration follows the date rule to the second), once trending has moved on if it reads views, and
 * after the longest age at the latest.
 */
export function answerExpiry(options: { now: number; nextMerchantChange: number; readsViews: boolean }): number {
  const { now, nextMerchantChange, readsViews } = options;
  return Math.min(now + answerMaxAgeMs, nextMerchantChange, readsViews ? now + trendingRefreshMs : Infinity);
}
