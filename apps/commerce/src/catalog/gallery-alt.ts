import type { GalleryView } from "@hushling/catalog";
import type { LanguageCode } from "@hushling/storefronts";
import { galleryAltPatterns, galleryViewWords } from "./catalog-words.ts";

/** Languages that lower-case a colour name inside a sentence ("Baby Crib in natural birch"). */
const lowerCaseColourLanguages: ReadonlySet<LanguageCode> = new Set(["en", "fr", "nl", "sv", "es", "it"]);

/**
 * The alt text of a gallery picture in a language, from the product's and colour's names in that
 * language: "Baby Crib in natural birch, side view". Without a known view it is the product (and
 * colour) alone, which still says what the picture shows.
 */
export function galleryAlt(
  language: LanguageCode,
  productName: string,
  colourName: string | null,
  view: GalleryView | null,
): string {
  const colour =
    colourName && lowerCaseColourLanguages.has(language) ? colourName.toLocaleLowerCase(language) : colourName;
  const pattern = galleryAltPatterns[colour ? "coloured" : "plain"][language];
  const text = pattern
    .replace("{product}", () => productName)
    .replace("{colour}", () => colour ?? "")
    .replace("{view}", () => (view ? galleryViewWords[view][language] : ""));
  // Without a view, drop the separator the pattern put before it.
  return view ? text : text.replace(/(, |：| )$/, "").trim();
}
