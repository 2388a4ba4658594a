/** The provider's term rule: whitespace collapsed, trimmed, lowercased. */
export function normaliseTerm(term: string): string {
  return term.replace(/\s+/gu, " ").trim().toLowerCase();
}

/** Terms longer than this (UTF-8 bytes) are refused: no shopper types a kilobyte into a search box. */
export const maxTermBytes = 1024;

export function termByteLength(term: string): number {
  return new TextEncoder().encode(term).length;
}
