/** The local-storage key of the saved language preference. */
export const savedLanguageKey = "hushling.language";

/** The saved language preference; null when there is none or storage cannot be read (private mode). */
export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(savedLanguageKey);
  } catch {
    return null;
  }
}

/** Saves the visitor's language; storage that throws (private mode, quota) only loses the memory. */
export function saveLanguage(code: string): void {
  try {
    localStorage.setItem(savedLanguageKey, code);
  } catch {
    // Without storage the choice is made again on the next visit.
  }
}
