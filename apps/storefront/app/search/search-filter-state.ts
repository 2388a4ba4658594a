import { setFilterRange } from "@hushling/search-client";
import type { OptionFilter, SliderFilter } from "@hushling/search-protocol";
import type { SearchPageQuery } from "./search-page-query.ts";

type Selections = SearchPageQuery["selections"];

export function hasFilterSelections(selections: Selections): boolean {
  return Object.keys(selections.options).length + Object.keys(selections.ranges).length > 0;
}

/** Options clicked since the last answer: a click shows at once, the next answer's options replace it. */
export type ClickedOptions = Readonly<Record<string, boolean>>;

export function optionChecked(clicked: ClickedOptions, option: OptionFilter["options"][number]): boolean {
  return clicked[option.value] ?? option.selected;
}

/**
 * A price range filter's fields: whole-number bounds around the answer's, and starting values inside them.
 * The bounds follow the other filters (a category narrows them), and a field starting outside them would
 * make the browser refuse the form over a value the shopper never typed.
 */
export function rangeFields(filter: SliderFilter, chosen: { start: number; end: number } | undefined) {
  const low = Math.floor(filter.min);
  const high = Math.ceil(filter.max);
  const within = (value: number) => Math.min(Math.max(value, low), high);
  return { low, high, start: within(chosen?.start ?? low), end: within(chosen?.end ?? high) };
}

/** The selections after the range form is sent; undefined when a field is not a number. */
export function rangeApplied(
  selections: Selections,
  filter: SliderFilter,
  start: FormDataEntryValue | null,
  end: FormDataEntryValue | null,
): Selections | undefined {
  const from = Number(start);
  const to = Number(end);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return undefined;
  const { low, high } = rangeFields(filter, undefined);
  return setFilterRange(selections, [{ ...filter, min: low, max: high }], filter.key, from, to);
}
