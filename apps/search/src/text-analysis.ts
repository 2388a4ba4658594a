import { searchRequestLimits } from "@hushling/search-protocol/request-limits";
import type { LanguageCode } from "@hushling/storefronts";

/**
 * How one language's text becomes index terms. MiniSearch calls `tokenize` on documents and queries and
 * `processTerm` on each token; both stay pure so the index and the query see the same words.
 */
export type TextAnalysis = {
  tokenize(text: string): string[];
  processTerm(term: string): string | string[] | null;
};

const cjk = new Set<LanguageCode>(["ja", "ko", "zh-Hant"]);

/** Japanese, Korean and Traditional Chinese: words as ICU segments them, plus character pairs. */
export function indexesCharacterPairs(language: LanguageCode): boolean {
  return cjk.has(language);
}
/** Languages that glue nouns together (Babytrage, babydrager, babybärsele): a part typed alone still finds them. */
const compounding = new Set<LanguageCode>(["de", "nl", "sv"]);

/** Letters with their accents removed (é -> e, ä -> a, å -> a), so "creche" finds "crèche". */
export function foldDiacritics(term: string): string {
  return term.normalize("NFKD").replace(/\p{M}+/gu, "");
}

/**
 * A light stemmer per language: strips the plural and inflection endings shoppers type or leave off
 * (carriers/carrier, Babytragen/Babytrage, berceaux/berceau). Deliberately conservative: a word keeps at
 * least four letters, so short product words are never mangled. CJK words are left as segmented.
 */
const endings: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ["ies", "es", "s"],
  de: ["innen", "ern", "en", "er", "es", "e", "n", "s"],
  fr: ["aux", "eaux", "es", "s", "x", "e"],
  es: ["es", "s", "a", "o"],
  it: ["i", "e", "a", "o"],
  nl: ["en", "s", "e"],
  sv: ["arna", "erna", "orna", "ar", "er", "or", "na", "en", "et", "a", "e"],
};

export function stem(word: string, language: LanguageCode): string {
  for (const ending of endings[language] ?? []) {
    // "-ies" leaves a short stem on purpose ("babies" -> "baby"); other endings must leave four letters.
    const keep = language === "en" && ending === "ies" ? 3 : 4;
    if (word.length - ending.length >= keep && word.endsWith(ending)) {
      // "babies" -> "baby", "eaux" -> "eau": the English -ies and French -eaux take their own replacement.
      if (language === "en" && ending === "ies") return `${word.slice(0, -3)}y`;
      if (language === "fr" && (ending === "aux" || ending === "eaux")) return word.slice(0, -1);
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

const wordSplitter = /[^\p{L}\p{N}]+/u;
const maxQueryWords = searchRequestLimits.wordsPerTerm;
const maxQueryWordLength = searchRequestLimits.wordCharacters;

function segmenterFor(language: LanguageCode): Intl.Segmenter {
  return new Intl.Segmenter(language, { granularity: "word" });
}

/** The ending parts of a compound word (from the 4th letter on, at least 4 letters long). */
function compoundTails(word: string): string[] {
  if (word.length < 8) return [];
  const tails: string[] = [];
  for (let start = 3; start <= word.length - 4; start++) tails.push(word.slice(start));
  return tails;
}

export function textAnalysis(language: LanguageCode): TextAnalysis {
  if (cjk.has(language)) {
    const segmenter = segmenterFor(language);
    return {
      // Words as ICU segments them, plus each single Han/Kana/Hangul run's characters in pairs, so a
      // partial word typed before the IME commits still meets the index.
      tokenize(text) {
        const words: string[] = [];
        for (const segment of segmenter.segment(text)) {
          if (!segment.isWordLike) continue;
          words.push(segment.segment);
          const chars = [...segment.segment];
          if (chars.length > 2 && !/^[\p{Script=Latin}\p{N}]+$/u.test(segment.segment)) {
            for (let i = 0; i < chars.length - 1; i++) words.push(`${chars[i]}${chars[i + 1]}`);
          }
        }
        return words;
      },
      processTerm(term) {
        const folded = foldDiacritics(term.toLowerCase());
        return folded.length > 0 ? folded : null;
      },
    };
  }
  const withTails = compounding.has(language);
  return {
    tokenize(text) {
      return text.split(wordSplitter).filter(Boolean);
    },
    processTerm(term) {
      const word = foldDiacritics(term.toLowerCase());
      if (word.length === 0) return null;
      const stemmed = stem(word, language);
      if (!withTails) return stemmed;
      return [stemmed, ...compoundTails(word).map((tail) => stem(tail, language))];
    },
  };
}

/**
 * The query side: the same folding and stemming, but never compound tails (a query word is what the
 * shopper meant, not a part of it).
 */
export function queryAnalysis(language: LanguageCode): TextAnalysis {
  const base = textAnalysis(language);
  // A shopper's query has a few words; a pasted paragraph or a run of combining marks must not turn into
  // hundreds of prefix and fuzzy lookups.
  const tokenize = (text: string) =>
    base
      .tokenize(text)
      .filter((token) => token.length <= maxQueryWordLength)
      .slice(0, maxQueryWords);
  if (cjk.has(language)) return { tokenize, processTerm: base.processTerm };
  return {
    tokenize,
    processTerm(term) {
      const word = foldDiacritics(term.toLowerCase());
      return word.length > 0 ? stem(word, language) : null;
    },
  };
}
