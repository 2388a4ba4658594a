import { normaliseTerm } from "@hushling/search-protocol";

/** Shopper searches become suggestions only within these rules; every other term stays unlearned. */
export const termRules = {
  minLength: 2,
  /** The longest product name in the catalog is under 40 characters. */
  maxLength: 40,
  maxWords: 5,
};

/**
 * Letters, combining marks, digits, spaces, `-`, `'` and `&` only: no `.`, `/`, `:` or `@`, so no URL,
 * domain, e-mail address or markup can become a suggestion.
 */
const allowedCharacters = /^[\p{L}\p{M}\p{N} '&-]+$/u;
/** Seven digits in a row read as a phone or order number, never as something to suggest. */
const longNumber = /\p{N}{7,}/u;

/** Why a searched term may not be learned, or undefined when it may (the term given normalised). */
export function unlearnableReason(term: string): string | undefined {
  const length = [...term].length;
  if (length < termRules.minLength || length > termRules.maxLength)
    return `a term of ${termRules.minLength}-${termRules.maxLength} characters`;
  if (!allowedCharacters.test(term)) return "letters, digits, spaces, - ' & only";
  if (longNumber.test(term)) return "no long numbers";
  if (term.split(" ").length > termRules.maxWords) return `at most ${termRules.maxWords} words`;
  return undefined;
}

/** A merchant's blocked words and phrases, normalised, for `isBlocked`. */
export function blockList(phrases: readonly string[]): string[] {
  return phrases.map(normaliseTerm).filter((phrase) => phrase.length > 0);
}

/** Whether a term holds a blocked word or phrase as whole words. */
export function isBlocked(term: string, blocked: readonly string[]): boolean {
  if (blocked.length === 0) return false;
  const padded = ` ${term} `;
  return blocked.some((phrase) => padded.includes(` ${phrase} `));
}
