import { closedDrawers } from "@hushling/site-state";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { CartCountLink } from "../../cart/cart-count-link.tsx";
import { useTranslation } from "../../i18n/translation-context.tsx";
import type { SiteData } from "../routing/site-data.ts";
import { useSiteState } from "../state/site-state-provider.tsx";
import { NavigationDrawers } from "./navigation-drawers.tsx";
import { NoticeBar } from "./notice-bar.tsx";
import "./site-header.css";

// The search overlay is needed only once the visitor asks for it; pointing at or focusing the search
// button starts loading it, so it is usually there by the click.
const loadSearchDialog = () => import("./search-dialog.tsx");
const SearchDialog = lazy(loadSearchDialog);
const preloadSearchDialog = () => void loadSearchDialog().catch(() => undefined);

/**
 * Keys typed between a click on the search button and the overlay's field taking focus: on a first
 * open its code may still be loading, and a shopper types at once. They are held here (printable keys
 * and Backspace) and the overlay takes them when it opens; IME text is typed in the field itself.
 */
let typedEarly: string | null = null;
function holdKey(event: KeyboardEvent): void {
  if (typedEarly === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typedEarly += event.key;
  else if (event.key === "Backspace") typedEarly = typedEarly.slice(0, -1);
  else return;
  event.preventDefault();
}
function holdTypedKeys(): void {
  if (typedEarly !== null) return;
  typedEarly = "";
  document.addEventListener("keydown", holdKey, true);
}
/** What was typed since `holdTypedKeys` ("" if nothing); keys go where the focus is again. */
function takeTypedKeys(): string {
  const text = typedEarly ?? "";
  typedEarly = null;
  document.removeEventListener("keydown", holdKey, true);
  return text;
}

/**
 * The header: notice bar, brand, the navigation (a menu button on phones) with its drawers, search
 * and cart (the language choice is in the footer). Escape or a click outside closes what is open; a new
 * page closes everything.
 */
export function SiteHeader({ site }: { site: SiteData }) {
  const { t } = useTranslation();
  const { state, dispatch } = useSiteState();
  const { navOpen, searchOpen, drawerIndices } = state;
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const anythingOpen = navOpen || drawerIndices[0] !== null;
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new path, not on state changes
  useEffect(() => {
    // Nothing to close on a first page: a new (equal) site state would draw all its readers again.
    // Closing search closes the navigation and its drawers too.
    if (anythingOpen || searchOpen) dispatch({ type: "setSearchOpen", open: false });
  }, [pathname]);

  useEffect(() => {
    if (!anythingOpen) return;
    const closeAll = () => {
      dispatch({ type: "setDrawerIndices", indices: closedDrawers });
      dispatch({ type: "setNavOpen", open: false });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (drawerIndices[0] !== null) {
        dispatch({ type: "setDrawerIndices", indices: closedDrawers });
        header.current?.querySelector<HTMLElement>(`[data-drawer="${drawerIndices[0]}"]`)?.focus();
      } else {
        closeAll();
        menuButton.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [anythingOpen, drawerIndices, dispatch]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipLink")}
      </a>
      <header ref={header}>
        {site.navigation.notice ? <NoticeBar text={site.navigation.notice} /> : null}
        <div className="site-header">
          <Link to={site.homePath} className="brand" aria-label={t("site.homeLink")}>
            {t("site.brand")}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="menu-button icon icon-menu"
            aria-expanded={navOpen}
            aria-controls="primary-nav"
            onClick={() => dispatch({ type: "setNavOpen", open: !navOpen })}
          >
            {navOpen ? t("runtime.closeMenu") : t("site.menu")}
          </button>
          <NavigationDrawers menu={site.navigation.menu} />
          <div className="header-tools">
            <button
              type="button"
              className="search-button icon icon-search"
              aria-haspopup="dialog"
              aria-expanded={searchOpen}
              onPointerEnter={preloadSearchDialog}
              onFocus={preloadSearchDialog}
              onClick={() => {
                // Keys typed before the overlay's field exists wait for it (a failed load lets them go).
                holdTypedKeys();
                loadSearchDialog().catch(takeTypedKeys);
                dispatch({ type: "setSearchOpen", open: true });
              }}
            >
              <span className="button-label">{t("site.search")}</span>
            </button>
            <CartCountLink to={site.cartPath} />
          </div>
        </div>
      </header>
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchDialog searchPath={site.searchPath} takeTypedKeys={takeTypedKeys} />
        </Suspense>
      ) : null}
    </>
  );
}
