import { normaliseTerm, type ParsedSearchRequest } from "@hushling/search-protocol";
import { activityReadBy, readsRecentObjects } from "./record-queries.ts";
import { serialise } from "./response-body.ts";
import { SecondChanceMap } from "./second-chance-map.ts";
import { type ActivityKind, trendingRefreshMs } from "./shopper-activity.ts";

/**
 * All answer caching, used by the HTTP edge: answers kept the way a hosted provider's edge keeps them, by
 * what the request means, not by its bytes, for as long as the answer stays right. The store
 * (AnswerCache), what an answer depends on (its key) and how long it stays right (its expiry), and the
 * known-body path that finds a kept answer without parsing (createAnswerCaching) are all here; the
 * service only validates and answers.
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

/**
 * Search bodies remembered with what they mean. Clients send the same bytes for the same question (a
 * keystroke typed before, a page reloaded), so a body seen before finds its kept answer without being
 * parsed and validated again: on a kept answer, that was a third of the service's work. Bounded like
 * the answer cache, since bodies are what a caller chooses.
 */
const knownSearchLimits = { entries: 20_000, weight: 16 * 1024 * 1024 };

/** A search request that passed validation, and the storefront whose shopper activity its answer reads. */
export type ValidSearchRequest = { request: ParsedSearchRequest; scope: string };

/** An answer's bytes, and whether they were kept (`hit`) or just computed and kept (`miss`). */
export type CachedAnswer = { body: Buffer; cached: "hit" | "miss" };

export type AnswerCachingOptions = {
  cache: AnswerCache;
  activity: { version(scope: string, kind: ActivityKind): number };
  now: () => number;
  /** The next instant the merchant configuration's answers change by the date rule alone. */
  nextMerchantChange: (now: number) => number;
};

export function createAnswerCaching({ cache, activity, now, nextMerchantChange }: AnswerCachingOptions) {
  /** A remembered body's meaning, with its latest key and the activity counters that key was stamped with. */
  type KnownSearch = SearchMeaning & { scope: string; key: string; versions: number[] };
  const knownSearches = new SecondChanceMap<KnownSearch>(
    knownSearchLimits,
    (body, known) => (body.length + known.text.length + known.key.length) * 2,
  );
  const versionsOf = (scope: string, meaning: SearchMeaning) =>
    meaning.reads.map((kind) => activity.version(scope, kind));
  const keyOf = (scope: string, meaning: SearchMeaning) =>
    stampedAnswerKey(meaning, (kind) => activity.version(scope, kind));

  /**
   * The answer key and expiry of a validated search. With `body`, the request's exact text, the body is
   * remembered with its meaning for `knownSearchKey`.
   */
  function searchKey({ request, scope }: ValidSearchRequest, body?: string): { key: string; expiresAt: number } {
    const at = now();
    const meaning = searchMeaning(request);
    const key = keyOf(scope, meaning);
    if (body !== undefined) knownSearches.set(body, { ...meaning, scope, key, versions: versionsOf(scope, meaning) });
    const readsViews = meaning.reads.includes("views");
    return { key, expiresAt: answerExpiry({ now: at, nextMerchantChange: nextMerchantChange(at), readsViews }) };
  }

  /**
   * The answer key of a search body that validated before, byte for byte, as `searchKey` gives it now;
   * undefined for a body not seen lately. The key is made again only when the activity it reads has
   * changed since: otherwise it is the same string, whose hash the engine has already computed.
   */
  function knownSearchKey(body: string): string | undefined {
    const known = knownSearches.get(body);
    if (!known) return undefined;
    if (known.reads.some((kind, at) => activity.version(known.scope, kind) !== known.versions[at])) {
      known.key = keyOf(known.scope, known);
      known.versions = versionsOf(known.scope, known);
    }
    return known.key;
  }

  /** The kept answer for `key`, or `answer()` computed and kept until `expiresAt`. */
  function kept(key: string, expiresAt: number, answer: () => unknown): CachedAnswer {
    const body = cache.get(key);
    if (body) return { body, cached: "hit" };
    const computed = serialise(answer());
    cache.set(key, computed, expiresAt);
    return { body: computed, cached: "miss" };
  }

  return {
    searchKey,
    /**
     * A search body's answer: a body sent before, byte for byte, finds its kept answer without being
     * parsed (skipping validation is safe only there: the kept answer was computed for the same body);
     * anything else is validated, answered and kept.
     */
    search<Valid extends ValidSearchRequest>(
      body: string,
      validate: (body: string) => Valid,
      answer: (valid: Valid) => unknown,
    ): CachedAnswer {
      const knownKey = knownSearchKey(body);
      const known = knownKey === undefined ? undefined : cache.get(knownKey);
      if (known) return { body: known, cached: "hit" };
      const valid = validate(body);
      const { key, expiresAt } = searchKey(valid, body);
      return kept(key, expiresAt, () => answer(valid));
    },
    /** A merchant-configuration answer (banners, keyword maps, settings): kept until the next banner start or end. */
    merchant(path: string, answer: () => unknown): CachedAnswer {
      const at = now();
      return kept(
        `GET ${path}`,
        answerExpiry({ now: at, nextMerchantChange: nextMerchantChange(at), readsViews: false }),
        answer,
      );
    },
    /** Forgets every answer: the indexes or the merchant configuration they came from were replaced. */
    clear(): void {
      cache.clear();
    },
  };
}

export type AnswerCaching = ReturnType<typeof createAnswerCaching>;
