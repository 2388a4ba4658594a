import {
  createSiteState,
  type SiteAction,
  type SiteState,
  type SiteStateInit,
  siteStateReducer,
} from "@hushling/site-state";
import { createContext, type Dispatch, type ReactNode, useCallback, useContext, useMemo, useReducer } from "react";

/** What happens outside the state when it changes: the country cookie, the remembered notice bar. */
export type SiteStatePersistence = {
  saveUserCountry(country: string | undefined): void;
  saveNoticeBarHidden(): void;
};

type SiteStateValue = {
  state: SiteState;
  /** Changes the state; `setUserCountry` and `hideNoticeBar` are also persisted. */
  dispatch: Dispatch<SiteAction>;
  /** Changes the state only (start-up restores what was persisted, without writing it again). */
  restore: Dispatch<SiteAction>;
};

const SiteStateContext = createContext<SiteStateValue | null>(null);

/**
 * The global site state for everything below it (the root layout provides it to every page).
 * Throws at start-up when the store settings are missing or sell to no known country.
 */
export function SiteStateProvider({
  init,
  persistence,
  children,
}: {
  init: SiteStateInit;
  persistence: SiteStatePersistence;
  children: ReactNode;
}) {
  const [state, restore] = useReducer(siteStateReducer, init, createSiteState);
  const dispatch = useCallback(
    (action: SiteAction) => {
      restore(action);
      if (action.type === "setUserCountry") persistence.saveUserCountry(action.country?.toUpperCase());
      if (action.type === "hideNoticeBar") persistence.saveNoticeBarHidden();
    },
    [persistence],
  );
  const value = useMemo(() => ({ state, dispatch, restore }), [state, dispatch]);
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>;
}

/** The site state and its dispatch. Fatal outside `SiteStateProvider`: a component there is misplaced. */
export function useSiteState(): SiteStateValue {
  const value = useContext(SiteStateContext);
  if (!value) {
    throw new Error(
      "useSiteState must be used inside <SiteStateProvider> (the root layout renders it around every page)",
    );
  }
  return value;
}
