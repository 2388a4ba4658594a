/** At most this many entries and this much weight (what `weigh` says an entry costs: bytes, hits). */
export type SecondChanceLimits = { entries: number; weight: number };

type Slot<V> = { value: V; weight: number; used: boolean };

/**
 * A bounded map that, when full, drops entries not read lately first (second-chance order, close to
 * least recently used). A read only marks its entry: moving it within the map on every read, as a strict
 * LRU does, makes the map's table grow and be rebuilt all the time, garbage the collector then copies
 * while requests wait.
 */
export class SecondChanceMap<V> {
  readonly #slots = new Map<string, Slot<V>>();
  #weight = 0;

  constructor(
    readonly limits: SecondChanceLimits,
    readonly weigh: (key: string, value: V) => number,
  ) {}

  get size(): number {
    return this.#slots.size;
  }

  get weight(): number {
    return this.#weight;
  }

  /** The entry, marked as read. */
  get(key: string): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    slot.used = true;
    return slot.value;
  }

  has(key: string): boolean {
    return this.#slots.has(key);
  }

  /** Stores the entry unless it alone is over a limit (then nothing is stored), making room as needed. */
  set(key: string, value: V): void {
    const weight = this.weigh(key, value);
    this.delete(key);
    if (this.limits.entries === 0 || weight > this.limits.weight) return;
    this.#slots.set(key, { value, weight, used: false });
    this.#weight += weight;
    // Map order is insertion order, oldest first. An entry read since it was stored gets a second chance
    // at the end, unmarked; so does the one just stored, which has not had its chance yet.
    while (this.#slots.size > this.limits.entries || this.#weight > this.limits.weight) {
      const [oldestKey, oldest] = this.#slots.entries().next().value as [string, Slot<V>];
      if (oldest.used || oldestKey === key) {
        oldest.used = false;
        this.#slots.delete(oldestKey);
        this.#slots.set(oldestKey, oldest);
      } else {
        this.delete(oldestKey);
      }
    }
  }

  delete(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#weight -= slot.weight;
  }

  clear(): void {
    this.#slots.clear();
    this.#weight = 0;
  }
}
