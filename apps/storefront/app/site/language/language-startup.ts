import { chooseLanguage, languageRedirect } from "@hushling/storefronts/language-choice";
import type { SiteSettings } from "../build/site-settings.ts";
import { readSavedLanguage, saveLanguage } from "./saved-language.ts";

/** A recovery reload or a redirect we made ourselves carries this; it never redirects again. */
const redirectedMarker = "hushling.languageRedirected";

/**
 * On an address in the default language (not language-routed): picks the visitor's language (saved
 * preference, browser languages, fallback, page language), saves it, and sends the visitor to the
 * same page in that language. Returns true when it navigated away (the page must not hydrate).
 * A redirect happens at most once per tab session, so broken storage can never loop.
 */
export function redirectToVisitorLanguage(
  settings: Pick<SiteSettings, "languages" | "defaultLanguage">,
  alternates: Readonly<Record<string, string>>,
): boolean {
  const languages = settings.languages.map((language) => language.code);
  const choice = chooseLanguage({
    saved: readSavedLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
    languages,
    pageLanguage: settings.defaultLanguage,
  });
  saveLanguage(choice);
  const target = languageRedirect({
    choice,
    defaultLanguage: settings.defaultLanguage,
    originalPath: location.pathname,
    localizedPath: alternates[choice],
    search: location.search,
    hash: location.hash,
    trailingSlash: "always",
  });
  if (!target || target === `${location.pathname}${location.search}${location.hash}`) return false;
  try {
    if (sessionStorage.getItem(redirectedMarker) === location.pathname) return false;
    sessionStorage.setItem(redirectedMarker, location.pathname);
  } catch {
    // No session storage: the redirect still happens; the saved choice makes the next one a no-op.
  }
  location.replace(target);
  return true;
}
