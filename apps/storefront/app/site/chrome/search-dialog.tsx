import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/translation-context.tsx";
import {
  activeAfterKey,
  type QuickOption,
  quickOptions,
  quickStatus,
  quickSubmission,
  quickTermOf,
  seeAllTerm,
} from "../../search/quick-search-state.ts";
import { SearchBanners } from "../../search/search-banners.tsx";
import { readSearchPageQuery } from "../../search/search-page-query.ts";
import { searchPageBody } from "../../search/search-page-request.ts";
import { quietly, searchClient } from "../../search/search-session.ts";
import { useSiteData } from "../routing/site-data.ts";
import { useSiteState } from "../state/site-state-provider.tsx";
import { QuickSearchListbox } from "./quick-search-listbox.tsx";
import { useQuickSearch } from "./use-quick-search.ts";
import "../../search/search.css";
import "./search-dialog.css";

/**
 * The search overlay: a modal dialog whose text box is a WAI-ARIA combobox. Suggestions, products and
 * pages come from the first keystroke; arrow keys move through them, Enter opens the active one (or
 * searches), Escape closes the dialog and focus goes back to the search button. Submitting follows a
 * keyword map to its page, otherwise opens the search page. Loaded on first use (site-header.tsx).
 */
export default function SearchDialog({
  searchPath,
  takeTypedKeys,
}: {
  searchPath: string;
  /** Keys typed before this code loaded (the header held them). */
  takeTypedKeys: () => string;
}) {
  const { t } = useTranslation();
  const site = useSiteData();
  const { dispatch: dispatchSite } = useSiteState();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const { state, dispatch, lookUp } = useQuickSearch(site.language);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the overlay opens
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    // Keys typed while this code loaded (the header held them) are the text's start.
    const typedEarly = takeTypedKeys();
    if (typedEarly) lookUp(typedEarly);
    return () => opener?.focus();
  }, []);

  const close = () => dispatchSite({ type: "setSearchOpen", open: false });
  const client = () => searchClient(site.language);
  const options = quickOptions(state.results);
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const searchPageOf = (wanted: string) => `${searchPath}?${new URLSearchParams({ q: wanted })}`;

  const go = (path: string) => {
    close();
    navigate(path);
  };

  const choose = (option: QuickOption) => {
    if (option.kind === "suggestion") return submit(option.term);
    if (option.kind === "product") {
      quietly(client().trackProductClick(option.record.id, { term: state.results?.term }));
    }
    go(option.record.url);
  };

  const submit = async (text: string) => {
    const wanted = quickTermOf(text);
    if (!wanted) return;
    const query = readSearchPageQuery(new URLSearchParams({ q: wanted }));
    // A keyword map sends its term to its page; otherwise the search page opens (answered from the cache).
    const outcome = await client()
      .submitSearch(wanted, searchPageBody(query))
      .catch(() => undefined);
    go(outcome && "redirect" in outcome ? outcome.redirect : searchPageOf(wanted));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const submission = quickSubmission(state);
    if ("option" in submission) choose(submission.option);
    else void submit(submission.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field's own Escape only clears the text; here Escape closes the overlay at once.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    const next = activeAfterKey(state, event.key);
    if (next === undefined) return;
    event.preventDefault();
    dispatch({ type: "moved", active: next });
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };

  const status = quickStatus(state);
  const seeAll = seeAllTerm(state);
  return (
    <dialog ref={dialog} className="search-dialog" aria-labelledby={`${ids}-title`} onClose={close}>
      <h2 id={`${ids}-title`}>{t("runtime.searchDialog")}</h2>
      <search>
        <form method="get" action={searchPath} onSubmit={onSubmit}>
          <label htmlFor={`${ids}-query`}>{t("runtime.searchLabel")}</label>
          <input
            id={`${ids}-query`}
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={state.active >= 0 ? optionId(state.active) : undefined}
            value={state.text}
            onChange={(event) => lookUp(event.target.value)}
            onKeyDown={onKeyDown}
            required
          />
          <button type="submit">{t("site.search")}</button>
        </form>
      </search>
      <p role="status" className="search-status">
        {!status
          ? ""
          : status.failed
            ? t("search.unavailable")
            : t("search.quickStatus", { products: status.products, suggestions: status.suggestions })}
      </p>
      <SearchBanners
        banners={state.banners}
        onSelect={(banner) => quietly(client().trackBannerClick(banner, state.text))}
      />
      <QuickSearchListbox
        id={listId}
        ids={ids}
        options={options}
        active={state.active}
        results={state.results}
        optionId={optionId}
        onChoose={choose}
      />
      {seeAll !== undefined ? (
        <Link className="search-see-all" to={searchPageOf(seeAll)} onClick={close}>
          {t("search.seeAll", { term: seeAll })}
        </Link>
      ) : null}
      <button type="button" className="search-dialog-close" onClick={close}>
        {t("runtime.close")}
      </button>
    </dialog>
  );
}
