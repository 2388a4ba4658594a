import { describe, expect, it } from "vitest";
import { foldDiacritics, queryAnalysis, stem, textAnalysis } from "../src/text-analysis.ts";

describe("text analysis", () => {
  it("folds accents and stems plurals without mangling short words", () => {
    expect(foldDiacritics("crèche Salbeigrün åkpåse")).toBe("creche Salbeigrun akpase");
    expect(stem("carriers", "en")).toBe("carrier");
    expect(stem("babies", "en")).toBe("baby");
    expect(stem("berceaux", "fr")).toBe("berceau");
    expect(stem("babytragen", "de")).toBe("babytrag");
    expect(stem("bib", "en")).toBe("bib");
  });

  it("indexes the parts of German, Dutch and Swedish compounds, but queries only the word typed", () => {
    const terms = textAnalysis("de").processTerm("Babytrage");
    expect(terms).toContain("babytrag");
    expect(terms).toContain("trag");
    expect(queryAnalysis("de").processTerm("Babytrage")).toBe("babytrag");
    expect(textAnalysis("en").processTerm("Babycarrier")).toBe("babycarrier");
  });

  it("segments Japanese, Korean and Traditional Chinese into words plus character pairs", () => {
    const ja = textAnalysis("ja").tokenize("ベビーキャリアはやさしい");
    expect(ja).toContain("キャ");
    expect(textAnalysis("ko").tokenize("아기 캐리어")).toEqual(expect.arrayContaining(["아기", "캐리어"]));
    expect(textAnalysis("zh-Hant").tokenize("嬰兒背帶").length).toBeGreaterThan(1);
  });

  it("keeps a query to ten words of at most forty letters", () => {
    expect(queryAnalysis("en").tokenize(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "))).toHaveLength(10);
    expect(queryAnalysis("en").tokenize(`${"a".repeat(41)} crib`)).toEqual(["crib"]);
  });
});
