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
 * The first `count` items in the order a stable sort by score, best first, gives: equal scores keep the
 * input's order. Up to a few dozen are kept in a sorted buffer in one pass, instead of sorting thousands
 * for a page of five.
 */
export function bestByScore<T extends { score: number }>(items: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  if (count > selectionLimit || count >= items.length) {
    return [...items].sort((a, b) => b.score - a.score).slice(0, count);
  }
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && (best[count - 1] as T).score >= item.score) continue;
    // After every kept item of an equal or higher score, as a stable sort places it.
    let at = best.length;
    while (at > 0 && (best[at - 1] as T).score < item.score) at--;
    best.splice(at, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
