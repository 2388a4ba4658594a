import type { LanguageCode } from "@hushling/storefronts";

/** The facets every product index offers, under the provider's keys. */
export const facetKeys = { category: "category", colour: "colour", price: "klevu_price", rating: "rating" } as const;

const labels: Record<LanguageCode, [string, string, string, string]> = {
  en: ["Category", "Colour", "Price", "Rating"],
  de: ["Kategorie", "Farbe", "Preis", "Bewertung"],
  fr: ["Catégorie", "Couleur", "Prix", "Note"],
  es: ["Categoría", "Color", "Precio", "Valoración"],
  it: ["Categoria", "Colore", "Prezzo", "Valutazione"],
  nl: ["Categorie", "Kleur", "Prijs", "Beoordeling"],
  sv: ["Kategori", "Färg", "Pris", "Betyg"],
  ja: ["カテゴリー", "カラー", "価格", "評価"],
  ko: ["카테고리", "색상", "가격", "평점"],
  "zh-Hant": ["類別", "顏色", "價格", "評分"],
};

export function facetLabel(language: LanguageCode, key: (typeof facetKeys)[keyof typeof facetKeys]): string {
  const [category, colour, price, rating] = labels[language];
  return { category, colour, klevu_price: price, rating }[key];
}

/** "4 stars & up" in each language, for the rating facet's options; one star is singular. */
const ratingNames: Record<LanguageCode, (stars: number) => string> = {
  en: (n) => (n === 1 ? "1 star & up" : `${n} stars & up`),
  de: (n) => (n === 1 ? "ab 1 Stern" : `ab ${n} Sternen`),
  fr: (n) => (n === 1 ? "1 étoile et plus" : `${n} étoiles et plus`),
  es: (n) => (n === 1 ? "1 estrella o más" : `${n} estrellas o más`),
  it: (n) => (n === 1 ? "1 stella e più" : `${n} stelle e più`),
  nl: (n) => (n === 1 ? "1 ster en meer" : `${n} sterren en meer`),
  sv: (n) => (n === 1 ? "1 stjärna och uppåt" : `${n} stjärnor och uppåt`),
  ja: (n) => `星${n}つ以上`,
  ko: (n) => `별 ${n}개 이상`,
  "zh-Hant": (n) => `${n} 星以上`,
};

export function ratingOptionName(language: LanguageCode, stars: number): string {
  return ratingNames[language](stars);
}
