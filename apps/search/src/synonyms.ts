import { type LanguageCode, languageCodeSchema } from "@hushling/storefronts";
import { z } from "zod";

const phrase = z.string().trim().min(1).max(100);

/**
 * `content/search/synonyms.json`, beside the keyword maps: per language, the everyday words shoppers type
 * for what the catalog names otherwise ("抱っこ紐" for a baby carrier, "cot" for a crib). A query holding
 * one of `words` is searched as if it held `means` there.
 */
export const synonymsSchema = z
  .partialRecord(
    languageCodeSchema,
    z.array(z.object({ words: z.array(phrase).min(1).max(50), means: phrase })).max(1000),
  )
  .default({});
export type Synonyms = z.output<typeof synonymsSchema>;

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
