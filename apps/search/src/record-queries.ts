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
  bestHitsOf,
  type CatalogIndex,
  type ProductFacts,
  searchTerm,
  type TermHitMemo,
  type TermLookup,
} from "./catalog-index.ts";
import type { Merchandising } from "./merchandising-content.ts";
import { appliesTo } from "./merchandising-content.ts";
import { facetsFor, isEmptySelection, matchesSelection, readSelection, type Selection } from "./product-filters.ts";
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

/**
 * What a query found: products in rank order (best first, or when `productsBestFirst` is false in shelf
 * order, whose stable sort by score is the rank; see TermLookup) and other records best first. A typed
 * term finds thousands of products of which the overlay shows five, so `bestProducts` ranks only as far
 * as asked, and `products` makes an object per product only for the answers that need them all.
 */
type Found = {
  products: () => readonly Ranked[];
  productsBestFirst: boolean;
  productCount: number;
  bestProducts: (count: number) => readonly Ranked[];
  others: readonly Hit[];
  mode: string;
};

/** `*` and an empty term ask for everything, as on a search page opened without a term. */
const matchAll = (term: string) => term === "" || term === "*";

/** Every product in shelf order, as a match-all query ranks them; depends only on the index. */
const shelfRankings = new WeakMap<CatalogIndex, Ranked[]>();

function shelfRanking(index: CatalogIndex): Ranked[] {
  let ranking = shelfRankings.get(index);
  if (!ranking) {
    ranking = index.productOrder.map((product, position) => ({ product, score: -position }));
    shelfRankings.set(index, ranking);
  }
  return ranking;
}

/** Products already ranked in full (shared, never to be changed in place), best first. */
function foundRanked(products: readonly Ranked[], others: readonly Hit[], mode: string): Found {
  return {
    products: () => products,
    productsBestFirst: true,
    productCount: products.length,
    bestProducts: (count) => products.slice(0, count),
    others,
    mode,
  };
}

/**
 * A lookup's hits of the asked types. Nothing per product is made or kept until an answer asks: kept
 * answers are the answer cache's, and an object per hit kept with each remembered lookup filled the old
 * generation with millions of them, making its collections long.
 */
function foundIn(index: CatalogIndex, lookup: TermLookup, types: ReadonlySet<RecordType>, mode: string): Found {
  const wantsProducts = types.has("KLEVU_PRODUCT");
  const productLimit = index.productOrder.length;
  const isProduct = (position: number) => position < productLimit;
  const rankedAt = (at: number): Ranked => ({
    product: index.productOrder[lookup.positions[at] as number] as ProductFacts,
    score: lookup.scores[at] as number,
  });
  let productCount = 0;
  const others: Hit[] = [];
  for (let at = 0; at < lookup.positions.length; at++) {
    const position = lookup.positions[at] as number;
    if (isProduct(position)) {
      productCount++;
      continue;
    }
    const type = index.documentTypes[position] as RecordType;
    if (types.has(type)) {
      others.push({ id: index.documentIds[position] as string, type, score: lookup.scores[at] as number });
    }
  }
  return {
    products: () => {
      if (!wantsProducts) return [];
      const products: Ranked[] = [];
      for (let at = 0; at < lookup.positions.length; at++) {
        if (isProduct(lookup.positions[at] as number)) products.push(rankedAt(at));
      }
      return products;
    },
    productsBestFirst: lookup.bestFirst,
    productCount: wantsProducts ? productCount : 0,
    bestProducts: (count) => (wantsProducts ? bestHitsOf(lookup, count, isProduct).map(rankedAt) : []),
    // Categories and pages are few: they are put best first here.
    others: lookup.bestFirst ? others : bestByScore(others, others.length),
    mode,
  };
}

/** The products and other records a term finds, of the asked types. */
function searchHits(
  index: CatalogIndex,
  term: string,
  types: ReadonlySet<RecordType>,
  memo: TermHitMemo | undefined,
): Found {
  if (matchAll(term)) {
    const others = [...index.otherRecords.values()]
      .filter((record) => types.has(record.typeOfRecord as RecordType))
      .map((record) => ({ id: record.id, type: record.typeOfRecord as RecordType, score: -Infinity }));
    return foundRanked(types.has("KLEVU_PRODUCT") ? shelfRanking(index) : [], others, "ALL");
  }
  const strict = foundIn(index, searchTerm(index, term, "AND", memo), types, "AND");
  if (strict.productCount + strict.others.length > 0) return strict;
  // Nothing holds every word: show what holds some, rather than an empty page.
  return foundIn(index, searchTerm(index, term, "OR", memo), types, "OR");
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

const typesOf = (query: ParsedRecordQuery) => new Set<RecordType>(query.settings.typeOfRecords ?? ["KLEVU_PRODUCT"]);
const selectionOf = (query: ParsedRecordQuery) => readSelection(query.filters?.applyFilters?.filters ?? []);

/** The only products a query may answer with (a custom recommendation's includeIds are its sources instead). */
function includedIds(query: ParsedRecordQuery): Set<string> | undefined {
  const ids = query.settings.includeIds;
  return query.typeOfRequest !== "RECS_CUSTOM" && ids?.length ? new Set(ids) : undefined;
}

function wantsProductFacets(query: ParsedRecordQuery, types: ReadonlySet<RecordType>): boolean {
  return query.filters?.filtersToReturn?.enabled === true && types.has("KLEVU_PRODUCT");
}

/**
 * The overlay's fast path: the question asked on every keystroke, the best few products by relevance with
 * nothing left out, reordered or counted per facet, ranks only as far as the page reaches. Any setting
 * that filters, pins, reorders or asks facets sends the query down the full path; every setting of the
 * request schema is classified in test/overlay-fast-path.test.ts, so a new one cannot be ignored here.
 */
export function takesOverlayFastPath(
  query: ParsedRecordQuery,
  known: { types: ReadonlySet<RecordType>; selection: Selection } = {
    types: typesOf(query),
    selection: selectionOf(query),
  },
): boolean {
  const { settings } = query;
  return (
    !includedIds(query) &&
    !settings.excludeIds?.length &&
    isEmptySelection(known.selection) &&
    (settings.sort ?? "RELEVANCE") === "RELEVANCE" &&
    !settings.topIds?.length &&
    !wantsProductFacets(query, known.types)
  );
}

/** Answers one record query against one storefront language's index. */
export function runRecordQuery(context: QueryContext, query: ParsedRecordQuery): QueryResult {
  const started = performance.now();
  const settings = query.settings;
  const term = normaliseTerm(settings.query.term ?? "");
  const types = typesOf(query);
  if (types.has("KLEVU_IMAGE") && types.size === 1) return emptyResult(context, query, term, started);

  let found: Found;
  let personalised = false;
  if (query.typeOfRequest === "SEARCH") {
    found = searchHits(context.index, term, types, context.termHits);
  } else if (query.typeOfRequest === "CATNAV") {
    const products = types.has("KLEVU_PRODUCT")
      ? categoryNavigation(context, categoryForPath(context.index, settings.query.categoryPath ?? ""))
      : [];
    found = foundRanked(products, [], query.typeOfRequest);
  } else {
    const recommended = recommendationItems(context, query);
    found = foundRanked(recommended.items, [], query.typeOfRequest);
    personalised = recommended.personalised;
  }

  const excluded = new Set(settings.excludeIds ?? []);
  const included = includedIds(query);
  const selection = selectionOf(query);
  const sort = settings.sort ?? "RELEVANCE";
  const top = settings.topIds ?? [];
  const offset = settings.offset ?? 0;
  const limit = settings.limit ?? defaultLimit;
  const filtersToReturn = query.filters?.filtersToReturn;
  const wantsFacets = wantsProductFacets(query, types);

  let ordered: readonly Ranked[];
  let productCount: number;
  let facets: QueryResult["filters"];
  if (takesOverlayFastPath(query, { types, selection })) {
    ordered = found.bestProducts(offset + limit);
    productCount = found.productCount;
  } else {
    // Each step is one pass at most, and none when it has nothing to do.
    let ranked = found.products();
    if (included) ranked = ranked.filter((item) => included.has(item.product.key));
    if (excluded.size > 0) ranked = ranked.filter((item) => !excluded.has(item.product.key));
    const kept = isEmptySelection(selection)
      ? ranked
      : ranked.filter((item) => matchesSelection(item.product, selection));
    const views = () => context.activity.trending(context.scope, context.now);
    const rankedBestFirst = found.productsBestFirst;
    // Products not yet best first are ranked only as far as the page reaches when nothing else reorders them.
    const shownOnly = !rankedBestFirst && sort === "RELEVANCE" && top.length === 0;
    const relevant = rankedBestFirst ? kept : bestByScore(kept, shownOnly ? offset + limit : kept.length);
    ordered = sort === "RELEVANCE" ? relevant : sortRanked(relevant, sort, context.index.locale, views);
    if (top.length > 0) {
      // One pass, not one per pinned id: each product is in the ranking once.
      const pinAt = new Map(top.map((key, at) => [key, at]));
      const pinned = ordered.filter((item) => pinAt.has(item.product.key));
      pinned.sort((a, b) => (pinAt.get(a.product.key) as number) - (pinAt.get(b.product.key) as number));
      ordered = [...pinned, ...ordered.filter((item) => !pinAt.has(item.product.key))];
    }
    productCount = shownOnly ? kept.length : ordered.length;
    if (filtersToReturn && wantsFacets) {
      // Facet options come in the order the best products first show them, so they too need the ranking.
      const facetOrder = rankedBestFirst
        ? ranked
        : !shownOnly && kept === ranked
          ? relevant
          : bestByScore(ranked, ranked.length);
      facets = facetsFor(
        context.index,
        facetOrder.map((item) => item.product),
        selection,
        filtersToReturn,
      );
    }
  }

  const otherRecords = found.others
    .filter((hit) => !excluded.has(hit.id))
    .flatMap((hit) => context.index.otherRecords.get(hit.id) ?? []);
  // Only the asked page becomes records: products first, then categories and pages.
  const page: SearchRecord[] = [
    ...ordered.slice(offset, offset + limit).map((item) => item.product.record),
    ...otherRecords.slice(Math.max(0, offset - productCount), Math.max(0, offset + limit - productCount)),
  ];
  const total = productCount + otherRecords.length;
  const mode = found.mode as typeof query.typeOfRequest;
  const result = resultOf(context, query, term, mode, page, total, started, personalised);
  if (facets) result.filters = facets;
  return result;
}
