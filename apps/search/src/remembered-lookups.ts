import { SecondChanceMap } from "./second-chance-map.ts";

/**
 * How many lookups of longer words each index remembers: every prefix a shopper types of a catalog word
 * ("tra", "trav", "travel") is one, and phrases are joined from them. Read ones stay (second-chance
 * order); typos and one-off words make room.
 */
export const recentLookupLimit = 1024;

/**
 * How many one- and two-character terms each index keeps apart from the rest. The real ones are the
 * index's word starts, a few hundred at most; the bound is for made-up ones ("c!", "c?" … find what "c"
 * finds), which callers could otherwise add without end.
 */
export const shortLookupLimit = 4096;

/** One or two characters: a shopper starting a word. */
export function isShortTerm(term: string): boolean {
  let characters = 0;
  for (const _ of term) if (++characters > 2) return false;
  return true;
}

/**
 * An index's term lookups kept between requests (the index never changes; a rebuild makes a new one).
 * A term of one or two characters that found something is kept apart from longer ones: such prefixes
 * expand to the most words and hits, so they are the costliest to look up again (up to tens of ms in a
 * 5,000-product index, everything in flight waiting), and one-off phrases must not push them out. Both
 * kinds are kept while they are read (SecondChanceMap).
 */
export class RememberedLookups<T extends { positions: ArrayLike<number> }> {
  readonly #short = new SecondChanceMap<T>({ entries: shortLookupLimit, weight: Infinity }, () => 1);
  readonly #recent = new SecondChanceMap<T>({ entries: recentLookupLimit, weight: Infinity }, () => 1);

  get size(): number {
    return this.#short.size + this.#recent.size;
  }

  get(key: string): T | undefined {
    return this.#short.get(key) ?? this.#recent.get(key);
  }

  has(key: string): boolean {
    return this.#short.has(key) || this.#recent.has(key);
  }

  /** Keeps `term`'s lookup under `key`. */
  set(key: string, term: string, lookup: T): void {
    if (!isShortTerm(term)) this.#recent.set(key, lookup);
    else if (lookup.positions.length > 0) this.#short.set(key, lookup);
  }

  clear(): void {
    this.#short.clear();
    this.#recent.clear();
  }
}
