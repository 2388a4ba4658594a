import { foldDiacritics } from "./text-analysis.ts";

/**
 * Near misses of a Japanese, Chinese or Korean word: "ベビーベド" (a small ッ dropped) for "ベビーベッド".
 * The engine meets such a word only as scattered character pairs, which alone are noise ("ベビ" is in
 * every ベビー name), so a record counts when one of its short fields holds most of the word's pairs.
 * Pure: the index hands in its fields (catalog-index.ts).
 */

/**
 * Text as near misses compare it: lowercased and folded as the index folds its terms (ベ and ヘ alike),
 * then composed again, so a Hangul syllable stays one character rather than two or three jamo.
 */
export function nearMissText(text: string): string {
  return foldDiacritics(text.toLowerCase()).normalize("NFC");
}

/** Runs of letters that are not Latin: the CJK words, whose characters the index also pairs. */
const pairedRun = /[^\P{L}\p{Script=Latin}]+/gu;

/**
 * The different pairs of neighbouring characters in each run of non-Latin letters of the text as near
 * misses read it (nearMissText), in order. Pairs
 * cross ICU's word boundaries (嬰兒背帶 is 嬰兒/背帶 to ICU, 嬰兒 兒背 背帶 here) but never a space, a
 * Latin word or punctuation.
 */
export function characterPairs(text: string): string[] {
  const pairs = new Set<string>();
  for (const [run] of nearMissText(text).matchAll(pairedRun)) {
    const characters = [...run];
    for (let at = 0; at < characters.length - 1; at++) pairs.add(`${characters[at]}${characters[at + 1]}`);
  }
  return [...pairs];
}

/**
 * Whether a field holding `found` of a word's `pairs` pairs is a near miss of it: two thirds of them at
 * least. One character dropped, doubled or wrong keeps that many in most words of four characters or
 * more (ベビーベド keeps 3 of 4 of ベビーベッド's pairs, 嬰兒背袋 2 of 3 of 嬰兒背帶's). Another word
 * sharing a start keeps fewer: ベビーカー (a stroller) 2 of 4 and ベビーベスト (a vest) 3 of 5 of
 * ベビーベッド's. A word of one pair is never a near miss: that pair alone is the noise.
 */
export function holdsMostPairs(found: number, pairs: number): boolean {
  return pairs >= 2 && 3 * found >= 2 * pairs;
}

/** A record's fields as near misses read them (nearMissText), each with the engine's boost for it. */
export type NearMissField = { text: string; boost: number };

/**
 * How near a word (its characterPairs) is to a record: in the best field holding most of its pairs, the
 * Dice similarity of the two pair sets (twice the shared pairs over both counts) times the field's
 * boost, so a short name that is nearly the word ranks above a long one that contains it; 0 when no
 * field holds most of them.
 */
export function nearMissScore(wordPairs: readonly string[], fields: readonly NearMissField[]): number {
  let best = 0;
  for (const field of fields) {
    let found = 0;
    for (const pair of wordPairs) if (field.text.includes(pair)) found++;
    if (!holdsMostPairs(found, wordPairs.length)) continue;
    const similarity = (2 * found) / (wordPairs.length + characterPairs(field.text).length);
    best = Math.max(best, similarity * field.boost);
  }
  return best;
}
