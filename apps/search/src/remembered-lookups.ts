import { SecondChanceMap } from "./second-chance-map.ts";

/**
 * How many lookups of longer words each index remembers: every prefix a shopper types of a catalog word
 * ("tra", "trav", "travel") is one, and phrases are joined from them. Read ones stay (second-chance
 * order); typos and one-off words make room.
 */
export const recentLookupLimit = 1024;

/** One or two characters: a shopper starting a word. */
export function isShortTerm(term: string): boolean {
  let characters = 0;
  for (const _ of term) if (++characters > 2) return false;
  return true;
}

/**
 * An index's term lookups kept between requests (the index never changes; a rebuild makes a new one).
 * A term of one or two characters that found something is kept for the index's life: such prefixes
 * expand to the most words and hits, so they are the costliest to look up again (up to tens of ms in a
 * 5,000-product index, everything in flight waiting), and there are only as many of them as the
 * index's words have different starts. Anything else is kept while it is read (SecondChanceMap).
 */
export class RememberedLookups<T extends { positions: ArrayLike<number> }> {
  readonly #short = new Map<string, T>();
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
