import type { SiteAction } from "./site-actions.ts";
import { closedDrawers, type SiteState } from "./site-state.ts";

/**
 * The next site state. Opening search closes the navigation and its drawers; opening the navigation
 * or a drawer closes search. An action the reducer does not know (or a country the store does not
 * sell to) leaves the state as it is, the same object, and so does an action that changes no field
 * (closing what is closed): the state's readers are not drawn again for nothing.
 */
export function siteStateReducer(state: SiteState, action: SiteAction): SiteState {
  switch (action.type) {
    case "addScript": {
      const { script } = action;
      const index = script.id === undefined ? -1 : state.scripts.findIndex((each) => each.id === script.id);
      const scripts =
        index === -1 ? [...state.scripts, script] : state.scripts.map((each, at) => (at === index ? script : each));
      return changed(state, { scripts });
    }
    case "removeScript":
      return changed(state, { scripts: state.scripts.filter((each) => each.id !== action.id) });
    case "hideNoticeBar":
      return changed(state, { hideNoticeBar: true });
    case "setGiftMessageProduct":
      return changed(state, { giftMessageProduct: action.product });
    case "setGiftBoxProduct":
      return changed(state, { giftBoxProduct: action.product });
    case "setToasterProduct":
      return changed(state, { toasterProduct: action.product });
    case "setAwinId":
      return changed(state, { awinId: action.id });
    case "setCjEventId":
      return changed(state, { cjEventId: action.id });
    case "setUserCountry": {
      const country = action.country?.toUpperCase();
      if (country !== undefined && !state.allowedCountries.includes(country)) return state;
      return changed(state, { userCountry: country });
    }
    case "setSearchOpen":
      return changed(state, { searchOpen: action.open, drawerIndices: closedDrawers, navOpen: false });
    case "setNavOpen":
      return changed(state, { navOpen: action.open, searchOpen: false });
    case "setDrawerIndices":
      return changed(state, { drawerIndices: action.indices, searchOpen: false });
    case "setActiveSearchType":
      return changed(state, { activeSearchType: action.searchType });
    default:
      return state;
  }
}

/** The state with `changes`, or the same state when every changed field already has that value. */
function changed(state: SiteState, changes: Partial<SiteState>): SiteState {
  const fields = Object.keys(changes) as (keyof SiteState)[];
  return fields.every((field) => sameValue(state[field], changes[field])) ? state : { ...state, ...changes };
}

/** Equal values; lists (drawer indices, scripts), made anew by every caller, compare by their entries. */
function sameValue(current: unknown, next: unknown): boolean {
  if (Array.isArray(current) && Array.isArray(next)) {
    return current.length === next.length && current.every((entry, index) => Object.is(entry, next[index]));
  }
  return Object.is(current, next);
}
