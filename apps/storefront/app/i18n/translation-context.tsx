import { createContext, type ReactNode, useContext } from "react";
import type { Translator } from "./translator.ts";

const TranslationContext = createContext<Translator | null>(null);

/** Gives components the page language's translator (the root layout renders it around every page). */
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslationContext.Provider value={translator}>{children}</TranslationContext.Provider>;
}

/** The page language's `t` (namespace `translation`). Fatal outside `TranslationProvider`. */
export function useTranslation(): Translator {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation must be used inside <TranslationProvider> (the root layout)");
  return value;
}
