/**
 * The word with each pair of neighbouring characters swapped, in order, without repeats or the word
 * itself ("cirb" -> "icrb", "crib", "cibr"). Characters, not UTF-16 units: a swap never splits one.
 */
export function adjacentTranspositions(word: string): string[] {
  const characters = [...word];
  const swapped = new Set<string>();
  for (let at = 0; at < characters.length - 1; at++) {
    if (characters[at] === characters[at + 1]) continue;
    const copy = [...characters];
    [copy[at], copy[at + 1]] = [copy[at + 1] as string, copy[at] as string];
    swapped.add(copy.join(""));
  }
  swapped.delete(word);
  return [...swapped];
}
