import { languageCodes } from "@hushling/storefronts";

const languageNames: Record<string, string> = {
  de: "German",
  en: "English",
  es: "Spanish",
  fr: "French",
  it: "Italian",
  ja: "Japanese",
  ko: "Korean",
  nl: "Dutch",
  sv: "Swedish",
  "zh-Hant": "Chinese (traditional)",
};

const fieldNames: Record<string, string> = {
  translations: "",
  body: "body",
  startDate: "start date",
  endDate: "end date",
  bannerName: "banner name",
  bannerAltTag: "banner picture's alt text",
  bannerImg: "banner picture",
  postalCode: "postal code",
  openingHours: "opening hours",
  keywordMaps: "keyword maps",
  means: "meaning",
};

/**
 * A field path as the web team reads it: `translations.de.body.2.text` -> `German › body › block 3 › text`.
 * Numbers count from one, language codes are named, the wrapping `translations` is left out.
 */
export function fieldInWords(path: readonly PropertyKey[]): string {
  const words = path.flatMap((segment, index) => {
    if (typeof segment === "number") return [`${path[index - 1] === "body" ? "block" : "item"} ${segment + 1}`];
    const name = String(segment);
    if ((languageCodes as readonly string[]).includes(name)) return [languageNames[name] ?? name];
    const known = fieldNames[name];
    if (known === "") return [];
    return [known ?? name];
  });
  return words.length ? words.join(" › ") : "the file";
}

/** zod's words for a field left out, in the web team's. */
export const issueInWords = (message: string) =>
  message.replace(/^Invalid input: expected \w+, received undefined$/, "must be filled in");

/** `content/pages/gift-guide.json: translations.de.title: must not be empty` -> `German › title: must not be empty`. */
export function contentMessageInWords(message: string): string {
  const match = /^[^:]+\.json: ([^:]+): (.*)$/s.exec(message);
  if (!match?.[1] || match[2] === undefined) return message.replace(/^[^:]+\.json: /, "");
  const path =
    match[1] === "(file)" ? [] : match[1].split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return `${fieldInWords(path)}: ${issueInWords(match[2])}`;
}
