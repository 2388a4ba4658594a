/**
 * Lowercases A-Z only. Unicode lowercasing maps a few other letters onto ASCII (the Kelvin sign U+212A
 * becomes `k`), which nginx, CDNs and file systems do not do: a link matches only when it is spelt in ASCII
 * letters, in any case, on every engine.
 */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
