import { normaliseTerm, type ParsedSearchRequest } from "@hushling/search-protocol";
import { activityReadBy, readsRecentObjects } from "./record-queries.ts";
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

/** `used`: served since it was stored or last passed over for eviction. */
type Entry = { body: Buffer; storedAt: number; expiresAt: number; size: number; used: boolean };

/**
 * When either limit is reached, answers not served lately go first (second-chance order, close to least
 * recently used); expired ones are never served. A hit only marks its answer: moving it in the map on
 * every hit, as a strict LRU does, made the map's table grow and be rebuilt all the time, garbage the
 * collector then had to copy and promote while shoppers waited.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly limits: AnswerCacheLimits,
    readonly now: () => number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    const now = this.now();
    // A clock set back (tests travel in time) never sees an answer computed in its future.
    if (entry && entry.storedAt <= now && now < entry.expiresAt) {
      entry.used = true;
      this.hits++;
      return entry.body;
    }
    if (entry) this.#remove(key, entry);
    this.misses++;
    return undefined;
  }

  set(key: string, body: Buffer, expiresAt: number): void {
    const size = body.length + key.length * 2;
    const now = this.now();
    if (this.limits.entries === 0 || size > this.limits.bytes || expiresAt <= now) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, { body, storedAt: now, expiresAt, size, used: false });
    this.#bytes += size;
    // Map order is insertion order, oldest first. An answer served since it was stored gets a second
    // chance at the end, unmarked; so does the one just stored, which has not had its chance yet.
    while (this.#entries.size > this.limits.entries || this.#bytes > this.limits.bytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry];
      if (oldest.used || oldestKey === key) {
        oldest.used = false;
        this.#entries.delete(oldestKey);
        this.#entries.set(oldestKey, oldest);
      } else {
        this.#remove(oldestKey, oldest);
      }
    }
  }

  /** Forgets every answer: the indexes or the merchant configuration they came from were replaced. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

/** The shopper activity a search request's answer is computed from. */
export function activityReadBySearch(request: ParsedSearchRequest): Set<ActivityKind> {
  const kinds = new Set(request.recordQueries.flatMap(activityReadBy));
  // Suggestions start with what shoppers searched before.
  if (request.suggestions.length > 0) kinds.add("terms");
  return kinds;
}

/**
 * The key of a validated search request: the index it asks (the first API key, the only one answered
 * from), each query with its term normalised as the answer uses it, and the counters of the shopper
 * activity the answer reads, so a new event makes a new key. A shopper's recently viewed products are
 * part of the key only for the queries whose answer reads them; nothing else about the shopper is in a
 * validated request.
 */
export function searchAnswerKey(request: ParsedSearchRequest, activityVersion: (kind: ActivityKind) => number): string {
  const recordQueries = request.recordQueries.map((query) => {
    const { context, ...settings } = query.settings;
    const term = normaliseTerm(settings.query.term ?? "");
    const shared = readsRecentObjects(query)
      ? context
      : context?.sourceObjects && { sourceObjects: context.sourceObjects };
    return { ...query, settings: { ...settings, query: { ...settings.query, term }, context: shared } };
  });
  const suggestions = request.suggestions.map((query) => ({ ...query, query: normaliseTerm(query.query) }));
  const activity = [...activityReadBySearch(request)].map((kind) => `${kind}:${activityVersion(kind)}`).join(",");
  return JSON.stringify([request.context.apiKeys[0], activity, recordQueries, suggestions]);
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
