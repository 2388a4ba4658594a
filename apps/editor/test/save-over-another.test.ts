import { describe, expect, it } from "vitest";
import { saveOverAnother } from "../src/save-over-another.ts";

const base = { translations: { de: { title: "Alt", description: "Alt" }, en: { title: "Old" } } };
const save = (ours: unknown, current: unknown) => ({
  ours,
  base: JSON.stringify(base),
  current: current === null ? null : JSON.stringify(current),
  entry: "page sustainability",
  changedBy: "someone saved it in the editor at 19:45 UTC",
});

describe("a save made while someone else saved the same file", () => {
  it("keeps both changes and names the other one's fields", () => {
    const ours = { translations: { ...base.translations, de: { title: "Neu", description: "Alt" } } };
    const theirs = { translations: { ...base.translations, en: { title: "New" } } };
    expect(saveOverAnother(save(ours, theirs))).toEqual({
      ok: true,
      data: { translations: { de: { title: "Neu", description: "Alt" }, en: { title: "New" } } },
      notice:
        "Saved together with the other change to page sustainability (English › title; someone saved it in the editor at 19:45 UTC), which this form does not show: reload the page to see both.",
    });
  });

  it("refuses a save over a file deleted meanwhile, saying how to keep the text", () => {
    expect(saveOverAnother(save(base, null))).toEqual({
      ok: false,
      problem:
        "page sustainability was deleted after you opened it: reload the page; to keep your text, add it again as a new entry.",
    });
  });
});
