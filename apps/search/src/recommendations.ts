import type { ParsedRecordQuery } from "@hushling/search-protocol";
import type { CatalogIndex, ProductFacts } from "./catalog-index.ts";
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
 * category first and a close price breaking ties.
 */
export function similar(index: CatalogIndex, sources: readonly string[]): Ranked[] {
  const known = sources.flatMap((key) => {
    const product = index.products.get(key);
    return product ? [product] : [];
  });
  if (known.length === 0) return [];
  const scores = new Map<string, number>();
  for (const source of known) {
    const hits = index.engine.search(`${source.name} ${source.categoryName}`, {
      combineWith: "OR",
      prefix: false,
      fuzzy: false,
      filter: (hit) => hit.type === "KLEVU_PRODUCT",
    });
    const top = hits[0]?.score ?? 1;
    for (const hit of hits) scores.set(String(hit.id), (scores.get(String(hit.id)) ?? 0) + hit.score / top);
    for (const product of index.productOrder) {
      if (product.categoryName === source.categoryName) scores.set(product.key, (scores.get(product.key) ?? 0) + 1);
      const priceGap = Math.abs(product.price - source.price) / Math.max(source.price, 1);
      scores.set(product.key, (scores.get(product.key) ?? 0) + Math.max(0, 0.5 - priceGap) / 5);
    }
  }
  for (const source of known) scores.delete(source.key);
  return [...scores]
    .filter(([, score]) => score > 0.1)
    .sort((a, b) => b[1] - a[1])
    .flatMap(([key, score]) => {
      const product = index.products.get(key);
      return product ? [{ product, score }] : [];
    });
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
