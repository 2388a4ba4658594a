import type { SortOption } from "@hushling/search-protocol";
import type { ProductFacts } from "./catalog-index.ts";

export type Ranked = { product: ProductFacts; score: number };

/**
 * Orders ranked products. RELEVANCE keeps the rank; ADVANCED_SORT blends it with recent popularity and
 * puts sold-out products last; the others sort by one field and fall back to the rank on ties.
 * RATING sorts put unrated products last either way.
 */
export function sortRanked(
  ranked: readonly Ranked[],
  sort: SortOption,
  locale: string,
  views: Map<string, number>,
): Ranked[] {
  const byName = new Intl.Collator(locale, { sensitivity: "base" });
  const rating = (item: Ranked) => item.product.rating ?? -1;
  const compare: Record<SortOption, (a: Ranked, b: Ranked) => number> = {
    RELEVANCE: () => 0,
    PRICE_ASC: (a, b) => a.product.price - b.product.price,
    PRICE_DESC: (a, b) => b.product.price - a.product.price,
    NAME_ASC: (a, b) => byName.compare(a.product.name, b.product.name),
    NAME_DESC: (a, b) => byName.compare(b.product.name, a.product.name),
    RATING_ASC: (a, b) =>
      (a.product.rating === undefined ? 1 : 0) - (b.product.rating === undefined ? 1 : 0) || rating(a) - rating(b),
    RATING_DESC: (a, b) => rating(b) - rating(a),
    NEW_ARRIVAL_ASC: (a, b) => a.product.newness - b.product.newness,
    NEW_ARRIVAL_DESC: (a, b) => b.product.newness - a.product.newness,
    ADVANCED_SORT: (a, b) =>
      Number(b.product.inStock) - Number(a.product.inStock) ||
      b.score * (1 + Math.log1p(views.get(b.product.key) ?? 0)) -
        a.score * (1 + Math.log1p(views.get(a.product.key) ?? 0)),
  };
  const position = new Map(ranked.map((item, index) => [item, index]));
  return [...ranked].sort((a, b) => compare[sort](a, b) || (position.get(a) ?? 0) - (position.get(b) ?? 0));
}
