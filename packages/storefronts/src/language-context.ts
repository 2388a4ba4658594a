/** What every page knows about its language (zod-free: it ships to the browser). */
export type LanguageContext = {
  /** True when the address carries a language prefix (`/fr/...`). */
  routed: boolean;
  language: string;
  /** The site's languages, default first. */
  languages: readonly string[];
  /** The address without its language prefix. */
  originalPath: string;
  defaultLanguage: string;
  /** The address as shown. */
  path: string;
  /** The site's origin, `https://ca.hushling.example`. */
  siteUrl: string;
  /** Whether the default language also gets prefixed pages (`/en/...`); never here. */
  generateDefaultLanguagePage: boolean;
};

/** The context of a page with nothing configured. */
export const defaultLanguageContext: LanguageContext = {
  routed: false,
  language: "en",
  languages: ["en"],
  originalPath: "/",
  defaultLanguage: "en",
  path: "/",
  siteUrl: "",
  generateDefaultLanguagePage: false,
};

/**
 * The language context of an address: its first segment names a non-default language (any case),
 * or it is in the default language, unprefixed.
 */
export function languageContextOf(input: {
  pathname: string;
  languages: readonly string[];
  siteUrl: string;
}): LanguageContext {
  const [defaultLanguage = "en"] = input.languages;
  const first = input.pathname.split("/")[1] ?? "";
  const prefixed = input.languages.slice(1).find((code) => code.toLowerCase() === first.toLowerCase() && first !== "");
  const originalPath = prefixed ? input.pathname.slice(first.length + 1) || "/" : input.pathname;
  return {
    routed: prefixed !== undefined,
    language: prefixed ?? defaultLanguage,
    languages: input.languages.length ? input.languages : [defaultLanguage],
    originalPath,
    defaultLanguage,
    path: input.pathname,
    siteUrl: input.siteUrl,
    generateDefaultLanguagePage: false,
  };
}
