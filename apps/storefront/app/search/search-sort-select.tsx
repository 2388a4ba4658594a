import { useTranslation } from "../i18n/translation-context.tsx";
import { type SearchPageSort, searchPageSorts } from "./search-page-query.ts";

const sortLabels: Record<SearchPageSort, string> = {
  RELEVANCE: "search.sortRelevance",
  PRICE_ASC: "search.sortPriceAsc",
  PRICE_DESC: "search.sortPriceDesc",
  NAME_ASC: "search.sortName",
  RATING_DESC: "search.sortRating",
  NEW_ARRIVAL_DESC: "search.sortNewest",
};

export function SearchSortSelect({
  sort,
  onChange,
}: {
  sort: SearchPageSort;
  onChange: (sort: SearchPageSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t("search.sort")}{" "}
      <select
        value={sort}
        onChange={(event) => {
          const chosen = searchPageSorts.find((option) => option === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {searchPageSorts.map((option) => (
          <option key={option} value={option}>
            {t(sortLabels[option])}
          </option>
        ))}
      </select>
    </label>
  );
}
