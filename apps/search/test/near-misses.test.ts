import { describe, expect, it } from "vitest";
import { characterPairs, holdsMostPairs, nearMisses, nearMissText, pairPostings } from "../src/near-misses.ts";

describe("near misses of a CJK word", () => {
  it("pair neighbouring characters across ICU's words, never across spaces, Latin words or punctuation", () => {
    // Folded as the index folds its terms: ベ and ヘ alike.
    expect(characterPairs("ベビーベド")).toEqual(["ヘヒ", "ヒー", "ーヘ", "ヘト"]);
    // ICU reads 嬰兒/背帶; the shopper's typo can fall on either side of that line.
    expect(characterPairs("嬰兒背帶 Harmony")).toEqual(["嬰兒", "兒背", "背帶"]);
    expect(characterPairs("アイ harmonyテス、ト")).toEqual(["アイ", "テス"]);
    expect(characterPairs("아기아기아기")).toEqual(["아기", "기아"]);
    expect(characterPairs("ベ")).toEqual([]);
  });

  it("read text folded as the index folds it, Hangul syllables whole", () => {
    expect(nearMissText("ベビーベッド")).toBe(nearMissText("ヘヒーヘット"));
    expect(nearMissText("ＡＢ Harmony")).toBe("ab harmony");
    expect([...nearMissText("아기침대")]).toHaveLength(4);
  });

  it("take two thirds of a word's pairs at least, and never a word of one pair", () => {
    expect(holdsMostPairs(3, 4)).toBe(true); // ベビーベド in ベビーベッド
    expect(holdsMostPairs(2, 3)).toBe(true); // 嬰兒背袋 in 嬰兒背帶
    expect(holdsMostPairs(4, 6)).toBe(true);
    expect(holdsMostPairs(2, 4)).toBe(false); // ベビーカー in ベビーベッド
    expect(holdsMostPairs(3, 5)).toBe(false); // ベビーベスト in ベビーベッド
    expect(holdsMostPairs(1, 2)).toBe(false);
    expect(holdsMostPairs(1, 1)).toBe(false);
    expect(holdsMostPairs(0, 0)).toBe(false);
  });

  it("score the best field holding most pairs: a short name that is nearly the word above a long one", () => {
    const records = [
      ["ベビーベッド用シーツ", "ねんね ベビーベッド"],
      ["ベビーキャリア", "ベビーキャリア"],
      ["ベビーベッド", "ねんね ベビーベッド"],
      ["ベビーキャリア", "ねんね ベビーベッド"],
    ];
    const postings = pairPostings(records, [3, 1.5]);
    const found = nearMisses(postings, characterPairs("ベビーベド"));
    expect([...found.records]).toEqual([0, 2, 3]);
    // Dice: 2 x 3 shared / (4 + 9 pairs) in the sheet's name, / (4 + 5) in the crib's, times the name's boost.
    expect(found.scores[0]).toBeCloseTo((3 * 2 * 3) / 13);
    expect(found.scores[1]).toBeCloseTo((3 * 2 * 3) / 9);
    // The carrier's name holds 2 of 4, its category (ねんね ベビーベッド: 7 pairs) 3 of 4.
    expect(found.scores[2]).toBeCloseTo((1.5 * 2 * 3) / 11);
    expect([...nearMisses(postings, characterPairs("ベビーカー")).records]).toEqual([]);
    expect([...nearMisses(postings, []).records]).toEqual([]);
  });
});
