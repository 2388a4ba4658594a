import { describe, expect, it } from "vitest";
import { changedFields, mergeJson, sameJson } from "../src/json-merge.ts";

const base = {
  slug: "gift-guide",
  translations: {
    de: {
      title: "Geschenkideen",
      body: [
        { type: "text", text: "A" },
        { type: "text", text: "B" },
      ],
    },
    en: { title: "Gift ideas" },
  },
};
const withField = (language: "de" | "en", field: string, value: unknown) => ({
  ...base,
  translations: { ...base.translations, [language]: { ...base.translations[language], [field]: value } },
});

describe("putting two changes of one content file together", () => {
  it("keeps both changes when they touch different fields", () => {
    const ours = withField("de", "title", "Geschenke");
    const theirs = withField("en", "title", "Gifts");
    expect(mergeJson(base, ours, theirs)).toEqual({
      ok: true,
      merged: {
        ...base,
        translations: { de: { ...base.translations.de, title: "Geschenke" }, en: { title: "Gifts" } },
      },
    });
  });

  it("names the field both changed differently, and takes a change both made alike", () => {
    expect(mergeJson(base, withField("de", "title", "Eins"), withField("de", "title", "Zwei"))).toEqual({
      ok: false,
      conflicts: [["translations", "de", "title"]],
    });
    const same = withField("de", "title", "Gleich");
    expect(mergeJson(base, same, same)).toEqual({ ok: true, merged: same });
  });

  it("keeps a field one side removed and the other left alone removed; removed against changed is a conflict", () => {
    const { en: _, ...withoutEnglish } = base.translations;
    const removed = { ...base, translations: withoutEnglish };
    expect(mergeJson(base, removed, withField("de", "title", "Neu"))).toEqual({
      ok: true,
      merged: { ...base, translations: { de: { ...base.translations.de, title: "Neu" } } },
    });
    expect(mergeJson(base, removed, withField("en", "title", "Gifts"))).toEqual({
      ok: false,
      conflicts: [["translations", "en"]],
    });
  });

  it("merges a list item by item while it keeps its length, but never one item changed on both sides", () => {
    const blocks = (a: string, b: string) =>
      withField("de", "body", [
        { type: "text", text: a },
        { type: "text", text: b },
      ]);
    expect(mergeJson(base, blocks("A2", "B"), blocks("A", "B2"))).toEqual({ ok: true, merged: blocks("A2", "B2") });
    expect(mergeJson(base, blocks("A2", "B"), blocks("A3", "B"))).toEqual({
      ok: false,
      conflicts: [["translations", "de", "body", 0]],
    });
    // One side moved the blocks, the other edited one: both changed item 1, which is refused, not mixed.
    expect(mergeJson(base, blocks("B", "A"), blocks("A2", "B"))).toEqual({
      ok: false,
      conflicts: [["translations", "de", "body", 0]],
    });
    const longer = withField("de", "body", [...base.translations.de.body, { type: "text", text: "C" }]);
    expect(mergeJson(base, longer, blocks("A2", "B"))).toEqual({
      ok: false,
      conflicts: [["translations", "de", "body"]],
    });
  });

  it("compares data, not key order, and lists the fields that changed", () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(changedFields(base, withField("en", "title", "Gifts"))).toEqual([["translations", "en", "title"]]);
  });
});
