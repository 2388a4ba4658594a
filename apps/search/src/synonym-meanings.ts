import type { LanguageCode } from "@hushling/storefronts";
import { type CatalogIndex, searchTerm } from "./catalog-index.ts";
import type { Synonyms } from "./synonyms.ts";

export type MeaningProblem = { path: (string | number)[]; message: string };
/** A language's catalog indexes, one per storefront that has it. */
export type LanguageIndexes = (language: LanguageCode) => Iterable<CatalogIndex>;

/** Whether a phrase finds products the way a search looks first: records holding every word. */
export function findsProducts(index: CatalogIndex, phrase: string): boolean {
  const lookup = searchTerm(index, phrase, "AND");
  return lookup.positions.some((position) => position < index.productOrder.length);
}

/**
 * The meanings no catalog of their language finds a product for: a shopper typing one of the words would
 * see an empty page. `indexesOf` gives a language's indexes (one per storefront), lazily, as each is only
 * needed until one finds the meaning; a language without any is not judged.
 */
export function meaningsNotFound(synonyms: Synonyms, indexesOf: LanguageIndexes): MeaningProblem[] {
  const problems: MeaningProblem[] = [];
  for (const [language, entries] of Object.entries(synonyms) as [LanguageCode, Synonyms[LanguageCode]][]) {
    for (const [at, entry] of (entries ?? []).entries()) {
      const searched: string[] = [];
      let found = false;
      for (const index of indexesOf(language)) {
        searched.push(index.storefront.id);
        if (findsProducts(index, entry.means)) {
          found = true;
          break;
        }
      }
      if (found || searched.length === 0) continue;
      problems.push({
        path: [language, at, "means"],
        message: `"${entry.means}" finds no product in the catalog (${searched.join(", ")}): write the words the catalog's product names, categories or descriptions use`,
      });
    }
  }
  return problems;
}
