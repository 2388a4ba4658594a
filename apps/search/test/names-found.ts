import { type CatalogIndex, searchTerm } from "../src/catalog-index.ts";

/** Product names a term finds, best first (AND, or OR when AND finds none), as a search page ranks them. */
export function namesFound(index: CatalogIndex, term: string): string[] {
  const and = searchTerm(index, term, "AND");
  const lookup = and.positions.length > 0 ? and : searchTerm(index, term, "OR");
  return Array.from(lookup.positions, (position, at) => ({ position, score: lookup.scores[at] as number }))
    .filter((hit) => hit.position < index.productOrder.length)
    .sort((a, b) => b.score - a.score)
    .map((hit) => index.productOrder[hit.position]?.name ?? "");
}
