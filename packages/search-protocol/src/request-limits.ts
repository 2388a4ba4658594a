/**
 * Every bound on the work one search request may ask for, in one place, each with the reason for its
 * number. Search requests come from anonymous browsers and the service answers them on the thread every
 * other server of its process shares, so what one request can cost is capped here, not by its sender's
 * goodwill: with these numbers the costliest request that passes answers in a few milliseconds of the
 * service's time (the search bench's "worst-case request" part measures it). A request over a limit
 * is refused with a 400 naming the limit. Zod-free, so the storefront's client can keep within them.
 */
export const searchRequestLimits = {
  /** The largest real body, a recommendation with 20 recent clicks and a full cart, is under 4 KB. */
  searchBodyBytes: 16 * 1024,
  /** A visitor-session or IP-check body is under 300 bytes. */
  sessionBodyBytes: 4 * 1024,
  /** Only the first key is answered from; the rest are read and ignored, as the provider does. */
  apiKeysPerRequest: 5,
  /**
   * The storefront sends two (the overlay's products and pages); the provider's payloads one per spot
   * and a fallback for each. Each query can cost a full ranking, so this multiplies everything below.
   */
  recordQueriesPerRequest: 4,
  /** The overlay asks one suggestion list; lists share their terms' lookups (termsPerRequest). */
  suggestionsPerRequest: 4,
  /**
   * Source products of the recommendations in one request (the product page's one, the cart's products):
   * each costs a pass over the catalog. The client asks one spot a request; a cart of more different
   * products is rare, and the client sends the first ones.
   */
  sourceIdsPerRequest: 10,
  /** Recently viewed products: the client keeps the last 20 clicks. */
  recentIdsPerQuery: 20,
  /** includeIds, excludeIds, topIds each: a hand-picked spot lists at most 50 products (`maxProducts`). */
  idsPerList: 50,
  /** `{typeOfRecord, records}` groups of a context: one per record type. */
  objectGroupsPerContext: 4,
  /** Products (or other records) on one page: the search page shows 24, a spot at most 50. */
  resultsPerQuery: 100,
  /** How deep a shopper can page: 40 pages of 24. Deeper pages rank the whole catalog for no one. */
  resultOffset: 1000,
  /** Suggestions in one list: the overlay shows 5. */
  suggestionsPerList: 10,
  /** Applied filters: the search page has four facets (category, colour, price, rating). */
  filtersPerQuery: 10,
  /** Values selected in one filter: every colour of a facet, with room. */
  valuesPerFilter: 30,
  /** Facets named in `filtersToReturn.include` / `exclude`, and range settings. */
  facetKeysPerQuery: 20,
  /** Options listed per facet. */
  facetOptions: 100,
  /** A typed term: a pasted product name with its colour is under 60 bytes (a CJK character takes 3). */
  termBytes: 256,
  /**
   * Different terms in one request (normalised): the overlay and the search page send one term in
   * each of their queries and suggestions, which one lookup serves; each new term costs its words' lookups.
   */
  termsPerRequest: 2,
  /** Words of a term looked up (each is a prefix and typo lookup); a shopper types a few. */
  wordsPerTerm: 10,
  /** Characters of one looked-up word: the longest catalog word is under 30. */
  wordCharacters: 40,
  /** A category path (`Sleep;Cribs`) or a recommendation's category key. */
  categoryPathBytes: 200,
} as const;

export type SearchRequestLimit = keyof typeof searchRequestLimits;

/** The refusal's wording: the limit by its name here and its number, so a caller can look it up. */
export function overLimit(limit: SearchRequestLimit): string {
  return `over the limit ${limit} (${searchRequestLimits[limit]})`;
}
