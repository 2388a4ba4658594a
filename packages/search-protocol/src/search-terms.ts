import { searchRequestLimits } from "./request-limits.ts";

/** The provider's term rule: whitespace collapsed, trimmed, lowercased. */
export function normaliseTerm(term: string): string {
  return term.replace(/\s+/gu, " ").trim().toLowerCase();
}

/** Terms longer than this (UTF-8 bytes) are refused (the reason is in request-limits.ts). */
export const maxTermBytes = searchRequestLimits.termBytes;

export function termByteLength(term: string): number {
  return new TextEncoder().encode(term).length;
}
