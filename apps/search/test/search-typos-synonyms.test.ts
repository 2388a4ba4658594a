import path from "node:path";
import { type LanguageCode, storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { generatedCatalog } from "../bench/generated-catalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "../src/catalog-index.ts";
import { readContentPages, readMerchandising, readSynonyms } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { meaningsNotFound } from "../src/synonym-meanings.ts";
import { synonymRewrite, synonymsSchema } from "../src/synonyms.ts";
import { adjacentTranspositions } from "../src/transpositions.ts";
import { namesFound } from "./names-found.ts";

const contentDir = path.join(repoRoot, "content");
const pages = readContentPages(contentDir);
const merchandising = readMerchandising(contentDir);
const synonyms = readSynonyms(contentDir);

function indexOf(language: "en" | "ja", storefront: "us" | "jp"): CatalogIndex {
  const index = buildCatalogIndex(
    storefrontRegistry.byId(storefront),
    language as LanguageCode,
    generatedCatalog(language, 300),
    pages,
    merchandising,
    synonyms,
  );
  return index;
}

describe("typos", () => {
  const en = indexOf("en", "us");

  it("swaps each pair of neighbouring characters once", () => {
    expect(adjacentTranspositions("cirb")).toEqual(["icrb", "crib", "cibr"]);
    expect(adjacentTranspositions("aab")).toEqual(["aba"]);
    expect(adjacentTranspositions("抱っこ")).toEqual(["っ抱こ", "抱こっ"]);
  });

  it("counts a transposition as one typo: 'cirb' finds cribs, 'travle crib' travel cribs first", () => {
    const cribs = namesFound(en, "cirb");
    expect(cribs.length).toBeGreaterThan(0);
    for (const name of cribs) expect(name).toMatch(/crib/i);
    const travel = namesFound(en, "travle crib");
    expect(travel.length).toBeGreaterThan(0);
    for (const name of travel) expect(name).toMatch(/^Travel Crib/);
    // A transposition uses the word's one typo: a second typo on top finds nothing.
    expect(namesFound(en, "cirbx")).toEqual([]);
  });
});

describe("synonyms", () => {
  it("are read from the merchant file with a schema that names what is wrong", () => {
    for (const language of ["en", "fr", "de", "nl", "sv", "es", "it", "zh-Hant", "ko", "ja"] as const) {
      expect(synonyms[language]?.length, language).toBeGreaterThan(3);
    }
    const wrong = synonymsSchema.safeParse({ ja: [{ words: [], means: "ベビーキャリア" }], xx: [] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path.join("."))).toEqual(expect.arrayContaining(["ja.0.words"]));
  });

  it("replace everyday words by the catalog's, whole words only, longest first, never inside the catalog's own", () => {
    const rewrite = synonymRewrite(
      {
        en: [
          { words: ["cot", "travel cot"], means: "crib" },
          { words: ["sling"], means: "baby carrier" },
        ],
        ja: [{ words: ["抱っこ紐", "便座"], means: "補助便座" }],
      },
      "en",
    );
    expect(rewrite("Travel  Cot")).toBe("crib");
    expect(rewrite("cot sheet")).toBe("crib sheet");
    expect(rewrite("cotton Sling")).toBe("cotton baby carrier");
    expect(rewrite("harmony")).toBe("harmony");
    const ja = synonymRewrite({ ja: [{ words: ["抱っこ紐", "便座"], means: "補助便座" }] }, "ja");
    expect(ja("便座")).toBe("補助便座");
    expect(ja("補助便座")).toBe("補助便座");
    expect(ja("ハーモニー抱っこ紐")).toBe("ハーモニー補助便座");
  });

  it("jp: '抱っこ紐' finds baby carriers; 'ベビーカー', whose characters only match as scattered pairs, finds nothing", () => {
    const ja = indexOf("ja", "jp");
    const carriers = namesFound(ja, "抱っこ紐");
    expect(carriers.length).toBeGreaterThan(0);
    for (const name of carriers) expect(name).toMatch(/キャリア/);
    expect(namesFound(ja, "ベビーカー")).toEqual([]);
    // Two parts typed apart still find what holds one of them.
    expect(namesFound(ja, "ベビーカー ゆりかご").length).toBeGreaterThan(0);
    for (const name of namesFound(ja, "ベビーカー ゆりかご")) expect(name).toMatch(/ゆりかご/);
  });
});

describe("a synonyms file is refused", () => {
  const messages = (file: unknown) => {
    const parsed = synonymsSchema.safeParse(file);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("for a word that comes back to itself through the meanings, naming the loop", () => {
    expect(
      messages({
        en: [
          { words: ["sling"], means: "baby carrier" },
          { words: ["Baby  Carrier"], means: "sling" },
        ],
      }),
    ).toEqual([
      'en.0.words.0: "sling" → "baby carrier" → "sling" loops: "sling" is also the meaning of another entry; remove it from one of them',
      'en.1.words.0: "Baby  Carrier" → "sling" → "baby carrier" loops: "Baby  Carrier" is also the meaning of another entry; remove it from one of them',
    ]);
  });

  it("for a word that is also a meaning, its own or another entry's, and a word with two meanings", () => {
    expect(
      messages({
        de: [
          { words: ["gitterbett"], means: "babybett" },
          { words: ["babybett", "wiege"], means: "kinderbett" },
          { words: ["wiege"], means: "stubenwagen" },
          { words: ["latz"], means: "Latz" },
        ],
      }),
    ).toEqual([
      'de.1.words.0: "babybett" is also the meaning of another entry, so it would never lead on to "kinderbett": remove it here, or make that entry\'s words mean "kinderbett"',
      'de.2.words.0: "wiege" already means "kinderbett": a word can have one meaning, so remove it from one of them',
      'de.3.words.0: "latz" is its own meaning: remove it from the words',
    ]);
  });

  it("for an empty meaning or word", () => {
    expect(messages({ fr: [{ words: ["doudou", " "], means: "  " }] })).toEqual([
      "fr.0.words.1: must not be empty",
      "fr.0.means: must not be empty",
    ]);
  });

  it("but the shop's own file passes", () => {
    expect(messages(synonyms)).toEqual([]);
  });
});

describe("meanings the catalog does not find", () => {
  const en = indexOf("en", "us");
  const ja = indexOf("ja", "jp");
  const indexesOf = (language: LanguageCode) => (language === "en" ? [en] : language === "ja" ? [ja] : []);

  it("are named with the storefronts searched; found ones and languages without a catalog are not", () => {
    expect(
      meaningsNotFound(
        {
          en: [
            { words: ["cot"], means: "crib" },
            { words: ["pram"], means: "stroller" },
          ],
          ja: [{ words: ["抱っこ紐"], means: "ベビーキャリア" }],
          fr: [{ words: ["poussette"], means: "poussette" }],
        },
        indexesOf,
      ),
    ).toEqual([
      {
        path: ["en", 1, "means"],
        message:
          '"stroller" finds no product in the catalog (us): write the words the catalog\'s product names, categories or descriptions use',
      },
    ]);
  });
});
