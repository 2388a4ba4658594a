import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { useSiteState } from "../state/site-state-provider.tsx";
import "./search-dialog.css";

/**
 * The search overlay's shell: a modal dialog with a search form that opens the search page. Escape,
 * the close button and submitting close it; focus returns to the search button.
 */
export default function SearchDialog({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation();
  const { dispatch } = useSiteState();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => opener?.focus();
  }, []);
  const close = () => dispatch({ type: "setSearchOpen", open: false });
  return (
    <dialog ref={dialog} className="search-dialog" aria-labelledby="search-dialog-title" onClose={close}>
      <h2 id="search-dialog-title">{t("runtime.searchDialog")}</h2>
      <Form method="get" action={searchPath} role="search" onSubmit={close}>
        <label htmlFor="search-dialog-query">{t("runtime.searchLabel")}</label>
        <input id="search-dialog-query" name="q" type="search" autoComplete="off" required />
        <button type="submit">{t("site.search")}</button>
      </Form>
      <button type="button" className="search-dialog-close" onClick={close}>
        {t("runtime.close")}
      </button>
    </dialog>
  );
}
