import type { DrawerIndices, InjectedScript, SearchType, SiteProduct } from "./site-state.ts";

/** Everything that changes the site state. */
export type SiteAction =
  | { type: "addScript"; script: InjectedScript }
  | { type: "removeScript"; id: string }
  | { type: "hideNoticeBar" }
  | { type: "setGiftMessageProduct"; product: SiteProduct | undefined }
  | { type: "setGiftBoxProduct"; product: SiteProduct | undefined }
  | { type: "setToasterProduct"; product: SiteProduct | undefined }
  | { type: "setAwinId"; id: string | undefined }
  | { type: "setCjEventId"; id: string | undefined }
  | { type: "setUserCountry"; country: string | undefined }
  | { type: "setSearchOpen"; open: boolean }
  | { type: "setNavOpen"; open: boolean }
  | { type: "setDrawerIndices"; indices: DrawerIndices }
  | { type: "setActiveSearchType"; searchType: SearchType };

export type SiteActionType = SiteAction["type"];
