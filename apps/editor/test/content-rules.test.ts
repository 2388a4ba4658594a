import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BuiltSite } from "@hushling/links";
import { exportIndexes } from "@hushling/search";
import { writeGeneratedExports } from "@hushling/search/generated-catalog";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { afterAll, describe, expect, it } from "vitest";
import { checkContentDelete, checkContentSave, type SaveContext } from "../src/content-rules.ts";

const contentDir = fileURLToPath(new URL("../../../content/", import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));
const links = readdirSync(path.join(contentDir, "links"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ file: `content/links/${name}`, text: readFileSync(path.join(contentDir, "links", name), "utf8") }));

const context = (sites: BuiltSite[] = []): SaveContext => ({
  registry: createStorefrontRegistry({}),
  links,
  sites,
  readPage: () => "<html></html>",
  today: "2026-11-28",
  catalogs: () => [],
});

describe("saving a content page", () => {
  it("takes a changed German title", () => {
    const page = read("pages/gift-guide.json");
    page.translations.de.title = "Geschenkideen für die ersten Jahre";
    const checked = checkContentSave("content/pages/gift-guide.json", page, context());
    expect(checked.ok && JSON.parse(checked.json).translations.de.title).toBe("Geschenkideen für die ersten Jahre");
  });

  it("refuses an empty German title and a missing translation, naming language and field in words", () => {
    const page = read("pages/gift-guide.json");
    page.translations.de.title = "";
    expect(checkContentSave("content/pages/gift-guide.json", page, context())).toEqual({
      ok: false,
      problems: ["German › title: must not be empty"],
    });
    delete page.translations.de;
    const missing = checkContentSave("content/pages/gift-guide.json", page, context());
    expect(missing.ok === false && missing.problems[0]).toMatch(/^German: missing, but storefront \w+ publishes/);
  });

  it("drops the empty fields and untouched languages the form leaves, so the file keeps its shape", () => {
    const page = read("pages/user-generated-content-terms.json");
    const draft = { ...page, note: "", translations: { ...page.translations, sv: { title: "", body: [] } } };
    const checked = checkContentSave("content/pages/user-generated-content-terms.json", draft, context());
    expect(checked.ok && JSON.parse(checked.json)).toEqual(page);
  });
});

describe("saving search merchandising", () => {
  it("refuses a banner that ends before it starts, in plain words", () => {
    const merchandising = read("search/merchandising.json");
    merchandising.banners[0].startDate = "2027/03/10";
    merchandising.banners[0].endDate = "2027/03/01";
    expect(checkContentSave("content/search/merchandising.json", merchandising, context())).toEqual({
      ok: false,
      problems: [
        "banners › item 1 › end date: the end date is before the start date; a banner must end on or after the day it starts",
      ],
    });
  });
});

describe("saving search synonyms", () => {
  const file = "content/search/synonyms.json";
  // A catalog export as the search service reads it: generated products for us/en, eu/de and jp/ja.
  const exportDir = mkdtempSync(path.join(tmpdir(), "hushling-editor-export-"));
  writeGeneratedExports(exportDir, 60);
  afterAll(() => rmSync(exportDir, { recursive: true, force: true }));
  const withCatalog = (): SaveContext => ({ ...context(), catalogs: exportIndexes(exportDir) });

  it("takes the shop's file, and a new word whose meaning the catalog finds", () => {
    expect(checkContentSave(file, read("search/synonyms.json"), context()).ok).toBe(true);
    const synonyms = { en: [{ words: ["cot"], means: "crib" }], de: [{ words: ["tragehilfe"], means: "babytrage" }] };
    const checked = checkContentSave(file, synonyms, withCatalog());
    expect(checked.ok && JSON.parse(checked.json)).toEqual(synonyms);
  });

  it("refuses a word that loops back through the meanings, naming the loop and what to do", () => {
    const synonyms = read("search/synonyms.json");
    synonyms.en.push({ words: ["crib"], means: "cot" });
    const checked = checkContentSave(file, synonyms, context());
    expect(checked).toEqual({
      ok: false,
      problems: [
        'English › item 2 › words › item 1: "cot" → "crib" → "cot" loops: "cot" is also the meaning of another entry; remove it from one of them',
        'English › item 15 › words › item 1: "crib" → "cot" → "crib" loops: "crib" is also the meaning of another entry; remove it from one of them',
      ],
    });
  });

  it("refuses an empty meaning, as the form leaves it", () => {
    const synonyms = read("search/synonyms.json");
    synonyms.fr.push({ words: ["doudou geant"], means: "" });
    expect(checkContentSave(file, synonyms, context())).toEqual({
      ok: false,
      problems: ["French › item 8 › meaning: must be filled in"],
    });
  });

  it("refuses a meaning the catalog finds no product for, naming the storefronts searched", () => {
    const synonyms = {
      en: [{ words: ["pram"], means: "stroller" }],
      de: [{ words: ["tragehilfe"], means: "babytrage" }],
    };
    expect(checkContentSave(file, synonyms, withCatalog())).toEqual({
      ok: false,
      problems: [
        `English › item 1 › meaning: "stroller" finds no product in the catalog (us): write the words the catalog's product names, categories or descriptions use`,
      ],
    });
  });
});

describe("saving retail stores", () => {
  it("refuses a postal code the country's address rules refuse", () => {
    const stores = read("stores/stores.json");
    expect(checkContentSave("content/stores/stores.json", stores, context()).ok).toBe(true);
    stores.stores[0].postalCode = "ABC";
    expect(checkContentSave("content/stores/stores.json", stores, context())).toEqual({
      ok: false,
      problems: [
        'stores › item 1 › postal code (Hushling Studio Portland): "ABC" is not a postal code of US, e.g. 95014',
      ],
    });
  });
});

describe("short links", () => {
  it("refuses deleting a printed link with the lock's reason", () => {
    const refused = checkContentDelete("content/links/qr-package-baby-crib.json", context());
    expect(refused.ok === false && refused.problems.join("\n")).toMatch(
      /deletes the printed link qr-package-baby-crib \(printed on .*locked until \d{4}-\d{2}-\d{2}/,
    );
    expect(checkContentDelete("content/links/baby-crib.json", context())).toEqual({ ok: true });
  });

  it("refuses a printed link that loses a country", () => {
    const link = read("links/qr-package-baby-crib.json");
    link.rules = link.rules.filter((rule: { country?: string }) => rule.country !== "fr");
    const refused = checkContentSave("content/links/qr-package-baby-crib.json", link, context());
    expect(refused.ok === false && refused.problems.join("\n")).toMatch(/fr/);
  });

  it("refuses a target that is not a page of the storefront's build", () => {
    const link = read("links/baby-crib.json");
    const built: BuiltSite = { id: "fr", origin: "https://fr.hushling.example", files: new Set(["/index.html"]) };
    const refused = checkContentSave("content/links/baby-crib.json", link, context([built]));
    expect(refused.ok === false && refused.problems).toContain(
      "country fr: https://fr.hushling.example/produits/lits-bebe/lit-bebe/?utm_source=instagram&utm_medium=social-redirects&utm_campaign=baby-crib is not a page of that storefront's build (visitors would see page not found)",
    );
  });

  it("writes a link in the table's own layout", () => {
    const checked = checkContentSave("content/links/baby-crib.json", read("links/baby-crib.json"), context());
    expect(checked.ok && checked.json).toBe(readFileSync(path.join(contentDir, "links", "baby-crib.json"), "utf8"));
  });
});

it("refuses files the editor does not own", () => {
  expect(checkContentSave("content/links/../../package.json", {}, context()).ok).toBe(false);
  expect(checkContentDelete("content/stores/stores.json", context()).ok).toBe(false);
});
