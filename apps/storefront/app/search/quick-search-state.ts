import type { Banner, SearchRecord, SearchResponse } from "@hushling/search-protocol";
import { normaliseTerm } from "@hushling/search-protocol/search-terms";
import { nextActiveOption } from "./combobox-keys.ts";

/** The overlay's answer to one term: the words to search for, then products and content pages. */
export type QuickResults = { term: string; suggestions: string[]; products: SearchRecord[]; pages: SearchRecord[] };

/** One entry of the overlay's listbox, in the order the arrow keys move through them. */
export type QuickOption =
  | { kind: "suggestion"; key: string; term: string }
  | { kind: "product" | "page"; key: string; record: SearchRecord };

/**
 * The overlay's state. `request` counts keystrokes: an answer or banners carry the count of the keystroke
 * that asked, and only the latest keystroke's are shown. The last results stay while a newer keystroke's
 * answer is on its way, so the list does not flicker.
 */
export type QuickSearchState = {
  text: string;
  request: number;
  results: QuickResults | null;
  banners: Banner[];
  failed: boolean;
  /** The listbox's active option; -1 when focus is in the text box with none active. */
  active: number;
};

export const closedQuickSearch: QuickSearchState = {
  text: "",
  request: 0,
  results: null,
  banners: [],
  failed: false,
  active: -1,
};

export type QuickSearchEvent =
  | { type: "typed"; text: string }
  | { type: "answered"; request: number; response: SearchResponse }
  | { type: "failed"; request: number }
  | { type: "bannersFound"; request: number; banners: Banner[] }
  | { type: "moved"; active: number };

/** The term a text asks the service about; empty asks nothing. */
export const quickTermOf = (text: string) => normaliseTerm(text);

export function quickResultsOf(term: string, response: SearchResponse): QuickResults {
  const records = (id: string) => response.queryResults.find((result) => result.id === id)?.records ?? [];
  return {
    term,
    suggestions: (response.suggestionResults[0]?.suggestions ?? []).map((entry) => entry.suggest),
    products: records("productSearch"),
    pages: records("cmsSearch"),
  };
}

export function quickSearchReducer(state: QuickSearchState, event: QuickSearchEvent): QuickSearchState {
  switch (event.type) {
    case "typed": {
      const next = { ...state, text: event.text, request: state.request + 1, active: -1 };
      return quickTermOf(event.text) ? next : { ...next, results: null, banners: [] };
    }
    case "answered":
      if (event.request !== state.request) return state;
      return { ...state, failed: false, results: quickResultsOf(quickTermOf(state.text), event.response) };
    case "failed":
      return event.request === state.request ? { ...state, failed: true } : state;
    case "bannersFound":
      return event.request === state.request ? { ...state, banners: event.banners } : state;
    case "moved":
      return { ...state, active: event.active };
  }
}

export function quickOptions(results: QuickResults | null): QuickOption[] {
  if (!results) return [];
  return [
    ...results.suggestions.map((term): QuickOption => ({ kind: "suggestion", key: `s:${term}`, term })),
    ...results.products.map((record): QuickOption => ({ kind: "product", key: `p:${record.id}`, record })),
    ...results.pages.map((record): QuickOption => ({ kind: "page", key: `c:${record.id}`, record })),
  ];
}

/** The active option after a key, or undefined when the text box keeps the key (see combobox-keys.ts). */
export function activeAfterKey(state: QuickSearchState, key: string): number | undefined {
  return nextActiveOption(key, state.active, quickOptions(state.results).length);
}

/** Enter opens the active option, or else searches for the text. */
export function quickSubmission(state: QuickSearchState): { option: QuickOption } | { text: string } {
  const option = quickOptions(state.results)[state.active];
  return option ? { option } : { text: state.text };
}

/** What the status line announces: the service failed, or how much the latest answer holds. */
export function quickStatus(
  state: QuickSearchState,
): { failed: true } | { failed: false; products: number; suggestions: number } | undefined {
  if (state.failed) return { failed: true };
  if (!state.results) return undefined;
  return { failed: false, products: state.results.products.length, suggestions: state.results.suggestions.length };
}

/** The "see all results" link shows once an answer came and the text still asks something. */
export function seeAllTerm(state: QuickSearchState): string | undefined {
  return state.results && quickTermOf(state.text) ? state.results.term : undefined;
}
