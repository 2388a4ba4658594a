import { clearFilter } from "@hushling/search-client";
import type { SliderFilter } from "@hushling/search-protocol";
import { type FormEvent, Fragment, useId } from "react";
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
        {(
          [
            ["start", t("search.from"), fields.start],
            ["end", t("search.to"), fields.end],
          ] as const
        ).map(([name, label, value]) => (
          <Fragment key={name}>
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="number"
              inputMode="decimal"
              min={fields.low}
              max={fields.high}
              defaultValue={value}
            />
          </Fragment>
        ))}
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
