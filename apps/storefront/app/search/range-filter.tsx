import { clearFilter } from "@hushling/search-client";
import type { SliderFilter } from "@hushling/search-protocol";
import { type FormEvent, useId } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { rangeApplied, rangeFields } from "./search-filter-state.ts";
import type { SearchPageQuery } from "./search-page-query.ts";

type Selections = SearchPageQuery["selections"];

/** A price range as two number inputs: accessible without a two-thumb slider, and exact. */
export function RangeFilter({
  filter,
  selections,
  onChange,
}: {
  filter: SliderFilter;
  selections: Selections;
  onChange: (selections: Selections) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = selections.ranges[filter.key];
  const fields = rangeFields(filter, chosen);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = rangeApplied(selections, filter, form.get("start"), form.get("end"));
    if (next) onChange(next);
  };
  return (
    <form onSubmit={apply} key={`${chosen?.start}-${chosen?.end}/${fields.low}-${fields.high}`}>
      <fieldset className="search-range">
        <legend>{filter.label}</legend>
        <label htmlFor={`${id}-start`}>{t("search.from")}</label>
        <input
          id={`${id}-start`}
          name="start"
          type="number"
          inputMode="decimal"
          min={fields.low}
          max={fields.high}
          defaultValue={fields.start}
        />
        <label htmlFor={`${id}-end`}>{t("search.to")}</label>
        <input
          id={`${id}-end`}
          name="end"
          type="number"
          inputMode="decimal"
          min={fields.low}
          max={fields.high}
          defaultValue={fields.end}
        />
        <button type="submit" className="button-secondary">
          {t("search.applyRange")}
        </button>
        {chosen ? (
          <button type="button" className="button-quiet" onClick={() => onChange(clearFilter(selections, filter.key))}>
            {t("search.clearRange")}
          </button>
        ) : null}
      </fieldset>
    </form>
  );
}
