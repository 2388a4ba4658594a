import type { TranslationData } from "./translator.ts";

/** The i18next-format resource of one language (see translator.ts). */
export type TranslationResource = TranslationData;

/** The language every other falls back to for keys it does not translate yet. */
export const fallbackLanguage = "en";

// `locales/{language}/translation.json` holds the site-wide sections; a feature may keep its texts in
// its own file beside it, `locales/{language}/{section}.json`, which becomes the `{section}` part of the
// same `translation` namespace. Features then never edit one shared file.
const files = import.meta.glob<TranslationResource>("./locales/*/*.json", { eager: true, import: "default" });

function resourceOf(language: string): TranslationResource | undefined {
  const prefix = `./locales/${language}/`;
  const own = Object.entries(files).filter(([path]) => path.startsWith(prefix));
  if (own.length === 0) return undefined;
  const resource: TranslationResource = { ...(files[`${prefix}translation.json`] ?? {}) };
  for (const [path, data] of own) {
    const section = path.slice(prefix.length, -".json".length);
    if (section === "translation") continue;
    if (section in resource) {
      throw new Error(`${path.slice(2)}: section "${section}" is also in translation.json; keep it in one file`);
    }
    resource[section] = data;
  }
  return resource;
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
