/**
 * The prerendered cards in the search service's merchandising order: cards it ranked come first in its
 * order (matched by page address, which both sides build from the same catalog), the rest keep their
 * prerendered order. The same cards either way, so only their order changes.
 */
export function merchandisedOrder<T extends { href: string }>(cards: readonly T[], rankedUrls: readonly string[]): T[] {
  const rank = new Map<string, number>();
  for (const url of rankedUrls) if (!rank.has(url)) rank.set(url, rank.size);
  const ranked = cards.filter((card) => rank.has(card.href));
  ranked.sort((a, b) => (rank.get(a.href) ?? 0) - (rank.get(b.href) ?? 0));
  return [...ranked, ...cards.filter((card) => !rank.has(card.href))];
}
