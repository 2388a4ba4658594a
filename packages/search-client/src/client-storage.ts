/** The part of the Web Storage API the client uses; localStorage, sessionStorage or a test's own. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Items the shopper-consent rule protects: without consent (when it is required) never read or written. */
export const protectedItems = new Set(["session", "segments", "ip", "lastClicks", "categoryClicks"]);

export type ItemName =
  | "session"
  | "segments"
  | "ip"
  | "lastClicks"
  | "categoryClicks"
  | "lastSearches"
  | "merchantConfig"
  | "pendingAnalytics";

const prefix = "hushling-search:";

/**
 * Deletes every protected item from a storage: consent withdrawn takes back what it let in (session id,
 * segments, IP data, recent clicks), also on a page whose search client was never made.
 */
export function forgetProtectedItems(storage: StorageLike): void {
  for (const item of protectedItems) {
    try {
      storage.removeItem(prefix + item);
    } catch {
      // A blocked storage holds nothing to forget.
    }
  }
}

/** JSON items with an optional expiry, behind the consent gate. Storage failures (quota, privacy mode) lose only the cache. */
export class ClientStorage {
  constructor(
    private readonly storage: StorageLike,
    private readonly mayStore: (item: ItemName) => boolean,
    private readonly now: () => number,
  ) {}

  read<T>(item: ItemName): T | undefined {
    if (!this.mayStore(item)) return undefined;
    try {
      const raw = this.storage.getItem(prefix + item);
      if (raw === null) return undefined;
      const stored = JSON.parse(raw) as { value: T; expires: number | null };
      if (stored.expires !== null && stored.expires <= this.now()) {
        this.storage.removeItem(prefix + item);
        return undefined;
      }
      return stored.value;
    } catch {
      return undefined;
    }
  }

  /** False when the item could not be stored (not allowed, storage full or blocked). */
  write(item: ItemName, value: unknown, ttlMs?: number): boolean {
    if (!this.mayStore(item)) return false;
    try {
      this.storage.setItem(
        prefix + item,
        JSON.stringify({ value, expires: ttlMs === undefined ? null : this.now() + ttlMs }),
      );
      return true;
    } catch {
      // A full or blocked storage only costs the cache.
      return false;
    }
  }

  remove(item: ItemName): void {
    try {
      this.storage.removeItem(prefix + item);
    } catch {
      // Nothing to do: the item cannot be read either.
    }
  }
}
