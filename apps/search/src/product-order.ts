import type { SortOption } from "@hushling/search-protocol";
import type { ProductFacts } from "./catalog-index.ts";

export type Ranked = { product: ProductFacts; score: number };

const collators = new Map<string, Intl.Collator>();

/** Collators are costly to create and safe to share: one per locale. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base" });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Orders ranked products. RELEVANCE keeps the rank; ADVANCED_SORT blends it with recent popularity and
 * puts sold-out products last; the others sort by one field and keep the rank on ties (the sort is
 * stable). RATING sorts put unrated products last either way.
 */
export function sortRanked(
  ranked: readonly Ranked[],
  sort: SortOption,
  locale: string,
  views: () => Map<string, number>,
): Ranked[] {
  if (sort === "RELEVANCE") return [...ranked];
  const byName = collatorFor(locale);
  const popularity = sort === "ADVANCED_SORT" ? views() : new Map<string, number>();
  const rating = (item: Ranked) => item.product.rating ?? -1;
  const boosted = (item: Ranked) => item.score * (1 + Math.log1p(popularity.get(item.product.key) ?? 0));
  const compare: Record<Exclude<SortOption, "RELEVANCE">, (a: Ranked, b: Ranked) => number> = {
    PRICE_ASC: (a, b) => a.product.price - b.product.price,
    PRICE_DESC: (a, b) => b.product.price - a.product.price,
    NAME_ASC: (a, b) => byName.compare(a.product.name, b.product.name),
    NAME_DESC: (a, b) => byName.compare(b.product.name, a.product.name),
    RATING_ASC: (a, b) =>
      (a.product.rating === undefined ? 1 : 0) - (b.product.rating === undefined ? 1 : 0) || rating(a) - rating(b),
    RATING_DESC: (a, b) => rating(b) - rating(a),
    NEW_ARRIVAL_ASC: (a, b) => a.product.newness - b.product.newness,
    NEW_ARRIVAL_DESC: (a, b) => b.product.newness - a.product.newness,
    ADVANCED_SORT: (a, b) => Number(b.product.inStock) - Number(a.product.inStock) || boosted(b) - boosted(a),
  };
  return [...ranked].sort(compare[sort]);
}

/** Above this many, a bounded selection would shift more than a sort compares. */
const selectionLimit = 64;

/**
 * The places (0 … length - 1) of the first `count` items in the order a stable sort by score, best first,
 * gives: equal scores keep their places' order. Up to a few dozen are kept in a sorted buffer in one
 * pass, instead of sorting thousands for a page of five. Over places rather than items, so hits held in
 * typed arrays are ranked without an object each.
 */
export function bestPlaces(length: number, count: number, scoreAt: (place: number) => number): number[] {
  if (count <= 0) return [];
  if (count > selectionLimit || count >= length) {
    return Array.from({ length }, (_, place) => place)
      .sort((a, b) => scoreAt(b) - scoreAt(a))
      .slice(0, count);
  }
  const best: number[] = [];
  for (let place = 0; place < length; place++) {
    const score = scoreAt(place);
    if (best.length === count && scoreAt(best[count - 1] as number) >= score) continue;
    // After every kept place of an equal or higher score, as a stable sort puts it.
    let at = best.length;
    while (at > 0 && scoreAt(best[at - 1] as number) < score) at--;
    best.splice(at, 0, place);
    if (best.length > count) best.pop();
  }
  return best;
}

/** The first `count` items in the order a stable sort by score, best first, gives (see bestPlaces). */
export function bestByScore<T extends { score: number }>(items: readonly T[], count: number): T[] {
  return bestPlaces(items.length, count, (place) => (items[place] as T).score).map((place) => items[place] as T);
}
