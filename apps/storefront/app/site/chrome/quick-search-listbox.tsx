import { useTranslation } from "../../i18n/translation-context.tsx";
import type { QuickOption, QuickResults } from "../../search/quick-search-state.ts";
import { recordPrice } from "../../search/record-price.ts";
import { useSiteData } from "../routing/site-data.ts";

type Props = {
  id: string;
  /** Prefix of the options' and group labels' ids. */
  ids: string;
  options: QuickOption[];
  active: number;
  results: QuickResults | null;
  optionId: (index: number) => string;
  onChoose: (option: QuickOption) => void;
};

/** The combobox's listbox: suggestions, products and pages, each group under its label. */
export function QuickSearchListbox({ id, ids, options, active, results, optionId, onChoose }: Props) {
  const { t } = useTranslation();
  const site = useSiteData();
  const group = (kind: QuickOption["kind"], label: string) => {
    const entries = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
    if (entries.length === 0) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group, not fieldset
      <div role="group" aria-labelledby={`${ids}-${kind}`}>
        <div role="presentation" className="search-group-label" id={`${ids}-${kind}`}>
          {label}
        </div>
        {entries.map(({ option, index }) => (
          // The text box keeps focus and handles the keys (aria-activedescendant); a click chooses.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box handles the keyboard
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`search-option search-option-${option.kind}`}
            onClick={() => onChoose(option)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {option.kind === "suggestion" ? (
              option.term
            ) : (
              <>
                <span className="search-option-name">{option.record.name}</span>
                {option.kind === "product" ? (
                  <span className="search-option-price">{recordPrice(option.record, site.locale)}</span>
                ) : null}
              </>
            )}
          </div>
        ))}
      </div>
    );
  };
  return (
    // data-term names the term the options answer (the keystroke bench waits for it).
    <div
      id={id}
      role="listbox"
      aria-label={t("search.quickResults")}
      hidden={options.length === 0}
      className="search-list"
      data-term={results?.term}
    >
      {group("suggestion", t("search.suggestions"))}
      {group("product", t("search.products"))}
      {group("page", t("search.pages"))}
    </div>
  );
}
