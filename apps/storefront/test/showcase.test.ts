import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { languageCodes } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { maxQuantity, typedQuantity } from "../app/catalog/quantity-field.tsx";
import { loadHomeShowcase, loadTrustNotes } from "../app/content/showcase.server.ts";

const contentDirectory = path.resolve(import.meta.dirname, "../../../content");

function contentWith(files: Record<string, unknown>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "showcase-"));
  mkdirSync(path.join(folder, "showcase"));
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(path.join(folder, "showcase", name), JSON.stringify(data));
  }
  return folder;
}

describe("the showcase content", () => {
  it("leads the home page with campaign pages that exist", () => {
    const pages = new Set(readdirSync(path.join(contentDirectory, "pages")).map((name) => name.replace(/\.json$/, "")));
    const showcase = loadHomeShowcase(contentDirectory);
    for (const campaign of [showcase.hero, ...showcase.campaigns]) expect(pages).toContain(campaign.page);
  });

  it("has delivery and returns notes in every language", () => {
    for (const language of languageCodes) {
      const keys = loadTrustNotes(contentDirectory, language).map((note) => note.key);
      expect(keys, language).toEqual(expect.arrayContaining(["delivery", "returns"]));
    }
  });

  it("names the file and field of a mistake", () => {
    const folder = contentWith({ "home.json": { hero: { page: "gift-guide" }, campaigns: [] } });
    expect(() => loadHomeShowcase(folder)).toThrow(/showcase[/\\]home\.json: hero\.product:/);
  });

  it("gives no trust notes for a language the file lacks", () => {
    const folder = contentWith({
      "trust-notes.json": { translations: { en: [{ key: "delivery", title: "a", text: "b" }] } },
    });
    expect(loadTrustNotes(folder, "de")).toEqual([]);
  });
});

describe("typedQuantity", () => {
  it("takes a whole number from 1 to the most a cart line takes, and nothing else", () => {
    expect(typedQuantity("3")).toBe(3);
    expect(typedQuantity(" 12 ")).toBe(12);
    expect(typedQuantity(String(maxQuantity))).toBe(maxQuantity);
    for (const refused of ["0", "-3", "2.5", "", "1e1", "100", "abc"]) expect(typedQuantity(refused)).toBeUndefined();
  });
});
