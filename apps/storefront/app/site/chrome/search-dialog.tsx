import { quickSearchRequest } from "@hushling/search-client";
import type { Banner, SearchRecord } from "@hushling/search-protocol";
import { normaliseTerm } from "@hushling/search-protocol/search-terms";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { nextActiveOption } from "../../search/combobox-keys.ts";
import { recordPrice } from "../../search/record-price.ts";
import { SearchBanners } from "../../search/search-banners.tsx";
import { readSearchPageQuery } from "../../search/search-page-query.ts";
import { searchPageBody } from "../../search/search-page-request.ts";
import { quietly, searchClient } from "../../search/search-session.ts";
import { useSiteData } from "../routing/site-data.ts";
import { useSiteState } from "../state/site-state-provider.tsx";
import "../../search/search.css";
import "./search-dialog.css";

type QuickResults = { term: string; suggestions: string[]; products: SearchRecord[]; pages: SearchRecord[] };
type QuickOption =
  | { kind: "suggestion"; key: string; term: string }
  | { kind: "product" | "page"; key: string; record: SearchRecord };

function optionsOf(results: QuickResults | null): QuickOption[] {
  if (!results) return [];
  return [
    ...results.suggestions.map((term): QuickOption => ({ kind: "suggestion", key: `s:${term}`, term })),
    ...results.products.map((record): QuickOption => ({ kind: "product", key: `p:${record.id}`, record })),
    ...results.pages.map((record): QuickOption => ({ kind: "page", key: `c:${record.id}`, record })),
  ];
}

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
  const { dispatch } = useSiteState();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [term, setTerm] = useState("");
  const [results, setResults] = useState<QuickResults | null>(null);
  const [banners, setBanners] = useState<Banner[]>([]);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

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

  // Opening the overlay fetches the merchant files (banners, keyword maps), which also opens a
  // connection to the search service, before the first keystroke needs one.
  useEffect(() => {
    quietly(searchClient(site.language).merchantFiles());
    return () => inFlight.current?.abort();
  }, [site.language]);

  const close = () => dispatch({ type: "setSearchOpen", open: false });
  const client = () => searchClient(site.language);
  const options = optionsOf(results);
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const searchPageOf = (wanted: string) => `${searchPath}?${new URLSearchParams({ q: wanted })}`;

  const lookUp = (value: string) => {
    setTerm(value);
    setActive(-1);
    const wanted = normaliseTerm(value);
    const request = ++latest.current;
    // Every keystroke asks at once (no debounce) and cancels the previous keystroke's request, so an
    // unanswered one never holds a connection the newer one needs; only the latest answer is shown.
    inFlight.current?.abort();
    if (!wanted) {
      setResults(null);
      setBanners([]);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    client()
      .search(quickSearchRequest(wanted), { signal: controller.signal })
      .then(
        (response) => {
          if (request !== latest.current) return;
          const records = (id: string) => response.queryResults.find((result) => result.id === id)?.records ?? [];
          setFailed(false);
          setResults({
            term: wanted,
            suggestions: (response.suggestionResults[0]?.suggestions ?? []).map((entry) => entry.suggest),
            products: records("productSearch"),
            pages: records("cmsSearch"),
          });
        },
        () => {
          if (request === latest.current) setFailed(true);
        },
      );
    // Banners come from the merchant files (fetched when the overlay opened); they never hold up results.
    client()
      .banners("quicksearch", wanted)
      .then(
        (found) => request === latest.current && setBanners(found),
        () => request === latest.current && setBanners([]),
      );
  };

  const go = (path: string) => {
    close();
    navigate(path);
  };

  const choose = (option: QuickOption) => {
    if (option.kind === "suggestion") return submit(option.term);
    if (option.kind === "product") quietly(client().trackProductClick(option.record.id, { term: results?.term }));
    go(option.record.url);
  };

  const submit = async (value: string) => {
    const wanted = normaliseTerm(value);
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
    const option = options[active];
    if (option) choose(option);
    else void submit(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field's own Escape only clears the text; here Escape closes the overlay at once.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    const next = nextActiveOption(event.key, active, options.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };

  const expanded = options.length > 0;
  const shown = (kind: QuickOption["kind"]) =>
    options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
  const group = (kind: QuickOption["kind"], label: string) => {
    const entries = shown(kind);
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
            onClick={() => choose(option)}
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
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            value={term}
            onChange={(event) => lookUp(event.target.value)}
            onKeyDown={onKeyDown}
            required
          />
          <button type="submit">{t("site.search")}</button>
        </form>
      </search>
      <p role="status" className="search-status">
        {failed
          ? t("search.unavailable")
          : results
            ? t("search.quickStatus", { products: results.products.length, suggestions: results.suggestions.length })
            : ""}
      </p>
      <SearchBanners banners={banners} onSelect={(banner) => quietly(client().trackBannerClick(banner, term))} />
      {/* data-term names the term the options answer (the keystroke bench waits for it). */}
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.quickResults")}
        hidden={!expanded}
        className="search-list"
        data-term={results?.term}
      >
        {group("suggestion", t("search.suggestions"))}
        {group("product", t("search.products"))}
        {group("page", t("search.pages"))}
      </div>
      {results && normaliseTerm(term) ? (
        <Link className="search-see-all" to={searchPageOf(results.term)} onClick={close}>
          {t("search.seeAll", { term: results.term })}
        </Link>
      ) : null}
      <button type="button" className="search-dialog-close" onClick={close}>
        {t("runtime.close")}
      </button>
    </dialog>
  );
}
