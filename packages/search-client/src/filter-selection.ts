import type { SearchFilter } from "@hushling/search-protocol";
import { type OptionSelections, toggleOption, type UrlFilterSelections } from "@hushling/search-protocol/url-filters";
import { clientErrors } from "./search-client-error.ts";

function filterOf(filters: readonly SearchFilter[], key: string): SearchFilter | undefined {
  return filters.find((filter) => filter.key === key);
}

/**
 * Toggles an option of an option (or rating) filter the results offered. Using it on a slider is a
 * programming error and throws the provider's message.
 */
export function toggleFilterOption(
  selections: UrlFilterSelections,
  filters: readonly SearchFilter[],
  key: string,
  value: string,
): UrlFilterSelections {
  const filter = filterOf(filters, key);
  if (filter?.type === "SLIDER") throw clientErrors.notOptions(key);
  const options: OptionSelections = toggleOption(selections.options, key, value);
  return { ...selections, options };
}

/** Sets a slider filter's range, clamped to what the results offer; throws on an option filter. */
export function setFilterRange(
  selections: UrlFilterSelections,
  filters: readonly SearchFilter[],
  key: string,
  start: number,
  end: number,
): UrlFilterSelections {
  const filter = filterOf(filters, key);
  if (filter && filter.type !== "SLIDER") throw clientErrors.notSlider(key);
  const low = filter ? Math.max(filter.min, Math.min(start, end)) : Math.min(start, end);
  const high = filter ? Math.min(filter.max, Math.max(start, end)) : Math.max(start, end);
  return { ...selections, ranges: { ...selections.ranges, [key]: { start: low, end: high } } };
}

/** Removes a filter's selection, whatever its kind. */
export function clearFilter(selections: UrlFilterSelections, key: string): UrlFilterSelections {
  const { [key]: _option, ...options } = selections.options;
  const { [key]: _range, ...ranges } = selections.ranges;
  return { options, ranges };
}

/** The selections as the search request's applyFilters. */
export function appliedFilters(
  selections: UrlFilterSelections,
): { key: string; values: string[] | [number, number] }[] {
  return [
    ...Object.entries(selections.options).map(([key, values]) => ({ key, values })),
    ...Object.entries(selections.ranges).map(([key, range]) => ({
      key,
      values: [range.start, range.end] as [number, number],
    })),
  ];
}
