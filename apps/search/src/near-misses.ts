import { foldDiacritics } from "./text-analysis.ts";

/**
 * Near misses of a Japanese, Chinese or Korean word: "ベビーベド" (a small ッ dropped) for "ベビーベッド".
 * The engine meets such a word only as scattered character pairs, which alone are noise ("ベビ" is in
 * every ベビー name), so a record counts when one of its short fields holds most of the word's pairs.
 * Pure: the index hands in its products' names and categories once (catalog-index.ts).
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
 * misses read it (nearMissText), in order. Pairs cross ICU's word boundaries (嬰兒背帶 is 嬰兒/背帶 to
 * ICU, 嬰兒 兒背 背帶 here) but never a space, a Latin word or punctuation.
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

/**
 * Where each character pair is among records' short fields: a posting per (record, field) holding it,
 * as `record * fieldsPerRecord + field`. Built once per index, so a near miss costs the postings of its
 * pairs, not a read of every name (a typed word no record holds is asked again and again).
 */
export type PairPostings = {
  postings: ReadonlyMap<string, Int32Array>;
  /** Each (record, field)'s number of different pairs, at the posting's number. */
  fieldPairs: Uint16Array;
  /** Each field's weight (the engine's boost), by field number. */
  boosts: readonly number[];
};

/** The postings of records' fields (`fields[record][field]`, raw text), each field weighed by `boosts[field]`. */
export function pairPostings(fields: readonly (readonly string[])[], boosts: readonly number[]): PairPostings {
  const lists = new Map<string, number[]>();
  const fieldPairs = new Uint16Array(fields.length * boosts.length);
  // Categories, and often names, repeat from product to product: each different text is paired once.
  const pairsOf = new Map<string, string[]>();
  fields.forEach((texts, record) => {
    texts.forEach((text, field) => {
      const posting = record * boosts.length + field;
      let pairs = pairsOf.get(text);
      if (!pairs) {
        pairs = characterPairs(text);
        pairsOf.set(text, pairs);
      }
      fieldPairs[posting] = Math.min(pairs.length, 0xffff);
      for (const pair of pairs) {
        const list = lists.get(pair);
        if (list) list.push(posting);
        else lists.set(pair, [posting]);
      }
    });
  });
  const postings = new Map<string, Int32Array>();
  for (const [pair, list] of lists) postings.set(pair, Int32Array.from(list));
  return { postings, fieldPairs, boosts };
}

/**
 * The records near a word (its characterPairs), in record order, each scored in its best field holding
 * two thirds of the pairs (holdsMostPairs): the Dice similarity of the two pair sets (twice the shared
 * pairs over both counts) times the field's boost, so a short name that is nearly the word ranks above a
 * long one that contains it.
 */
export function nearMisses(
  { postings, fieldPairs, boosts }: PairPostings,
  wordPairs: readonly string[],
): { records: Int32Array; scores: Float64Array } {
  // A common pair ("ベビ") has thousands of postings: counted in an array, not a map.
  const shared = new Uint16Array(fieldPairs.length);
  const passed: number[] = [];
  for (const pair of wordPairs) {
    for (const posting of postings.get(pair) ?? []) {
      const found = ++(shared[posting] as number);
      // Counted once, on reaching the share: a field's count only grows.
      if (holdsMostPairs(found, wordPairs.length) && !holdsMostPairs(found - 1, wordPairs.length)) {
        passed.push(posting);
      }
    }
  }
  const best = new Map<number, number>();
  for (const posting of passed) {
    const found = shared[posting] as number;
    const record = Math.floor(posting / boosts.length);
    const boost = boosts[posting % boosts.length] as number;
    const score = ((2 * found) / (wordPairs.length + (fieldPairs[posting] as number))) * boost;
    best.set(record, Math.max(best.get(record) ?? 0, score));
  }
  const records = Int32Array.from(best.keys()).sort();
  return { records, scores: Float64Array.from(records, (record) => best.get(record) as number) };
}
