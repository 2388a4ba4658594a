import {
  type CatalogExport,
  type CatalogProduct,
  categoryPath,
  categoryTrail,
  listedProducts,
  lowestShelfPrice,
  productPath,
} from "@hushling/catalog";
import { type ContentPage, contentPagesOf, contentPageText } from "@hushling/content";
import type { RecordType, SearchRecord } from "@hushling/search-protocol";
import { searchRequestLimits } from "@hushling/search-protocol/request-limits";
import { type LanguageCode, routePath, type Storefront } from "@hushling/storefronts";
import MiniSearch from "minisearch";
import type { Merchandising } from "./merchandising-content.ts";
import { characterPairs, nearMisses, type PairPostings, pairPostings } from "./near-misses.ts";
import { bestPlaces } from "./product-order.ts";
import { isShortTerm, RememberedLookups } from "./remembered-lookups.ts";
import { type Synonyms, synonymRewrite } from "./synonyms.ts";
import { indexesCharacterPairs, queryAnalysis, type TextAnalysis, textAnalysis } from "./text-analysis.ts";
import { adjacentTranspositions } from "./transpositions.ts";

/** What the index holds for each product beyond its words: what facets, sorts and records need. */
export type ProductFacts = {
  key: string;
  record: SearchRecord;
  name: string;
  /** Lowest shelf price, minor units. */
  price: number;
  /** The product's category and every one above it. */
  categoryKeys: Set<string>;
  categoryName: string;
  colours: string[];
  rating: number | undefined;
  /** Commerce ids grow with creation, so a larger id is a newer product. */
  newness: number;
  /** Position on the storefront's shelves (the export's order). */
  shelfPosition: number;
  inStock: boolean;
};

type IndexedDocument = {
  id: string;
  type: RecordType;
  name: string;
  category: string;
  sku: string;
  text: string;
};

export type CatalogIndex = {
  storefront: Storefront;
  language: LanguageCode;
  locale: string;
  currency: string;
  engine: MiniSearch<IndexedDocument>;
  products: Map<string, ProductFacts>;
  /** Products in shelf order. */
  productOrder: ProductFacts[];
  /** Non-product records (categories and pages) by document id. */
  otherRecords: Map<string, SearchRecord>;
  /**
   * Every indexed record's id and type by its position among the documents, and the position by id.
   * Products come first, in shelf order: the product at position p is `productOrder[p]`.
   */
  documentIds: string[];
  documentTypes: RecordType[];
  documentPositions: Map<string, number>;
  categories: CatalogExport["categories"];
  searchOptions: { language: LanguageCode };
  /** The engine's answers to terms asked before (see RememberedLookups). */
  rememberedLookups: RememberedLookups<TermLookup>;
  /** A query term with the language's synonyms replaced by what they mean (synonyms.ts). */
  rewriteQuery: (term: string) => string;
  /** When a word's neighbour swaps are looked up (see TypoSwaps). */
  typoSwaps: TypoSwaps;
  /**
   * The character pairs of each product's name and category (near-misses.ts), products by shelf
   * position; none in the languages without character pairs.
   */
  nameAndCategoryPairs: PairPostings;
};

/**
 * `always`: every word of four letters or more also finds what its neighbour swaps find, as one typo
 * (Damerau), scored as the engine scores a one-edit match, below the word as typed (the spaced languages).
 * `when-nothing-found`: only a word that finds nothing as typed is read with a swap (Japanese, Chinese
 * and Korean, whose words the engine also meets as character pairs; ADR 0052). A test may ask for the
 * second in a spaced language too, to compare the rest of the path with the engine word for word.
 */
export type TypoSwaps = "always" | "when-nothing-found";

const minorUnits = 100;
const decimal = (minor: number) => (minor / minorUnits).toFixed(2);

/** A fuzzy match allows one edit in words of 4-7 letters and two above; shorter words must match exactly. */
export function fuzziness(term: string): number {
  return term.length < 4 ? 0 : term.length < 8 ? 1 : 2;
}

/** How much a match in each field weighs. */
const fieldBoosts = { name: 3, category: 1.5, sku: 2, text: 1 } as const;

export function createEngine(language: LanguageCode): MiniSearch<IndexedDocument> {
  const analysis = textAnalysis(language);
  const query = queryAnalysis(language);
  return new MiniSearch<IndexedDocument>({
    fields: ["name", "category", "sku", "text"],
    storeFields: ["type"],
    tokenize: analysis.tokenize,
    processTerm: analysis.processTerm,
    searchOptions: {
      tokenize: query.tokenize,
      processTerm: query.processTerm,
      boost: fieldBoosts,
      prefix: true,
      fuzzy: (term) => fuzziness(term),
      combineWith: "AND",
    },
  });
}

function productRecord(
  storefront: Storefront,
  language: LanguageCode,
  catalog: CatalogExport,
  product: CatalogProduct,
  trailNames: string[],
  rating: number | undefined,
): SearchRecord {
  const [variant] = product.variants;
  const price = decimal(lowestShelfPrice(catalog, product));
  return {
    id: product.key,
    itemGroupId: product.key,
    variantId: variant?.sku ?? product.key,
    name: product.name,
    url: productPath(storefront, language, catalog, product),
    price,
    salePrice: price,
    currency: catalog.currency,
    sku: variant?.sku ?? "",
    brand: "Hushling",
    category: trailNames.at(-1) ?? "",
    klevu_category: trailNames.join(";"),
    image: product.image ? `/${product.image.file}` : "",
    imageUrl: product.image ? `/${product.image.file}` : "",
    // The drawn size, so a results page reserves the picture's box before it loads.
    imageWidth: product.image ? String(product.image.width) : "",
    imageHeight: product.image ? String(product.image.height) : "",
    shortDesc: product.description.split("\n")[0] ?? "",
    inStock: product.variants.some((v) => v.stockLevel !== "OUT_OF_STOCK") ? "yes" : "no",
    rating: rating === undefined ? "" : String(rating),
    typeOfRecord: "KLEVU_PRODUCT",
  };
}

/** Builds the index of one storefront language: its listed products, its categories and the pages it publishes. */
export function buildCatalogIndex(
  storefront: Storefront,
  language: LanguageCode,
  catalog: CatalogExport,
  pages: readonly ContentPage[],
  merchandising: Pick<Merchandising, "ratings">,
  synonyms: Synonyms = {},
  typoSwaps: TypoSwaps = indexesCharacterPairs(language) ? "when-nothing-found" : "always",
): CatalogIndex {
  const locale = storefront.languages.find((entry) => entry.code === language)?.locale ?? language;
  const engine = createEngine(language);
  const products = new Map<string, ProductFacts>();
  const productOrder: ProductFacts[] = [];
  const otherRecords = new Map<string, SearchRecord>();
  const documents: IndexedDocument[] = [];
  const namesAndCategories: [string, string][] = [];

  for (const [shelfPosition, product] of listedProducts(catalog).entries()) {
    const trail = product.category ? categoryTrail(catalog.categories, product.category) : [];
    const trailNames = trail.map((category) => category.name);
    const rating = merchandising.ratings[product.key]?.average;
    const colours = [...new Set(product.variants.flatMap((variant) => (variant.colour ? [variant.colour.name] : [])))];
    const facts: ProductFacts = {
      key: product.key,
      record: productRecord(storefront, language, catalog, product, trailNames, rating),
      name: product.name,
      price: lowestShelfPrice(catalog, product),
      categoryKeys: new Set(trail.map((category) => category.key)),
      categoryName: trailNames.at(-1) ?? "",
      colours,
      rating,
      newness: Number.parseInt(product.id, 10) || shelfPosition,
      shelfPosition,
      inStock: product.variants.some((variant) => variant.stockLevel !== "OUT_OF_STOCK"),
    };
    products.set(product.key, facts);
    productOrder.push(facts);
    documents.push({
      id: product.key,
      type: "KLEVU_PRODUCT",
      name: product.name,
      category: trailNames.join(" "),
      sku: product.variants.map((variant) => variant.sku).join(" "),
      text: [product.description, colours.join(" ")].join("\n"),
    });
    namesAndCategories.push([product.name, trailNames.join(" ")]);
  }

  for (const category of catalog.categories) {
    const id = `category:${category.key}`;
    const url = categoryPath(storefront, language, category);
    otherRecords.set(id, {
      id,
      itemGroupId: id,
      name: category.name,
      url,
      price: "",
      salePrice: "",
      currency: catalog.currency,
      sku: "",
      brand: "",
      category: category.name,
      image: "",
      imageUrl: "",
      shortDesc: category.description,
      typeOfRecord: "KLEVU_CATEGORY",
    });
    documents.push({
      id,
      type: "KLEVU_CATEGORY",
      name: category.name,
      category: "",
      sku: "",
      text: category.description,
    });
  }

  for (const page of contentPagesOf(storefront, pages)) {
    const translation = page.translations[language];
    if (!translation) continue;
    const id = `page:${page.slug}`;
    otherRecords.set(id, {
      id,
      itemGroupId: id,
      name: translation.title,
      url: routePath(storefront, language, "page", { slug: page.slug }),
      price: "",
      salePrice: "",
      currency: catalog.currency,
      sku: "",
      brand: "",
      category: "",
      image: "",
      imageUrl: "",
      shortDesc: translation.description,
      typeOfRecord: "KLEVU_CMS",
    });
    documents.push({
      id,
      type: "KLEVU_CMS",
      name: translation.title,
      category: "",
      sku: "",
      text: `${translation.description}\n${contentPageText(translation)}`,
    });
  }

  engine.addAll(documents);
  return {
    storefront,
    language,
    locale,
    currency: catalog.currency,
    engine,
    products,
    productOrder,
    otherRecords,
    documentIds: documents.map((document) => document.id),
    documentTypes: documents.map((document) => document.type),
    documentPositions: new Map(documents.map((document, position) => [document.id, position])),
    categories: catalog.categories,
    searchOptions: { language },
    rememberedLookups: new RememberedLookups(),
    rewriteQuery: synonymRewrite(synonyms, language),
    typoSwaps,
    nameAndCategoryPairs: pairPostings(indexesCharacterPairs(language) ? namesAndCategories : [], [
      fieldBoosts.name,
      fieldBoosts.category,
    ]),
  };
}

/**
 * A term's hits as two parallel typed arrays, the documents' positions (see `documentIds`) and their
 * scores: remembered lookups hold thousands of hits, and an object per hit made long garbage collection
 * pauses. Best first, or, when `bestFirst` is false, in document order, whose stable sort by score is
 * the best-first order: a phrase's words joined (AND or OR) find thousands of records of which a request
 * shows a few, so the join leaves the sorting to whoever knows how many are shown.
 */
export type TermLookup = { positions: Int32Array; scores: Float64Array; bestFirst: boolean };

/**
 * The places in `lookup` (indexes into its arrays) of its best `count` hits whose document position
 * `accept` lets through, best first, as a stable sort of the accepted hits by score gives them.
 */
export function bestHitsOf(lookup: TermLookup, count: number, accept: (position: number) => boolean): number[] {
  const accepted: number[] = [];
  for (let at = 0; at < lookup.positions.length; at++) {
    if (lookup.bestFirst && accepted.length >= count) break;
    if (accept(lookup.positions[at] as number)) accepted.push(at);
  }
  if (lookup.bestFirst) return accepted;
  return bestPlaces(accepted.length, count, (place) => lookup.scores[accepted[place] as number] as number).map(
    (place) => accepted[place] as number,
  );
}

/** Lookups per term within one request: the overlay asks the same term for products, pages and suggestions. */
export type TermHitMemo = Map<string, TermLookup>;

/** The engine's results, best first, as a lookup. */
function engineLookup(index: CatalogIndex, results: readonly { id: unknown; score: number }[]): TermLookup {
  const positions = new Int32Array(results.length);
  const scores = new Float64Array(results.length);
  results.forEach((result, at) => {
    positions[at] = index.documentPositions.get(String(result.id)) as number;
    scores[at] = result.score;
  });
  return { positions, scores, bestFirst: true };
}

const oneWord = (word: string) => [word];
const asIs = (word: string) => word;

/**
 * One query word's hits in every field, remembered by the word as the engine sees it (folded and
 * stemmed), so "Baby Carrier H" and "Baby Carrier Ha" score "baby" and "carrier" once between them.
 * The word is handed to the engine already processed and is not split again: a CJK word would otherwise
 * come back with its character pairs. Alone, a word's score is the engine's sum times one matched word.
 * With its swaps (see TypoSwaps), the hits are what the engine finds for the word and for each swap.
 */
function wordHits(index: CatalogIndex, word: string): TermLookup {
  const key = `word/${word}`;
  const remembered = index.rememberedLookups.get(key);
  if (remembered) return remembered;
  const typed = engineLookup(index, index.engine.search(word, { tokenize: oneWord, processTerm: asIs }));
  const lookup =
    index.typoSwaps === "always"
      ? bestOfEach(index, [typed, ...swappedHits(index, word, oneTypoWeight(word))])
      : typed.positions.length > 0
        ? typed
        : bestOfEach(index, swappedHits(index, word, 1));
  index.rememberedLookups.set(key, word, lookup);
  return lookup;
}

/**
 * The weight of a word found through a swap: the engine's for a match one edit away (MiniSearch's fuzzy
 * weight, 0.45, times length / (length + 1)), so a swap counts as one typo, as any other, and ranks below
 * the word as typed, whose exact matches weigh 1.
 */
export function oneTypoWeight(word: string): number {
  return (0.45 * word.length) / (word.length + 1);
}

/**
 * What a word's neighbour swaps find ("wigee" -> "wiege", "cirb" -> "crib"), each score times `weight`:
 * a transposition counts as one typo (Damerau), where the engine's edit distance counts two. The swap
 * takes one of the word's allowed typos; the rest stay for the swapped word (prefixes too).
 */
function swappedHits(index: CatalogIndex, word: string, weight: number): TermLookup[] {
  const typos = fuzziness(word);
  if (typos === 0) return [];
  const found: TermLookup[] = [];
  for (const swapped of adjacentTranspositions(word)) {
    const results = index.engine.search(swapped, {
      tokenize: oneWord,
      processTerm: asIs,
      fuzzy: typos - 1 > 0 ? typos - 1 : false,
    });
    if (results.length === 0) continue;
    const lookup = engineLookup(index, results);
    if (weight !== 1) {
      for (let at = 0; at < lookup.scores.length; at++) lookup.scores[at] = (lookup.scores[at] as number) * weight;
    }
    found.push(lookup);
  }
  return found;
}

/**
 * Lookups of one word (as typed, through swaps) as one: each record at its best score, best first. A
 * swap never adds to what the word finds as typed; it lets a record be found at a typo's weight. One
 * lookup that finds something is returned as it is, so a word whose swaps find nothing scores exactly
 * as the engine scores it.
 */
function bestOfEach(index: CatalogIndex, lookups: readonly TermLookup[]): TermLookup {
  const finding = lookups.filter((lookup) => lookup.positions.length > 0);
  if (finding.length <= 1) return finding[0] ?? engineLookup(index, []);
  const best = new Map<number, number>();
  for (const lookup of finding) {
    for (let at = 0; at < lookup.positions.length; at++) {
      const position = lookup.positions[at] as number;
      best.set(position, Math.max(best.get(position) ?? 0, lookup.scores[at] as number));
    }
  }
  const ranked = [...best].sort((a, b) => b[1] - a[1]);
  return {
    positions: Int32Array.from(ranked, ([position]) => position),
    scores: Float64Array.from(ranked, ([, score]) => score),
    bestFirst: true,
  };
}

/** Each remembered word's scores by document position, made once per word (the hits never change). */
const scoresByPosition = new WeakMap<TermLookup, Float64Array>();

/** The engine's scores are BM25 times positive boosts, never 0, so 0 says the word does not find the record. */
function scoresOf(index: CatalogIndex, lookup: TermLookup): Float64Array {
  let scores = scoresByPosition.get(lookup);
  if (!scores) {
    scores = new Float64Array(index.documentIds.length);
    for (let at = 0; at < lookup.positions.length; at++) {
      scores[lookup.positions[at] as number] = lookup.scores[at] as number;
    }
    scoresByPosition.set(lookup, scores);
  }
  return scores;
}

/**
 * The engine's way of joining words (MiniSearch 7.2.0's `combineResults` and `search`; pinned), over remembered
 * words: AND keeps the records every word finds, OR those any finds; scores add up word by word in the
 * query's order (the same floating-point sums; the engine starts from the first word's score, and 0 + x
 * is x), then multiply by how many different words the record matched. Every position is visited once,
 * AND skipping at a glance those the rarest word does not find: a common word costs array reads, not
 * lookups by id.
 * Records with equal scores may come in another order than the engine's. Records stay in document
 * order (see TermLookup): a phrase typed a key at a time matches thousands, of which an answer shows a few.
 */
function combineWords(
  index: CatalogIndex,
  lookups: readonly TermLookup[],
  words: readonly string[],
  combineWith: "AND" | "OR",
): TermLookup {
  const scores = lookups.map((lookup) => scoresOf(index, lookup));
  // One bit per different word (a query has at most ten), as the engine counts a repeated word once.
  const wordBits = words.map((word) => 1 << words.indexOf(word));
  const and = combineWith === "AND";
  const fewest = lookups.reduce((least, lookup) => (lookup.positions.length < least.positions.length ? lookup : least));
  // AND: only records the rarest word finds can hold every word; a glance at its score skips the rest.
  const fewestScores = scores[lookups.indexOf(fewest)] as Float64Array;
  const room = and ? fewest.positions.length : index.documentIds.length;
  const positions = new Int32Array(room);
  const combinedScores = new Float64Array(room);
  let found = 0;
  // Every position in document order, a few array reads each: cheaper than sorting the rarest word's hits.
  for (let position = 0; position < index.documentIds.length; position++) {
    if (and && fewestScores[position] === 0) continue;
    let score = 0;
    let differentWords = 0;
    let missing = false;
    for (let word = 0; word < scores.length; word++) {
      const wordScore = (scores[word] as Float64Array)[position] as number;
      if (wordScore === 0) {
        missing = true;
        if (and) break;
        continue;
      }
      score += wordScore;
      differentWords |= wordBits[word] as number;
    }
    if ((and && missing) || differentWords === 0) continue;
    positions[found] = position;
    combinedScores[found] = score * bitCount(differentWords);
    found++;
  }
  return { positions: positions.slice(0, found), scores: combinedScores.slice(0, found), bestFirst: false };
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * All records matching a term (see TermLookup for their order). A term of one or two letters looks in names and categories
 * only: it is a shopper starting to type, and matching it in every description would rank the whole
 * catalog for nothing. A term of several words is joined from each word's remembered hits: shoppers
 * type a product name a key at a time, and only the last word changes between keystrokes.
 */
export function searchTerm(
  index: CatalogIndex,
  term: string,
  combineWith: "AND" | "OR",
  memo?: TermHitMemo,
): TermLookup {
  const key = `${index.storefront.id}/${index.language}/${combineWith}/${term}`;
  const cached = memo?.get(key);
  if (cached) return cached;
  const rememberedKey = `${combineWith}/${term}`;
  const remembered = index.rememberedLookups.get(rememberedKey);
  if (remembered) {
    memo?.set(key, remembered);
    return remembered;
  }
  const meant = index.rewriteQuery(term);
  if (meant !== term) {
    // A synonym: the lookup is what it means (remembered under that).
    const lookup = searchTerm(index, meant, combineWith, memo);
    memo?.set(key, lookup);
    return lookup;
  }
  if (combineWith === "OR" && indexesCharacterPairs(index.language)) {
    const lookup = anyWholePart(index, term, memo);
    memo?.set(key, lookup);
    return lookup;
  }
  const short = isShortTerm(term);
  const words = short ? [] : queryWords(index.language, term);
  // One word alone is that word's remembered hits, so the phrase it starts reuses them.
  const lookup =
    words.length > 1
      ? combineWords(
          index,
          words.map((word) => wordHits(index, word)),
          words,
          combineWith,
        )
      : words.length === 1
        ? wordHits(index, words[0] as string)
        : engineLookup(
            index,
            index.engine.search(term, { combineWith, ...(short ? { fields: ["name", "category"] } : {}) }),
          );
  memo?.set(key, lookup);
  // A phrase's join is cheap and rarely asked twice (the answer cache has its answer): only words are kept.
  if (words.length <= 1) index.rememberedLookups.set(rememberedKey, term, lookup);
  return lookup;
}

/**
 * Records holding any of a phrase's words exactly (no prefix, no typo), scored as the engine's OR search
 * without prefix and fuzzy scores them, over remembered words: similar products look up a product's own
 * name and category, words every other product name shares, so each is looked up once per index.
 */
export function exactWordsHits(index: CatalogIndex, phrase: string): TermLookup {
  const words = queryWords(index.language, phrase);
  if (words.length === 0) return engineLookup(index, []);
  const lookups = words.map((word) => {
    const key = `exact/${word}`;
    const remembered = index.rememberedLookups.get(key);
    if (remembered) return remembered;
    const options = { tokenize: oneWord, processTerm: asIs, prefix: false, fuzzy: false } as const;
    const lookup = engineLookup(index, index.engine.search(word, options));
    index.rememberedLookups.set(key, word, lookup);
    return lookup;
  });
  return combineWords(index, lookups, words, "OR");
}

/**
 * The fallback of a Japanese, Chinese or Korean query: records holding all of any one part the shopper
 * typed between spaces, or, for a part no record holds whole, its near misses. A part is searched as its
 * words plus their character pairs, and a pair alone ("ベビ" of "ベビーカー", a stroller the shop does
 * not sell) is in hundreds of unrelated names: a part found only as scattered pairs finds only products
 * one of whose names holds most of its pairs ("ベビーベド", the crib "ベビーベッド"), else nothing, and
 * the page says so, rather than showing noise.
 */
function anyWholePart(index: CatalogIndex, term: string, memo?: TermHitMemo): TermLookup {
  const parts = [...new Set(term.split(/\s+/u).filter(Boolean))];
  if (parts.length <= 1) return wholeOrNearPart(index, parts[0] ?? term, memo);
  return combineWords(
    index,
    parts.map((part) => wholeOrNearPart(index, part, memo)),
    parts,
    "OR",
  );
}

function wholeOrNearPart(index: CatalogIndex, part: string, memo?: TermHitMemo): TermLookup {
  const whole = searchTerm(index, part, "AND", memo);
  return whole.positions.length > 0 ? whole : nearMissHits(index, part);
}

/**
 * The products one of whose fields holds most of a part's character pairs (near-misses.ts), in
 * document order, remembered by the part. Only names and categories are read: a description names the
 * other products of its family ("おまる、踏み台、ベビーバスで" is in four descriptions), so "ベビーバスス"
 * would find the potties and the step stool beside the bath. The pairs are bounded as a query's words
 * are: a pasted paragraph reads ten, not hundreds.
 */
function nearMissHits(index: CatalogIndex, part: string): TermLookup {
  const key = `near/${part}`;
  const remembered = index.rememberedLookups.get(key);
  if (remembered) return remembered;
  const pairs = characterPairs(part).slice(0, searchRequestLimits.wordsPerTerm);
  const { records, scores } = nearMisses(index.nameAndCategoryPairs, pairs);
  // Products are the first documents, in shelf order: a product's record number is its position.
  const lookup = { positions: records, scores, bestFirst: false };
  index.rememberedLookups.set(key, part, lookup);
  return lookup;
}

const queryAnalyses = new Map<LanguageCode, TextAnalysis>();

/** The words the engine looks up for a query: its query tokenizer, each token processed, empty ones dropped. */
function queryWords(language: LanguageCode, term: string): string[] {
  let analysis = queryAnalyses.get(language);
  if (!analysis) {
    analysis = queryAnalysis(language);
    queryAnalyses.set(language, analysis);
  }
  const { tokenize, processTerm } = analysis;
  return tokenize(term)
    .flatMap((token) => processTerm(token) ?? [])
    .filter((word) => word.length > 0);
}
