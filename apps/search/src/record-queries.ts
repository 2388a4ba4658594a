import { categoryTrail } from "@hushling/catalog";
import {
  defaultLimit,
  normaliseTerm,
  type ParsedRecordQuery,
  type QueryResult,
  type RecordType,
  type SearchRecord,
} from "@hushling/search-protocol";
import {
  type CatalogIndex,
  type ProductFacts,
  searchTerm,
  type TermHitMemo,
  type TermLookup,
} from "./catalog-index.ts";
import type { Merchandising } from "./merchandising-content.ts";
import { appliesTo } from "./merchandising-content.ts";
import { facetsFor, isEmptySelection, matchesSelection, readSelection } from "./product-filters.ts";
import { bestByScore, type Ranked, sortRanked } from "./product-order.ts";
import {
  alsoViewed,
  boughtTogether,
  listed,
  newestArrivals,
  type RecommendationContext,
  recentIds,
  similar,
  sourceIds,
  trending,
  visuallySimilar,
} from "./recommendations.ts";
import type { ActivityKind } from "./shopper-activity.ts";

export type QueryContext = RecommendationContext & {
  apiKey: string;
  merchandising: Merchandising;
  termHits?: TermHitMemo;
};

type Hit = { id: string; type: RecordType; score: number };
/** Products best first, or in shelf order when `productsBestFirst` is false (see TermLookup); others best first. */
type Found = { products: readonly Ranked[]; productsBestFirst: boolean; others: readonly Hit[]; mode: string };
type Split = { products: Ranked[]; productsBestFirst: boolean; others: Hit[] };

/** `*` and an empty term ask for everything, as on a search page opened without a term. */
const matchAll = (term: string) => term === "" || term === "*";

/** Every product in shelf order, as a match-all query ranks them; depends only on the index. */
const shelfRankings = new WeakMap<CatalogIndex, Ranked[]>();

/**
 * A lookup's hits split into products (with their facts) and other records, made for each answer and not
 * kept: kept answers are the answer cache's, and an object per hit kept with each remembered lookup
 * filled the old generation with millions of them, making its collections long.
 */
function splitLookup(index: CatalogIndex, lookup: TermLookup): Split {
  const products: Ranked[] = [];
  const others: Hit[] = [];
  const productCount = index.productOrder.length;
  for (let at = 0; at < lookup.positions.length; at++) {
    const position = lookup.positions[at] as number;
    const score = lookup.scores[at] as number;
    const product = position < productCount ? index.productOrder[position] : undefined;
    if (product) products.push({ product, score });
    else {
      others.push({
        id: index.documentIds[position] as string,
        type: index.documentTypes[position] as RecordType,
        score,
      });
    }
  }
  // Categories and pages are few: they are put best first here.
  return {
    products,
    productsBestFirst: lookup.bestFirst,
    others: lookup.bestFirst ? others : bestByScore(others, others.length),
  };
}

function shelfRanking(index: CatalogIndex): Ranked[] {
  let ranking = shelfRankings.get(index);
  if (!ranking) {
    ranking = index.productOrder.map((product, position) => ({ product, score: -position }));
    shelfRankings.set(index, ranking);
  }
  return ranking;
}

/** The products (shared, never to be changed in place) and other records a term finds, of the asked types. */
function searchHits(
  index: CatalogIndex,
  term: string,
  types: ReadonlySet<RecordType>,
  memo: TermHitMemo | undefined,
): Found {
  const wantsProducts = types.has("KLEVU_PRODUCT");
  if (matchAll(term)) {
    const others = [...index.otherRecords.values()]
      .filter((record) => types.has(record.typeOfRecord as RecordType))
      .map((record) => ({ id: record.id, type: record.typeOfRecord as RecordType, score: -Infinity }));
    return { products: wantsProducts ? shelfRanking(index) : [], productsBestFirst: true, others, mode: "ALL" };
  }
  const run = (combineWith: "AND" | "OR"): Found => {
    const split = splitLookup(index, searchTerm(index, term, combineWith, memo));
    return {
      products: wantsProducts ? split.products : [],
      productsBestFirst: split.productsBestFirst,
      others: split.others.filter((hit) => types.has(hit.type)),
      mode: combineWith,
    };
  };
  const strict = run("AND");
  if (strict.products.length + strict.others.length > 0) return strict;
  // Nothing holds every word: show what holds some, rather than an empty page.
  return run("OR");
}

/** `Sleep;Cribs`, `sleep;cribs` or the key `cribs`: the category a category page asks about. */
function categoryForPath(index: CatalogIndex, path: string): string | undefined {
  const wanted = normaliseTerm(path);
  const byKey = index.categories.find((category) => category.key === wanted);
  if (byKey) return byKey.key;
  return index.categories.find(
    (category) =>
      categoryTrail(index.categories, category.key)
        .map((step) => normaliseTerm(step.name))
        .join(";") === wanted,
  )?.key;
}

/** Category merchandising: pins first in the given order, then boosted products, then the shelf order. */
function categoryNavigation(context: QueryContext, categoryKey: string | undefined): Ranked[] {
  if (!categoryKey) return [];
  const plan = context.merchandising.categories.find(
    (entry) => entry.category === categoryKey && appliesTo(entry, context.index.storefront.id),
  );
  const inCategory = context.index.productOrder.filter((product) => product.categoryKeys.has(categoryKey));
  const pins = plan?.pins ?? [];
  const rank = (product: ProductFacts) => {
    const pin = pins.indexOf(product.key);
    if (pin >= 0) return 1_000_000 - pin;
    return (plan?.boosts[product.key] ?? 1) * 1000 - product.shelfPosition / 1000;
  };
  return inCategory.map((product) => ({ product, score: rank(product) })).sort((a, b) => b.score - a.score);
}

/**
 * Whether the answer reads the shopper's recently viewed products: personalised trending, and a custom
 * list without listed ids. No other query depends on them, so a cache need not tell shoppers apart.
 */
export function readsRecentObjects(query: ParsedRecordQuery): boolean {
  if (query.typeOfRequest === "RECS_TRENDING") return query.settings.personalisation?.enablePersonalisation === true;
  return query.typeOfRequest === "RECS_CUSTOM" && !query.settings.includeIds?.length;
}

/** The shopper activity a record query's answer is computed from (none for plain searches and categories). */
export function activityReadBy(query: ParsedRecordQuery): ActivityKind[] {
  const kinds: ActivityKind[] = [];
  if (query.settings.sort === "ADVANCED_SORT") kinds.push("views");
  if (query.typeOfRequest === "RECS_TRENDING" || query.typeOfRequest === "RECS_ALSO_VIEWED") kinds.push("views");
  if (query.typeOfRequest === "RECS_ALSO_BOUGHT") kinds.push("purchases");
  return kinds;
}

function recommendationItems(
  context: QueryContext,
  query: ParsedRecordQuery,
): { items: Ranked[]; personalised: boolean } {
  const sources = sourceIds(query);
  const recent = readsRecentObjects(query) ? recentIds(query) : [];
  switch (query.typeOfRequest) {
    case "RECS_TRENDING":
      return trending(context, recent);
    case "RECS_NEW_ARRIVALS":
      return { items: newestArrivals(context.index), personalised: false };
    case "RECS_SIMILAR":
      return { items: similar(context.index, sources), personalised: false };
    case "RECS_SIMILAR_IMAGES":
      return { items: visuallySimilar(context.index, sources), personalised: false };
    case "RECS_ALSO_VIEWED":
      return { items: alsoViewed(context, sources), personalised: false };
    case "RECS_ALSO_BOUGHT":
      return { items: boughtTogether(context, sources), personalised: false };
    default: {
      // RECS_CUSTOM: the listed ids (hand-picked, recently viewed) or a category's products.
      const ids = query.settings.includeIds ?? [];
      if (ids.length > 0) return { items: listed(context.index, ids), personalised: false };
      if (recent.length > 0) return { items: listed(context.index, recent), personalised: true };
      const path = query.settings.query.categoryPath;
      if (path)
        return { items: categoryNavigation(context, categoryForPath(context.index, path)), personalised: false };
      return { items: context.index.productOrder.map((product) => ({ product, score: 0 })), personalised: false };
    }
  }
}

function emptyResult(context: QueryContext, query: ParsedRecordQuery, term: string, started: number): QueryResult {
  return resultOf(context, query, term, "ALL", [], 0, started, false);
}

function resultOf(
  context: QueryContext,
  query: ParsedRecordQuery,
  term: string,
  mode: string,
  records: SearchRecord[],
  total: number,
  started: number,
  personalised: boolean,
): QueryResult {
  return {
    id: query.id,
    meta: {
      apiKey: context.apiKey,
      isPersonalised: personalised,
      qTime: Math.round(performance.now() - started),
      noOfResults: records.length,
      totalResultsFound: total,
      offset: query.settings.offset ?? 0,
      typeOfSearch: mode,
      searchedTerm: term,
      notificationCode: 1,
      debuggingInformation: {},
      // The provider tags results with campaign labels; ours has none to give, so the list is always empty.
      tags: [],
    },
    records,
  };
}

/** Answers one record query against one storefront language's index. */
export function runRecordQuery(context: QueryContext, query: ParsedRecordQuery): QueryResult {
  const started = performance.now();
  const settings = query.settings;
  const term = normaliseTerm(settings.query.term ?? "");
  const types = new Set<RecordType>(settings.typeOfRecords ?? ["KLEVU_PRODUCT"]);
  if (types.has("KLEVU_IMAGE") && types.size === 1) return emptyResult(context, query, term, started);

  let ranked: readonly Ranked[];
  let rankedBestFirst = true;
  let others: readonly Hit[] = [];
  let mode = query.typeOfRequest;
  let personalised = false;
  if (query.typeOfRequest === "SEARCH") {
    const found = searchHits(context.index, term, types, context.termHits);
    mode = found.mode as typeof mode;
    ranked = found.products;
    rankedBestFirst = found.productsBestFirst;
    others = found.others;
  } else if (query.typeOfRequest === "CATNAV") {
    ranked = types.has("KLEVU_PRODUCT")
      ? categoryNavigation(context, categoryForPath(context.index, settings.query.categoryPath ?? ""))
      : [];
  } else {
    const recommended = recommendationItems(context, query);
    ranked = recommended.items;
    personalised = recommended.personalised;
  }

  // Typed terms match thousands of generated products; each step below is one pass at most, and none
  // when it has nothing to do (no ids to exclude, no filter, relevance order), since the overlay asks
  // for 5 of them on every keystroke.
  const excluded = new Set(settings.excludeIds ?? []);
  if (query.typeOfRequest !== "RECS_CUSTOM" && settings.includeIds?.length) {
    const included = new Set(settings.includeIds);
    ranked = ranked.filter((item) => included.has(item.product.key));
  }
  if (excluded.size > 0) ranked = ranked.filter((item) => !excluded.has(item.product.key));

  const selection = readSelection(query.filters?.applyFilters?.filters ?? []);
  const kept = isEmptySelection(selection)
    ? ranked
    : ranked.filter((item) => matchesSelection(item.product, selection));
  const views = () => context.activity.trending(context.scope, context.now);
  const sort = settings.sort ?? "RELEVANCE";
  const top = settings.topIds ?? [];
  const offset = settings.offset ?? 0;
  const limit = settings.limit ?? defaultLimit;
  // Products not yet best first are ranked only as far as the page reaches when nothing else reorders them.
  const shownOnly = !rankedBestFirst && sort === "RELEVANCE" && top.length === 0;
  const relevant = rankedBestFirst ? kept : bestByScore(kept, shownOnly ? offset + limit : kept.length);
  let ordered: readonly Ranked[] =
    sort === "RELEVANCE" ? relevant : sortRanked(relevant, sort, context.index.locale, views);
  if (top.length > 0) {
    const pinned = top.flatMap((key) => ordered.filter((item) => item.product.key === key));
    ordered = [...pinned, ...ordered.filter((item) => !top.includes(item.product.key))];
  }
  const productCount = shownOnly ? kept.length : ordered.length;

  const otherRecords = others
    .filter((hit) => !excluded.has(hit.id))
    .flatMap((hit) => context.index.otherRecords.get(hit.id) ?? []);
  // Only the asked page becomes records: products first, then categories and pages.
  const page: SearchRecord[] = [
    ...ordered.slice(offset, offset + limit).map((item) => item.product.record),
    ...otherRecords.slice(Math.max(0, offset - productCount), Math.max(0, offset + limit - productCount)),
  ];
  const total = productCount + otherRecords.length;
  const result = resultOf(context, query, term, mode, page, total, started, personalised);
  const filtersToReturn = query.filters?.filtersToReturn;
  if (filtersToReturn?.enabled && types.has("KLEVU_PRODUCT")) {
    // Facet options come in the order the best products first show them, so they too need the ranking.
    const facetOrder = rankedBestFirst
      ? ranked
      : !shownOnly && kept === ranked
        ? relevant
        : bestByScore(ranked, ranked.length);
    result.filters = facetsFor(
      context.index,
      facetOrder.map((item) => item.product),
      selection,
      filtersToReturn,
    );
  }
  return result;
}
