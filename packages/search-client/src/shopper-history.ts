import type { SearchRecord } from "@hushling/search-protocol";
import { clientLimits } from "./client-limits.ts";
import type { ClientStorage } from "./client-storage.ts";

/**
 * What the shopper did lately, kept in the client's local storage: the last 20 product clicks (protected:
 * consent), the last 10 searches, and the categories clicked in most.
 */

/** A product click as the client remembers it. */
export type Click = { id: string; itemGroupId: string; category: string; at: number };

/** Newest first. */
export const lastClicks = (local: ClientStorage): Click[] => local.read<Click[]>("lastClicks") ?? [];

/** Newest first, each once, lower case with spaces folded. */
export const lastSearches = (local: ClientStorage): string[] => local.read<string[]>("lastSearches") ?? [];

export function rememberSearch(local: ClientStorage, term: string): void {
  const clean = term.replace(/\s+/g, " ").trim().toLowerCase();
  if (!clean) return;
  local.write(
    "lastSearches",
    [clean, ...lastSearches(local).filter((entry) => entry !== clean)].slice(0, clientLimits.lastSearches),
  );
}

/** A click moves the product to the front and makes the categories be counted again. */
export function rememberClick(local: ClientStorage, record: SearchRecord, at: number): void {
  const click: Click = { id: record.id, itemGroupId: record.itemGroupId, category: record.category, at };
  local.write(
    "lastClicks",
    [click, ...lastClicks(local).filter((entry) => entry.id !== record.id)].slice(0, clientLimits.lastClicks),
  );
  local.remove("categoryClicks");
}

/**
 * Categories the shopper clicked in at least 3 times: search boosts them. Computed from the last clicks
 * and kept 10 hours, so it follows the shopper's recent interest without recounting on every page.
 */
export function personalisedCategories(local: ClientStorage): string[] {
  const cached = local.read<string[]>("categoryClicks");
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const click of lastClicks(local))
    if (click.category) counts.set(click.category, (counts.get(click.category) ?? 0) + 1);
  const categories = [...counts]
    .filter(([, count]) => count >= clientLimits.categoryPersonalisationClicks)
    .map(([name]) => name);
  if (categories.length > 0) local.write("categoryClicks", categories, clientLimits.categoryPersonalisationMs);
  return categories;
}
