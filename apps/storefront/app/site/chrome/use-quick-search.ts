import { quickSearchRequest } from "@hushling/search-client";
import { useEffect, useReducer, useRef } from "react";
import { closedQuickSearch, quickSearchReducer, quickTermOf } from "../../search/quick-search-state.ts";
import { quietly, searchClient } from "../../search/search-session.ts";

/**
 * The overlay's state and its `lookUp(text)`: every keystroke asks at once (no debounce) and cancels the
 * previous keystroke's request, so an unanswered one never holds a connection the newer one needs; only
 * the latest answer is shown (quick-search-state.ts).
 */
export function useQuickSearch(language: string) {
  const [state, dispatch] = useReducer(quickSearchReducer, closedQuickSearch);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  // Opening the overlay fetches the merchant files (banners, keyword maps), which also opens a
  // connection to the search service, before the first keystroke needs one.
  useEffect(() => {
    quietly(searchClient(language).merchantFiles());
    return () => inFlight.current?.abort();
  }, [language]);

  const lookUp = (text: string) => {
    dispatch({ type: "typed", text });
    const request = ++latest.current;
    const term = quickTermOf(text);
    inFlight.current?.abort();
    if (!term) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const client = searchClient(language);
    client.search(quickSearchRequest(term), { signal: controller.signal }).then(
      (response) => dispatch({ type: "answered", request, response }),
      () => dispatch({ type: "failed", request }),
    );
    // Banners come from the merchant files (fetched when the overlay opened); they never hold up results.
    client.banners("quicksearch", term).then(
      (banners) => dispatch({ type: "bannersFound", request, banners }),
      () => dispatch({ type: "bannersFound", request, banners: [] }),
    );
  };

  return { state, dispatch, lookUp };
}
