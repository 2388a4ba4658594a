import type { ParsedRecordQuery } from "@hushling/search-protocol";
import { type CatalogIndex, exactWordsHits, type ProductFacts } from "./catalog-index.ts";
import type { Ranked } from "./product-order.ts";
import type { ShopperActivity } from "./shopper-activity.ts";

export type RecommendationContext = { index: CatalogIndex; activity: ShopperActivity; scope: string; now: number };

function idsOf(objects: NonNullable<NonNullable<ParsedRecordQuery["settings"]["context"]>["sourceObjects"]>): string[] {
  return objects
    .filter((object) => object.typeOfRecord === "KLEVU_PRODUCT")
    .flatMap((object) => object.records.map((record) => record.id));
}

export function sourceIds(query: ParsedRecordQuery): string[] {
  return idsOf(query.settings.context?.sourceObjects ?? []);
}

export function recentIds(query: ParsedRecordQuery): string[] {
  return idsOf(query.settings.context?.recentObjects ?? []);
}

function ranked(index: CatalogIndex, keys: readonly string[]): Ranked[] {
  return keys.flatMap((key, position) => {
    const product = index.products.get(key);
    return product ? [{ product, score: keys.length - position }] : [];
  });
}

/**
 * Trending: views in the last seven days, most first; products nobody viewed follow in shelf order, so a
 * new shop still shows a full list. Personalised, products in the categories the shopper recently viewed
 * count double.
 */
export function trending(
  context: RecommendationContext,
  recent: readonly string[],
): { items: Ranked[]; personalised: boolean } {
  const views = context.activity.trending(context.scope, context.now);
  const interests = new Set(recent.flatMap((key) => [...(context.index.products.get(key)?.categoryKeys ?? [])]));
  const weight = (product: ProductFacts) =>
    (views.get(product.key) ?? 0) * ([...product.categoryKeys].some((key) => interests.has(key)) ? 2 : 1);
  const shelf = context.index.productOrder.length;
  const items = context.index.productOrder
    .map((product) => ({ product, score: weight(product) * shelf + (shelf - product.shelfPosition) / shelf }))
    .sort((a, b) => b.score - a.score);
  return { items, personalised: interests.size > 0 };
}

/** Newest arrivals: the most recently created products (commerce ids grow with creation). */
export function newestArrivals(index: CatalogIndex): Ranked[] {
  return [...index.productOrder]
    .sort((a, b) => b.newness - a.newness)
    .map((product, position) => ({ product, score: index.productOrder.length - position }));
}

/**
 * Similar: products whose words match the source's name and category, with those in the source's own
 * category first and a close price breaking ties. Scores are kept by shelf position, and each source's
 * words are remembered lookups (exactWordsHits): a source costs a pass over the catalog, not a search.
 */
export function similar(index: CatalogIndex, sources: readonly string[]): Ranked[] {
  const known = [...new Set(sources)].flatMap((key) => index.products.get(key) ?? []);
  if (known.length === 0) return [];
  const { productOrder } = index;
  const scores = new Float64Array(productOrder.length);
  const add = (position: number, score: number) => {
    scores[position] = (scores[position] as number) + score;
  };
  for (const source of known) {
    const hits = exactWordsHits(index, `${source.name} ${source.categoryName}`);
    let top = 0;
    for (let at = 0; at < hits.positions.length; at++) {
      if ((hits.positions[at] as number) < productOrder.length) top = Math.max(top, hits.scores[at] as number);
    }
    for (let at = 0; at < hits.positions.length; at++) {
      const position = hits.positions[at] as number;
      if (position < productOrder.length) add(position, (hits.scores[at] as number) / (top || 1));
    }
    for (const [position, product] of productOrder.entries()) {
      if (product.categoryName === source.categoryName) add(position, 1);
      const priceGap = Math.abs(product.price - source.price) / Math.max(source.price, 1);
      add(position, Math.max(0, 0.5 - priceGap) / 5);
    }
  }
  for (const source of known) scores[source.shelfPosition] = 0;
  const found: Ranked[] = [];
  for (const [position, product] of productOrder.entries()) {
    if ((scores[position] as number) > 0.1) found.push({ product, score: scores[position] as number });
  }
  return found.sort((a, b) => b.score - a.score);
}

/**
 * Visually similar: the catalog has no image embeddings, so "looks like" is read from what the pictures
 * show: the same colour in the same top category first, then the same colour anywhere, then the same
 * category. Honest about what it knows, and it never claims a match it cannot see.
 */
export function visuallySimilar(index: CatalogIndex, sources: readonly string[]): Ranked[] {
  const known = sources.flatMap((key) => index.products.get(key) ?? []);
  if (known.length === 0) return [];
  const colours = new Set(known.flatMap((product) => product.colours));
  const tops = new Set(known.flatMap((product) => [...product.categoryKeys].slice(0, 1)));
  const scored = index.productOrder
    .filter((product) => !sources.includes(product.key))
    .map((product) => {
      const sameColour = product.colours.some((colour) => colours.has(colour));
      const sameTop = [...product.categoryKeys].slice(0, 1).some((key) => tops.has(key));
      return { product, score: (sameColour ? 2 : 0) + (sameTop ? 1 : 0) };
    })
    .filter((item) => item.score >= 2);
  return scored.sort((a, b) => b.score - a.score);
}

export function alsoViewed(context: RecommendationContext, sources: readonly string[]): Ranked[] {
  return ranked(context.index, context.activity.alsoViewed(context.scope, sources));
}

export function boughtTogether(context: RecommendationContext, sources: readonly string[]): Ranked[] {
  return ranked(context.index, context.activity.boughtTogether(context.scope, sources));
}

/** Hand-picked and recently viewed lists: exactly these products, in this order, those the shop still sells. */
export function listed(index: CatalogIndex, keys: readonly string[]): Ranked[] {
  return ranked(index, [...new Set(keys)]);
}
