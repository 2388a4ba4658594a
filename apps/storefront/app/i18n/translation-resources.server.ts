import type { TranslationData } from "./translator.ts";

/** The i18next-format resource of one language (see translator.ts). */
export type TranslationResource = TranslationData;

/** The language every other falls back to for keys it does not translate yet. */
export const fallbackLanguage = "en";

const files = import.meta.glob<TranslationResource>("./locales/*/translation.json", { eager: true, import: "default" });

function resourceOf(language: string): TranslationResource | undefined {
  return files[`./locales/${language}/translation.json`];
}

function mergeOver(base: TranslationResource, over: TranslationResource): TranslationResource {
  const merged: TranslationResource = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] =
      typeof value === "object" && typeof below === "object" ? mergeOver(below, value) : (value ?? below ?? "");
  }
  return merged;
}

/**
 * The `translation` namespace for one language with English filled in underneath, so a page ships
 * one resource and never shows a raw key.
 */
export function translationResource(language: string): TranslationResource {
  const fallback = resourceOf(fallbackLanguage) ?? {};
  const own = resourceOf(language);
  return own && language !== fallbackLanguage ? mergeOver(fallback, own) : fallback;
}
