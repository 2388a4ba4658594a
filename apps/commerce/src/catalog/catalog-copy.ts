import { catalogSlug } from "@hushling/catalog";
import { type LanguageCode, languageCodes } from "@hushling/storefronts";
import { type CategoryGroupKey, categoryGroups } from "./catalog-category-groups.ts";
import { nouns } from "./catalog-nouns.ts";
import type { ProductSpec } from "./catalog-products.ts";
import { type CategoryKey, categories, highlights } from "./catalog-words.ts";

/** French, Spanish and Italian name the thing before the model: "Transat Bliss", "Assiette Tiny Tasters". */
const nounFirstLanguages: ReadonlySet<LanguageCode> = new Set(["fr", "es", "it"]);
/** Languages whose names slugify to readable Latin URLs; Chinese, Korean and Japanese keep the English slug. */
const latinLanguages: ReadonlySet<LanguageCode> = new Set(["en", "fr", "de", "nl", "sv", "es", "it"]);

export { languageCodes };

export function productName(spec: ProductSpec, language: LanguageCode): string {
  const noun = nouns[spec.noun][language];
  if (!spec.model) return noun;
  return spec.modelFirst && !nounFirstLanguages.has(language) ? `${spec.model} ${noun}` : `${noun} ${spec.model}`;
}

/** The stable, language-independent product key: the slug of the English name (what short links use). */
export function productKey(spec: ProductSpec): string {
  return catalogSlug(productName(spec, "en"));
}

function localSlug(name: string, language: LanguageCode, fallback: string): string {
  return (latinLanguages.has(language) && catalogSlug(name)) || fallback;
}

export function productSlug(spec: ProductSpec, language: LanguageCode): string {
  return localSlug(productName(spec, language), language, productKey(spec));
}

export function productDescription(spec: ProductSpec, language: LanguageCode): string {
  const sentences: string[] = spec.highlights.map((highlight) => highlights[highlight][language]);
  if (spec.category) sentences.push(categories[spec.category].description[language]);
  // Chinese and Japanese sentences end in a full-width stop and need no space between them.
  return sentences.join(language === "zh-Hant" || language === "ja" ? "" : " ");
}

/** The URL slug of a category or category group in a language (its key where names are not Latin). */
export function categorySlug(key: CategoryKey | CategoryGroupKey, language: LanguageCode): string {
  const copy = key in categoryGroups ? categoryGroups[key as CategoryGroupKey] : categories[key as CategoryKey];
  return localSlug(copy.name[language], language, key);
}

/** HL-{PRODUCT KEY}[-{COLOUR KEY}], upper case: readable on a packing slip and unique per variant. */
export function variantSku(spec: ProductSpec, colour?: string): string {
  return `HL-${productKey(spec)}${colour ? `-${colour}` : ""}`.toUpperCase();
}
