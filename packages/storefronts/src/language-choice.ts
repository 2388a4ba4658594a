/**
 * The visitor's language on a page that is not language-routed (a default-language address), and
 * where to send them. Plain data in, plain data out: the browser adapter reads storage and
 * `navigator.languages`, saves the choice and redirects. No zod, no storefront table: it ships to
 * the browser.
 */

/** 'always': addresses end with a slash; 'never': they do not; 'ignore': left as they come. */
export type TrailingSlash = "always" | "never" | "ignore";

export type LanguageChoiceInput = {
  /** The saved preference, as read (anything, possibly corrupt), or null. */
  saved: string | null | undefined;
  /** The browser's languages in order of preference (`navigator.languages`). */
  browserLanguages: readonly string[];
  /** The site's languages (codes like `en`, `zh-Hant`), default first. */
  languages: readonly string[];
  /** The configured fallback language, if any. */
  fallbackLanguage?: string | undefined;
  /** The language of the page being shown. */
  pageLanguage: string;
};

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Traditional Chinese is written in Taiwan, Hong Kong and Macao; a browser says `zh-TW` or `zh-Hant-HK`. */
function scriptedBase(tag: string): string {
  const [base = "", ...rest] = tag.toLowerCase().split("-");
  if (base !== "zh") return base;
  if (rest.includes("hant") || rest.some((part) => ["tw", "hk", "mo"].includes(part))) return "zh-hant";
  if (rest.includes("hans") || rest.some((part) => ["cn", "sg"].includes(part))) return "zh-hans";
  return "zh";
}

/**
 * The first browser language the site has: an exact tag (`fr-CA` for a site with `fr-CA`), else the
 * same language (`fr-CA` -> `fr`, `zh-TW` -> `zh-Hant`). Undefined when none matches.
 */
export function detectBrowserLanguage(
  browserLanguages: readonly string[],
  languages: readonly string[],
): string | undefined {
  for (const tag of browserLanguages) {
    if (typeof tag !== "string" || !tag) continue;
    const exact = languages.find((code) => sameCode(code, tag));
    if (exact) return exact;
    const base = scriptedBase(tag);
    const sameLanguage = languages.find((code) => scriptedBase(code) === base);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/**
 * The visitor's language: the saved preference, else the browser's languages among the site's, else
 * the fallback, else the page language; a choice the site does not have becomes the page language.
 */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const saved = typeof input.saved === "string" && input.saved ? input.saved : undefined;
  const choice =
    saved ??
    detectBrowserLanguage(input.browserLanguages, input.languages) ??
    input.fallbackLanguage ??
    input.pageLanguage;
  return input.languages.find((code) => code === choice) ?? input.pageLanguage;
}

export type LanguageRedirectInput = {
  choice: string;
  defaultLanguage: string;
  /** The page's path without a language prefix, e.g. `/pages/about/`. */
  originalPath: string;
  /** The same page's own address in the chosen language when the build knows it (translated slugs). */
  localizedPath?: string | undefined;
  /** `?a=1` or "" and `#x` or "", kept as they are. */
  search: string;
  hash: string;
  trailingSlash: TrailingSlash;
};

function applyTrailingSlash(path: string, policy: TrailingSlash): string {
  if (policy === "never") return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  if (policy === "always") return path.endsWith("/") ? path : `${path}/`;
  return path;
}

/**
 * Where to send a visitor whose language is not the default: the same page under `/{language}`
 * (lowercase), keeping query and hash. Undefined when the choice is the default language (stay).
 */
export function languageRedirect(input: LanguageRedirectInput): string | undefined {
  if (sameCode(input.choice, input.defaultLanguage)) return undefined;
  const original = input.originalPath.startsWith("/") ? input.originalPath : `/${input.originalPath}`;
  const path = input.localizedPath ?? `/${input.choice.toLowerCase()}${original}`;
  return `${applyTrailingSlash(path, input.trailingSlash)}${input.search}${input.hash}`;
}
