import type { SiteAction } from "./site-actions.ts";
import { closedDrawers, type SiteState } from "./site-state.ts";

/**
 * The next site state. Opening search closes the navigation and its drawers; opening the navigation
 * or a drawer closes search. An action the reducer does not know (or a country the store does not
 * sell to) leaves the state as it is, the same object.
 */
export function siteStateReducer(state: SiteState, action: SiteAction): SiteState {
  switch (action.type) {
    case "addScript": {
      const { script } = action;
      const index = script.id === undefined ? -1 : state.scripts.findIndex((each) => each.id === script.id);
      const scripts =
        index === -1 ? [...state.scripts, script] : state.scripts.map((each, at) => (at === index ? script : each));
      return { ...state, scripts };
    }
    case "removeScript":
      return { ...state, scripts: state.scripts.filter((each) => each.id !== action.id) };
    case "hideNoticeBar":
      return { ...state, hideNoticeBar: true };
    case "setGiftMessageProduct":
      return { ...state, giftMessageProduct: action.product };
    case "setGiftBoxProduct":
      return { ...state, giftBoxProduct: action.product };
    case "setToasterProduct":
      return { ...state, toasterProduct: action.product };
    case "setAwinId":
      return { ...state, awinId: action.id };
    case "setCjEventId":
      return { ...state, cjEventId: action.id };
    case "setUserCountry": {
      const country = action.country?.toUpperCase();
      if (country !== undefined && !state.allowedCountries.includes(country)) return state;
      return { ...state, userCountry: country };
    }
    case "setSearchOpen":
      return { ...state, searchOpen: action.open, drawerIndices: closedDrawers, navOpen: false };
    case "setNavOpen":
      return { ...state, navOpen: action.open, searchOpen: false };
    case "setDrawerIndices":
      return { ...state, drawerIndices: action.indices, searchOpen: false };
    case "setActiveSearchType":
      return { ...state, activeSearchType: action.searchType };
    default:
      return state;
  }
}
