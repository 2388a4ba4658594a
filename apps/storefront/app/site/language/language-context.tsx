import { type LanguageContext, languageContextOf } from "@hushling/storefronts/language-context";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useLocation } from "react-router";

const LanguageContextValue = createContext<LanguageContext | null>(null);

/** Gives every page its language context (routed, language, languages, originalPath, ...). */
export function LanguageContextProvider({
  languages,
  siteUrl,
  children,
}: {
  languages: readonly string[];
  siteUrl: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const value = useMemo(() => languageContextOf({ pathname, languages, siteUrl }), [pathname, languages, siteUrl]);
  return <LanguageContextValue.Provider value={value}>{children}</LanguageContextValue.Provider>;
}

/** The page's language context. Fatal outside `LanguageContextProvider` (the root layout renders it). */
export function useLanguageContext(): LanguageContext {
  const value = useContext(LanguageContextValue);
  if (!value) throw new Error("useLanguageContext must be used inside <LanguageContextProvider> (the root layout)");
  return value;
}
