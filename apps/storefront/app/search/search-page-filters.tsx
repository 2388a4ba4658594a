import { toggleFilterOption } from "@hushling/search-client";
import type { OptionFilter, SearchFilter } from "@hushling/search-protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { RangeFilter } from "./range-filter.tsx";
import { type ClickedOptions, hasFilterSelections, optionChecked } from "./search-filter-state.ts";
import type { SearchPageQuery } from "./search-page-query.ts";

type Selections = SearchPageQuery["selections"];

/** The answer's filters beside the products: option lists, price ranges and a way to clear them all. */
export function SearchPageFilters({
  filters,
  query,
  onChange,
}: {
  filters: readonly SearchFilter[];
  query: SearchPageQuery;
  onChange: (selections: Selections) => void;
}) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <section className="search-filters" aria-label={t("search.filters")}>
      {filters.map((filter) =>
        filter.type === "SLIDER" ? (
          <RangeFilter key={filter.key} filter={filter} selections={query.selections} onChange={onChange} />
        ) : (
          <OptionFilterBox
            key={filter.key}
            filter={filter}
            onToggle={(value) => onChange(toggleFilterOption(query.selections, filters, filter.key, value))}
          />
        ),
      )}
      {hasFilterSelections(query.selections) ? (
        <button type="button" className="button-quiet" onClick={() => onChange({ options: {}, ranges: {} })}>
          {t("search.clearFilters")}
        </button>
      ) : null}
    </section>
  );
}

/**
 * A filter's options as checkboxes. A click shows at once (the answer takes a moment); the next answer's
 * options say what is selected.
 */
function OptionFilterBox({ filter, onToggle }: { filter: OptionFilter; onToggle: (value: string) => void }) {
  const [clicked, setClicked] = useState<ClickedOptions>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer's options replace what was clicked
  useEffect(() => setClicked({}), [filter]);
  if (filter.options.length === 0) return null;
  return (
    <fieldset>
      <legend>{filter.label}</legend>
      {filter.options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={optionChecked(clicked, option)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setClicked((shown) => ({ ...shown, [option.value]: checked }));
              onToggle(option.value);
            }}
          />
          {option.name} ({option.count})
        </label>
      ))}
    </fieldset>
  );
}
