/**
 * Three-character stand-ins for IANA time-zone names inside the redirect pages, where the names themselves
 * would not fit the page budget: a polynomial string hash modulo 36^3, written in base 36. Every step stays
 * far below 2^53, so any JavaScript engine computes the same key as this module and the page script.
 * The multiplier is chosen so that every name tzdata and ICU know, and every area prefix of one
 * (`America/Indiana/`), has a key of its own (test/time-zone-key.test.ts checks the whole list). A name that
 * a later tzdata release invents can share a key with a listed zone; that test states the odds.
 */
export const timeZoneKeyMultiplier = 43;
export const timeZoneKeySpace = 36 ** 3;

export function timeZoneKey(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * timeZoneKeyMultiplier + name.charCodeAt(i)) % timeZoneKeySpace;
  return (hash + timeZoneKeySpace).toString(36).slice(1);
}
