import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type CatalogExport, catalogExportFile } from "@hushling/catalog";
import type { LanguageCode, StorefrontId } from "@hushling/storefronts";

/**
 * Catalog exports made up for tests and benchmarks: real shapes (they pass the export schema), words of
 * the language, a category tree, colours, prices and stock. Product `i` has the same key in every
 * language, as the commerce export's products do.
 */
type Words = {
  categories: [key: string, name: string, parent: string | null][];
  nouns: [category: string, noun: string, usd: number][];
  adjectives: string[];
  colours: [key: string, name: string][];
  description: (noun: string, adjective: string) => string;
};

const words: Partial<Record<LanguageCode, Words>> = {
  en: {
    categories: [
      ["carry", "Carry", null],
      ["baby-carriers", "Baby carriers", "carry"],
      ["sleep", "Sleep", null],
      ["cribs", "Cribs", "sleep"],
      ["cradles", "Cradles", "sleep"],
      ["bouncers", "Bouncers", null],
    ],
    nouns: [
      ["baby-carriers", "Baby Carrier", 199],
      ["baby-carriers", "Carrier Cover", 39],
      ["cribs", "Baby Crib", 329],
      ["cribs", "Travel Crib", 249],
      ["cradles", "Cradle", 179],
      ["bouncers", "Bouncer", 189],
    ],
    adjectives: ["Harmony", "Mini", "Move", "One", "Soft", "Light", "Bliss", "Balance", "Cosy", "Air"],
    colours: [
      ["black", "Black"],
      ["sand", "Sand"],
      ["sage-green", "Sage green"],
      ["navy-blue", "Navy blue"],
    ],
    description: (noun, adjective) =>
      `The ${adjective} ${noun.toLowerCase()} keeps your baby close and comfortable.\nEasy to clean, made to last.`,
  },
  de: {
    categories: [
      ["carry", "Babys tragen", null],
      ["baby-carriers", "Babytragen", "carry"],
      ["sleep", "Schlafen", null],
      ["cribs", "Babybetten", "sleep"],
      ["cradles", "Wiegen", "sleep"],
      ["bouncers", "Babywippen", null],
    ],
    nouns: [
      ["baby-carriers", "Babytrage", 199],
      ["baby-carriers", "Tragecover", 39],
      ["cribs", "Babybett", 329],
      ["cribs", "Reisebett", 249],
      ["cradles", "Wiege", 179],
      ["bouncers", "Babywippe", 189],
    ],
    adjectives: ["Harmony", "Mini", "Move", "One", "Soft", "Light", "Bliss", "Balance", "Cosy", "Air"],
    colours: [
      ["black", "Schwarz"],
      ["sand", "Sand"],
      ["sage-green", "Salbeigrün"],
      ["navy-blue", "Marineblau"],
    ],
    description: (noun, adjective) =>
      `${noun} ${adjective}: hält Ihr Baby nah und bequem, für Größen ab Geburt.\nLeicht zu reinigen, für lange Zeit gemacht.`,
  },
  ja: {
    categories: [
      ["carry", "抱っこ", null],
      ["baby-carriers", "ベビーキャリア", "carry"],
      ["sleep", "ねんね", null],
      ["cribs", "ベビーベッド", "sleep"],
      ["cradles", "ゆりかご", "sleep"],
      ["bouncers", "バウンサー", null],
    ],
    nouns: [
      ["baby-carriers", "ベビーキャリア", 199],
      ["baby-carriers", "キャリアカバー", 39],
      ["cribs", "ベビーベッド", 329],
      ["cribs", "トラベルベッド", 249],
      ["cradles", "ゆりかご", 179],
      ["bouncers", "バウンサー", 189],
    ],
    adjectives: [
      "ハーモニー",
      "ミニ",
      "ムーブ",
      "ワン",
      "ソフト",
      "ライト",
      "ブリス",
      "バランス",
      "コージー",
      "エアー",
    ],
    colours: [
      ["black", "ブラック"],
      ["sand", "サンド"],
      ["sage-green", "セージグリーン"],
      ["navy-blue", "ネイビーブルー"],
    ],
    description: (noun, adjective) =>
      `${adjective}の${noun}は赤ちゃんをやさしく包みます。\nお手入れ簡単で長く使えます。`,
  },
};

const markets: Record<string, { storefront: StorefrontId; currency: string; level: number; tax: boolean }> = {
  en: { storefront: "us", currency: "USD", level: 1, tax: false },
  de: { storefront: "eu", currency: "EUR", level: 1, tax: true },
  ja: { storefront: "jp", currency: "JPY", level: 150, tax: true },
};

export const generatedLanguages = ["en", "de", "ja"] as const;

export function generatedCatalog(language: (typeof generatedLanguages)[number], count: number): CatalogExport {
  const vocabulary = words[language] as Words;
  const market = markets[language] as (typeof markets)[string];
  const categories = vocabulary.categories.map(([key, name, parent]) => ({
    key,
    slug: key,
    name,
    description: `${name}.`,
    parent,
    children: vocabulary.categories.filter(([, , up]) => up === key).map(([child]) => child),
  }));
  const products = Array.from({ length: count }, (_, i) => {
    const [category, noun, usd] = vocabulary.nouns[i % vocabulary.nouns.length] as Words["nouns"][number];
    const adjective = vocabulary.adjectives[
      Math.floor(i / vocabulary.nouns.length) % vocabulary.adjectives.length
    ] as string;
    const series = Math.floor(i / (vocabulary.nouns.length * vocabulary.adjectives.length));
    const englishNoun = (words.en as Words).nouns[i % vocabulary.nouns.length]?.[1] ?? "item";
    const englishAdjective = (words.en as Words).adjectives[Math.floor(i / vocabulary.nouns.length) % 10] ?? "x";
    const key = `${englishNoun}-${englishAdjective}${series ? `-${series}` : ""}`.toLowerCase().replaceAll(" ", "-");
    const name = `${noun} ${adjective}${series ? ` ${series}` : ""}`;
    const base = Math.round((usd + (i % 7) * 10) * market.level * 100);
    const colours = vocabulary.colours.slice(0, 1 + (i % vocabulary.colours.length));
    return {
      id: String(i + 1),
      key,
      slug: key,
      name,
      description: vocabulary.description(noun, adjective),
      category,
      image: null,
      variants: colours.map(([colourKey, colourName], v) => ({
        id: String((i + 1) * 100 + v),
        sku: `${key}-${colourKey}`.toUpperCase(),
        name: `${name} ${colourName}`,
        colour: { key: colourKey, name: colourName },
        price: market.tax ? Math.round(base / 1.2) : base + v * 500,
        priceWithTax: market.tax ? base + v * 500 : Math.round(base * 1.08),
        stockLevel: i % 11 === 0 ? ("OUT_OF_STOCK" as const) : ("IN_STOCK" as const),
        image: null,
      })),
    };
  });
  return {
    storefront: market.storefront,
    language,
    currency: market.currency,
    pricesIncludeTax: market.tax,
    categories,
    products,
  } as CatalogExport;
}

/** Writes generated exports for us/en, eu/de and jp/ja into `dir`, as the commerce export lays them out. */
export function writeGeneratedExports(dir: string, count: number): void {
  for (const language of generatedLanguages) {
    const catalog = generatedCatalog(language, count);
    const file = path.join(dir, catalogExportFile(catalog.storefront, language));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(catalog));
  }
}

/**
 * What a shopper might type to find one of the generated products: a product name (`baby crib harmony`)
 * and the name with a colour (`baby crib harmony sand`), lowercase: 300 phrases a language.
 */
export function generatedPhrases(language: (typeof generatedLanguages)[number]): string[] {
  const vocabulary = words[language] as Words;
  return vocabulary.nouns.flatMap(([, noun]) =>
    vocabulary.adjectives.flatMap((adjective) => {
      const name = `${noun} ${adjective}`.toLocaleLowerCase(language);
      return [name, ...vocabulary.colours.map(([, colour]) => `${name} ${colour}`.toLocaleLowerCase(language))];
    }),
  );
}
