import type { LanguageCode } from "@hushling/storefronts";

/** Each language's name in itself, as a language switcher shows it to someone who reads that language. */
export const languageNames: Record<LanguageCode, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  nl: "Nederlands",
  sv: "Svenska",
  "zh-Hant": "繁體中文",
};
