import { searchRequestLimits as limits, type RequestType } from "@hushling/search-protocol";

/**
 * Search requests that ask for as much work as the request limits let through (request-limits.ts): every
 * list full, every page as deep as allowed, and terms of words the service has not looked up before, so
 * neither the answer cache nor the remembered lookups help. The search bench measures what they cost;
 * the limit tests send them just under and just over each limit.
 */

/** A small deterministic generator, so two runs send the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Words near the catalog's (two of its letters slipped in), new on nearly every call: each is a fuzzy lookup
 * that finds thousands of products, and a word the index never saw is never remembered.
 */
export function typoWords(vocabulary: readonly string[], random: () => number) {
  // The vocabulary's own letters (kana for Japanese), as a slip of the finger gives them.
  const letters = [...new Set(vocabulary.join(""))];
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const slip = (word: string) => {
    const at = Math.floor(random() * (word.length + 1));
    return `${word.slice(0, at)}${pick(letters)}${word.slice(at)}`;
  };
  return (count: number) => Array.from({ length: count }, () => slip(slip(pick(vocabulary))));
}

/** A term of `words` new words, joined with spaces, kept under the term limit. */
function termOf(words: string[]): string {
  let term = "";
  for (const word of words) {
    const next = term ? `${term} ${word}` : word;
    if (new TextEncoder().encode(next).length > limits.termBytes) break;
    term = next;
  }
  return term;
}

export type WorstCaseOptions = {
  apiKey: string;
  /** Product keys of the catalog: sources, pins and exclusions name real products. */
  productKeys: readonly string[];
  /** New words for each call (typoWords). */
  words: (count: number) => string[];
  random: () => number;
};

const ids = (keys: readonly string[], count: number, random: () => number) => {
  const start = Math.floor(random() * keys.length);
  return Array.from({ length: count }, (_, at) => keys[(start + at * 7) % keys.length] as string);
};

/**
 * A record query of `type` with every list full and the deepest page, its share of the request's source
 * products, and `term`.
 */
export function fullRecordQuery(type: RequestType, at: number, term: string, options: WorstCaseOptions) {
  const { productKeys, words, random } = options;
  const share = (total: number) =>
    Math.floor(total / limits.recordQueriesPerRequest) + (at < total % limits.recordQueriesPerRequest ? 1 : 0);
  const sources = ids(productKeys, share(limits.sourceIdsPerRequest), random);
  const recent = ids(productKeys, limits.recentIdsPerQuery, random);
  return {
    id: `query-${at}`,
    typeOfRequest: type,
    settings: {
      query: type === "CATNAV" ? { categoryPath: "sleep" } : { term },
      typeOfRecords: ["KLEVU_PRODUCT", "KLEVU_CATEGORY", "KLEVU_CMS"],
      limit: limits.resultsPerQuery,
      offset: limits.resultOffset - limits.resultsPerQuery,
      sort: "PRICE_ASC",
      topIds: ids(productKeys, limits.idsPerList, random),
      excludeIds: ids(productKeys, limits.idsPerList, random),
      personalisation: { enablePersonalisation: true },
      context: {
        recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: recent.map((id) => ({ id })) }],
        sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: sources.map((id) => ({ id })) }],
      },
    },
    filters: {
      filtersToReturn: {
        enabled: true,
        options: { order: "FREQ", limit: limits.facetOptions },
        rangeFilterSettings: [{ key: "klevu_price", minMax: true }],
      },
      applyFilters: {
        filters: [
          // A price range wide enough to keep every product: the work of filtering without its savings.
          { key: "klevu_price", values: [0, 1_000_000] },
          ...Array.from({ length: limits.filtersPerQuery - 1 }, (_, n) => ({
            key: `facet_${n}`,
            values: words(limits.valuesPerFilter),
          })),
        ],
      },
    },
  };
}

/** Full suggestion lists for the request's terms. */
export function fullSuggestions(terms: readonly string[]) {
  return Array.from({ length: limits.suggestionsPerRequest }, (_, at) => ({
    id: `suggest-${at}`,
    typeOfRequest: "AUTO_SUGGESTIONS" as const,
    query: terms[at % terms.length] as string,
    limit: limits.suggestionsPerList,
  }));
}

/** As many different terms as a request may hold, each of as many new words as are looked up. */
export function freshTerms(options: WorstCaseOptions): string[] {
  return Array.from({ length: limits.termsPerRequest }, () => termOf(options.words(limits.wordsPerTerm)));
}

/** Each kind of request the service answers, at every limit. */
export const worstCaseKinds: { name: string; types: RequestType[] }[] = [
  { name: "searches (typo words, OR fallback, price sort, facets, pins)", types: ["SEARCH"] },
  { name: "similar products (10 sources each)", types: ["RECS_SIMILAR"] },
  { name: "category pages (facets, price sort, pins)", types: ["CATNAV"] },
  { name: "personalised trending (20 recent each)", types: ["RECS_TRENDING"] },
  {
    name: "visually similar, also viewed, bought together",
    types: ["RECS_SIMILAR_IMAGES", "RECS_ALSO_VIEWED", "RECS_ALSO_BOUGHT"],
  },
];

type FullQuery = ReturnType<typeof fullRecordQuery>;

/**
 * The request trimmed to the body limit, giving up first what costs least: the filters on facets the
 * catalog does not have (read and ignored), then excluded ids, then pinned ids, one query at a time.
 */
function fitted<Request extends { recordQueries: FullQuery[] }>(request: Request): Request {
  const size = () => new TextEncoder().encode(JSON.stringify(request)).length;
  const shrinkers: ((query: FullQuery) => boolean)[] = [
    (query) => query.filters.applyFilters.filters.length > 1 && !!query.filters.applyFilters.filters.pop(),
    (query) => query.settings.excludeIds.length > 0 && !!query.settings.excludeIds.splice(-5),
    (query) => query.settings.topIds.length > 0 && !!query.settings.topIds.splice(-5),
  ];
  for (const shrink of shrinkers) {
    while (size() > limits.searchBodyBytes) {
      if (!request.recordQueries.some((query) => size() > limits.searchBodyBytes && shrink(query))) break;
    }
  }
  return request;
}

/** A request of `types` in turn, as many record queries and suggestion lists as allowed, within the body limit. */
export function worstCaseRequest(types: readonly RequestType[], options: WorstCaseOptions) {
  const terms = freshTerms(options);
  return fitted({
    context: { apiKeys: [options.apiKey] },
    recordQueries: Array.from({ length: limits.recordQueriesPerRequest }, (_, at) =>
      fullRecordQuery(types[at % types.length] as RequestType, at, terms[at % terms.length] as string, options),
    ),
    suggestions: fullSuggestions(terms),
  });
}
