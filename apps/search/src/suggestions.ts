import { defaultLimit, normaliseTerm, type SuggestionQuery } from "@hushling/search-protocol";
import { bestHitsOf, type CatalogIndex, searchTerm, type TermHitMemo } from "./catalog-index.ts";
import { blockList, isBlocked } from "./learnable-terms.ts";
import type { Merchandising } from "./merchandising-content.ts";
import type { ShopperActivity } from "./shopper-activity.ts";

/** Highlight markers must be a bare tag (`<b>`, `</mark>`): anything else could carry script into a page. */
const bareTag = /^<\/?[a-z]{1,10}>$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function highlight(suggest: string, term: string, start: string, end: string): string {
  const at = suggest.indexOf(term);
  if (at < 0 || term.length === 0) return escapeHtml(suggest);
  return `${escapeHtml(suggest.slice(0, at))}${start}${escapeHtml(term)}${end}${escapeHtml(suggest.slice(at + term.length))}`;
}

/** Each merchandising file's block list, normalised once. */
const blockLists = new WeakMap<Merchandising, string[]>();
export function blockedSuggestionsOf(merchandising: Merchandising): string[] {
  let blocked = blockLists.get(merchandising);
  if (!blocked) {
    blocked = blockList(merchandising.blockedSuggestions);
    blockLists.set(merchandising, blocked);
  }
  return blocked;
}

/**
 * Autosuggestions for a partial term: what several shoppers searched before with results (never a term
 * the merchant blocked), then the names of
 * matching products and categories, lowercased, without repeats. With highlight markers the text is
 * HTML-escaped and the typed part is wrapped; without, it is plain text.
 */
export function suggestionsFor(
  index: CatalogIndex,
  activity: ShopperActivity,
  scope: string,
  query: SuggestionQuery,
  memo?: TermHitMemo,
  /** The merchant's blocked words and phrases, normalised (blockedSuggestionsOf). */
  blocked: readonly string[] = [],
): { suggest: string }[] {
  const term = normaliseTerm(query.query);
  const limit = query.limit ?? defaultLimit;
  if (term.length === 0) return [];
  // The best few product and category names only: a short prefix matches thousands of records.
  const lookup = searchTerm(index, term, "AND", memo);
  const isNamed = (position: number) => {
    const type = index.documentTypes[position];
    return type === "KLEVU_PRODUCT" || type === "KLEVU_CATEGORY";
  };
  const names: string[] = [];
  for (const at of bestHitsOf(lookup, limit * 3, isNamed)) {
    const position = lookup.positions[at] as number;
    const name =
      index.documentTypes[position] === "KLEVU_PRODUCT"
        ? index.productOrder[position]?.name
        : index.otherRecords.get(index.documentIds[position] as string)?.name;
    if (name) names.push(name.toLocaleLowerCase(index.locale));
  }
  const learned = activity.popularTerms(scope, term, limit, (candidate) => !isBlocked(candidate, blocked));
  const unique = [...new Set([...learned, ...names])].slice(0, limit);
  const start = query.hlStartElem && bareTag.test(query.hlStartElem) ? query.hlStartElem : undefined;
  const end = query.hlEndElem && bareTag.test(query.hlEndElem) ? query.hlEndElem : undefined;
  return unique.map((suggest) => ({ suggest: start && end ? highlight(suggest, term, start, end) : suggest }));
}
