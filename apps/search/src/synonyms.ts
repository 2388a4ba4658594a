import { type LanguageCode, languageCodeSchema } from "@hushling/storefronts";
import { z } from "zod";

const phrase = z.string().trim().min(1, "must not be empty").max(100);
const entrySchema = z.object({ words: z.array(phrase).min(1, "give at least one word").max(50), means: phrase });
type Entry = z.output<typeof entrySchema>;

/**
 * One language's entries. A query is rewritten once, so a word that is also a meaning would never lead
 * on to that meaning's own meaning: refused, as is one word given two meanings (only one could apply).
 */
const languageSynonyms = z
  .array(entrySchema)
  .max(1000)
  .superRefine((entries, context) => {
    for (const problem of wordProblems(entries)) context.addIssue({ code: "custom", ...problem });
  });

/**
 * `content/search/synonyms.json`, beside the keyword maps: per language, the everyday words shoppers type
 * for what the catalog names otherwise ("抱っこ紐" for a baby carrier, "cot" for a crib). A query holding
 * one of `words` is searched as if it held `means` there.
 */
export const synonymsSchema = z.partialRecord(languageCodeSchema, languageSynonyms).default({});
export type Synonyms = z.output<typeof synonymsSchema>;

/** Words that are also meanings (a chain, or a loop when it comes back) and words with two meanings. */
function wordProblems(entries: readonly Entry[]): { path: (string | number)[]; message: string }[] {
  const meaningOf = new Map<string, string>();
  for (const entry of entries) {
    for (const word of entry.words) if (!meaningOf.has(comparable(word))) meaningOf.set(comparable(word), entry.means);
  }
  const meanings = new Set(entries.map((entry) => comparable(entry.means)));
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Map<string, string>();
  for (const [at, entry] of entries.entries()) {
    for (const [place, word] of entry.words.entries()) {
      const key = comparable(word);
      // An empty word or meaning has an issue of its own.
      if (!key || !comparable(entry.means)) continue;
      const path = [at, "words", place];
      const other = seen.get(key);
      seen.set(key, entry.means);
      if (other !== undefined && comparable(other) !== comparable(entry.means)) {
        problems.push({
          path,
          message: `"${word}" already means "${other}": a word can have one meaning, so remove it from one of them`,
        });
      } else if (comparable(entry.means) === key) {
        problems.push({ path, message: `"${word}" is its own meaning: remove it from the words` });
      } else if (meanings.has(key)) {
        problems.push({ path, message: chainInWords(word, entry.means, meaningOf) });
      }
    }
  }
  return problems;
}

/** What to do about a word that is also a meaning: the loop it makes (`"cot" → "crib" → "cot"`), or the chain it cuts. */
function chainInWords(word: string, means: string, meaningOf: ReadonlyMap<string, string>): string {
  const chain = [word, means];
  for (let next = meaningOf.get(comparable(means)); next !== undefined; next = meaningOf.get(comparable(next))) {
    if (chain.some((step) => comparable(step) === comparable(next as string))) {
      const steps = [...chain, next].map((step) => `"${step}"`).join(" → ");
      return `${steps} loops: "${word}" is also the meaning of another entry; remove it from one of them`;
    }
    chain.push(next);
  }
  return `"${word}" is also the meaning of another entry, so it would never lead on to "${means}": remove it here, or make that entry's words mean "${means}"`;
}

/** Languages written without spaces between words: a synonym is found inside the text, not between spaces. */
const unspaced = new Set<LanguageCode>(["ja", "zh-Hant"]);

/**
 * Whitespace collapsed and lowercase, as terms reach the index. Accents stay: folding them would also
 * strip the voicing marks of kana (ベ -> ヘ) and change how the words are segmented.
 */
function comparable(text: string): string {
  return text.replace(/\s+/gu, " ").trim().toLowerCase();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The query rewrite for one language's synonyms: each everyday word becomes what it means. Longer words
 * are tried first, and the catalog's own words stand for themselves, so "補助便座" is never read as
 * holding "便座". In spaced languages a word matches whole words only ("cot" is not in "cotton").
 */
export function synonymRewrite(synonyms: Synonyms, language: LanguageCode): (term: string) => string {
  const entries = synonyms[language] ?? [];
  if (entries.length === 0) return (term) => term;
  const meaning = new Map<string, string>();
  for (const entry of entries) {
    const means = comparable(entry.means);
    meaning.set(means, means);
    for (const word of entry.words) if (!meaning.has(comparable(word))) meaning.set(comparable(word), means);
  }
  const alternatives = [...meaning.keys()].sort((a, b) => b.length - a.length).map(escaped);
  const pattern = unspaced.has(language)
    ? new RegExp(alternatives.join("|"), "gu")
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return (term) => {
    const text = comparable(term);
    const rewritten = text.replace(pattern, (found) => meaning.get(found) ?? found);
    return rewritten === text ? term : rewritten;
  };
}
