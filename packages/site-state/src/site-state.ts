/** A product the site shows outside its own page: in the toaster, or as a gift add-on. */
export type SiteProduct = {
  /** The catalog key (English slug), stable across languages. */
  key: string;
  name: string;
  /** Its page in the current language, when it has one. */
  href?: string;
  /** Picture URL, when it has one. */
  image?: string;
  /** Formatted price in the page's currency and locale, when it is shown. */
  price?: string;
};

/** A script added to the page by a feature (tag manager, reviews widget); `id` makes it replaceable. */
export type InjectedScript = { id?: string; src?: string; content?: string };

/** Store settings compiled into the build: the countries the store sells to, as ISO alpha-2 codes. */
export type StoreSettings = { countries: readonly { code: string }[] };

/** Site configuration compiled into the build; features read what they need from it. */
export type SiteConfig = Readonly<Record<string, unknown>>;

/** Which drawer of the two-level navigation is open: [first level, second level], null when closed. */
export type DrawerIndices = readonly [number | null, number | null];

export type SearchType = "product" | (string & {});

/** The state every page shares in the browser. */
export type SiteState = {
  environment: string;
  scripts: readonly InjectedScript[];
  hideNoticeBar: boolean;
  toasterProduct: SiteProduct | undefined;
  giftMessageProduct: SiteProduct | undefined;
  giftBoxProduct: SiteProduct | undefined;
  /** Affiliate-network click identifiers, kept for the order. */
  awinId: string | undefined;
  cjEventId: string | undefined;
  /** Upper-case ISO alpha-2 code, always one of `allowedCountries` when set. */
  userCountry: string | undefined;
  siteConfig: SiteConfig;
  store: StoreSettings;
  /** The store's countries that are known ISO codes, upper case, in the store's order. */
  allowedCountries: readonly string[];
  navOpen: boolean;
  searchOpen: boolean;
  drawerIndices: DrawerIndices;
  activeSearchType: SearchType;
};

export const closedDrawers: DrawerIndices = [null, null];

export type SiteStateInit = {
  store: StoreSettings | undefined;
  siteConfig?: SiteConfig;
  environment?: string;
  /** The site country resolved at start-up (site-country package). */
  userCountry?: string;
  hideNoticeBar?: boolean;
  /**
   * Whether a code (upper case) is in the country reference table: `isCountryCode` of
   * `@hushling/countries/codes`, or, in the browser, a check against codes verified at build time
   * (which keeps the reference table out of the first-load JavaScript).
   */
  isKnownCountry: (code: string) => boolean;
};

export class SiteStateError extends Error {
  override name = "SiteStateError";
}

/** The store's countries that the country reference knows, upper case, each once. */
export function allowedCountriesOf(store: StoreSettings, isKnownCountry: (code: string) => boolean): string[] {
  const codes = store.countries.map((country) => String(country.code).toUpperCase()).filter(isKnownCountry);
  return [...new Set(codes)];
}

/**
 * The country the site works in: the visitor's (chosen in the footer, a link or the cookie) when known,
 * else the store's first country. The footer's selector shows it and checkout preselects it, so a
 * visitor who chose nothing sees the storefront's country rather than an empty choice.
 */
export function currentCountry(state: Pick<SiteState, "userCountry" | "allowedCountries">): string {
  // createSiteState refuses a store without an allowed country, so the first one always exists.
  return state.userCountry ?? (state.allowedCountries[0] as string);
}

/**
 * The state a page starts with. Fails when the store settings are missing or none of the store's
 * countries is a known ISO code: a site that may sell nowhere must not start.
 */
export function createSiteState(init: SiteStateInit): SiteState {
  if (!init.store) throw new SiteStateError("Store settings are missing");
  const allowedCountries = allowedCountriesOf(init.store, init.isKnownCountry);
  if (allowedCountries.length === 0) throw new SiteStateError("Allowed countries in store is empty");
  const userCountry = init.userCountry?.toUpperCase();
  return {
    environment: init.environment ?? "production",
    scripts: [],
    hideNoticeBar: init.hideNoticeBar ?? false,
    toasterProduct: undefined,
    giftMessageProduct: undefined,
    giftBoxProduct: undefined,
    awinId: undefined,
    cjEventId: undefined,
    userCountry: userCountry && allowedCountries.includes(userCountry) ? userCountry : undefined,
    siteConfig: init.siteConfig ?? {},
    store: init.store,
    allowedCountries,
    navOpen: false,
    searchOpen: false,
    drawerIndices: closedDrawers,
    activeSearchType: "product",
  };
}
