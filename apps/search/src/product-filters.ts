import type {
  ApplyFilter,
  OptionFilter,
  ParsedRecordQuery,
  SearchFilter,
  SliderFilter,
} from "@hushling/search-protocol";
import { defaultFilterOptionLimit } from "@hushling/search-protocol";
import type { CatalogIndex, ProductFacts } from "./catalog-index.ts";
import { facetKeys, facetLabel, ratingOptionName } from "./facet-labels.ts";

const minorUnits = 100;
const ratingSteps = [4, 3, 2, 1];

export type Selection = { options: Map<string, Set<string>>; price?: [number, number]; minRating?: number };

function optionValues(product: ProductFacts, key: string): string[] {
  if (key === facetKeys.category) return product.categoryName ? [product.categoryName] : [];
  if (key === facetKeys.colour) return product.colours;
  return [];
}

/** The shopper's applied filters, read leniently: unknown keys and malformed values select nothing. */
export function readSelection(filters: readonly ApplyFilter[]): Selection {
  const selection: Selection = { options: new Map() };
  for (const filter of filters) {
    if (filter.key === facetKeys.price) {
      const [low, high] = filter.values.map(Number);
      if (low !== undefined && high !== undefined && Number.isFinite(low) && Number.isFinite(high) && low <= high) {
        selection.price = [Math.round(low * minorUnits), Math.round(high * minorUnits)];
      }
    } else if (filter.key === facetKeys.rating) {
      const steps = filter.values.map(Number).filter((value) => ratingSteps.includes(value));
      if (steps.length > 0) selection.minRating = Math.min(...steps);
    } else if (filter.key === facetKeys.category || filter.key === facetKeys.colour) {
      const values = filter.values.map(String);
      const chosen = filter.settings?.singleSelect ? values.slice(0, 1) : values;
      if (chosen.length > 0) selection.options.set(filter.key, new Set(chosen));
    }
  }
  return selection;
}

/** Whether the shopper applied no filter: then every product matches and no pass over them is needed. */
export function isEmptySelection(selection: Selection): boolean {
  return selection.options.size === 0 && selection.price === undefined && selection.minRating === undefined;
}

export function matchesSelection(product: ProductFacts, selection: Selection, except?: string): boolean {
  for (const [key, values] of selection.options) {
    if (key === except) continue;
    if (!optionValues(product, key).some((value) => values.has(value))) return false;
  }
  if (except !== facetKeys.price && selection.price) {
    const [low, high] = selection.price;
    if (product.price < low || product.price > high) return false;
  }
  if (except !== facetKeys.rating && selection.minRating !== undefined) {
    if (product.rating === undefined || product.rating < selection.minRating) return false;
  }
  return true;
}

/**
 * Facets with counts. Each facet counts the products that match every other applied filter, so a
 * shopper sees how many results picking one more option of the same facet would add.
 */
export function facetsFor(
  index: CatalogIndex,
  products: readonly ProductFacts[],
  selection: Selection,
  settings: NonNullable<NonNullable<ParsedRecordQuery["filters"]>["filtersToReturn"]>,
): SearchFilter[] {
  const wanted = (key: string) =>
    (!settings.include || settings.include.includes(key)) && !settings.exclude?.includes(key);
  const limit = settings.options?.limit ?? defaultFilterOptionLimit;
  const minCount = settings.options?.mincount ?? 1;
  const filters: SearchFilter[] = [];

  for (const key of [facetKeys.category, facetKeys.colour]) {
    if (!wanted(key)) continue;
    const counts = new Map<string, number>();
    for (const product of products) {
      if (!matchesSelection(product, selection, key)) continue;
      for (const value of optionValues(product, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const selected = selection.options.get(key) ?? new Set<string>();
    let entries = [...counts].filter(([value, count]) => count >= minCount || selected.has(value));
    if (settings.options?.order === "FREQ") entries.sort((a, b) => b[1] - a[1]);
    entries = entries.slice(0, limit);
    const filter: OptionFilter = {
      key,
      label: facetLabel(index.language, key),
      type: "OPTIONS",
      options: entries.map(([value, count]) => ({ name: value, value, count, selected: selected.has(value) })),
    };
    if (filter.options.length > 0) filters.push(filter);
  }

  if (wanted(facetKeys.price)) {
    const prices = products
      .filter((product) => matchesSelection(product, selection, facetKeys.price))
      .map((p) => p.price);
    if (prices.length > 0) {
      const min = Math.min(...prices) / minorUnits;
      const max = Math.max(...prices) / minorUnits;
      const slider: SliderFilter = {
        key: facetKeys.price,
        label: facetLabel(index.language, facetKeys.price),
        type: "SLIDER",
        min,
        max,
        start: selection.price ? selection.price[0] / minorUnits : min,
        end: selection.price ? selection.price[1] / minorUnits : max,
      };
      filters.push(slider);
    }
  }

  if (wanted(facetKeys.rating)) {
    const rated = products.filter((product) => matchesSelection(product, selection, facetKeys.rating));
    const options = ratingSteps
      .map((stars) => ({
        name: ratingOptionName(index.language, stars),
        value: String(stars),
        count: rated.filter((product) => product.rating !== undefined && product.rating >= stars).length,
        selected: selection.minRating === stars,
      }))
      .filter((option) => option.count >= minCount || option.selected);
    if (options.length > 0)
      filters.push({
        key: facetKeys.rating,
        label: facetLabel(index.language, facetKeys.rating),
        type: "RATING",
        options,
      });
  }
  return filters;
}
