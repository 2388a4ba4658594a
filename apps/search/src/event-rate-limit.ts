/** Events one client may send per minute: per address, and per visitor session within it. */
export type EventRateLimits = { perAddress: number; perVisitor: number };

/** Keys (addresses, sessions) tracked per minute; past this, new keys share one budget. */
const trackedKeys = 20_000;
const windowMs = 60_000;
const overflowKey = "\n(overflow)";

/**
 * Fixed one-minute windows of event counts per key. Two maps, this minute's and nothing else: a new
 * minute starts empty, so memory is bounded by the keys seen in one minute, and by `trackedKeys`.
 */
export class EventRateLimit {
  #window = 0;
  #counts = new Map<string, number>();

  constructor(
    readonly limits: EventRateLimits,
    readonly clock: () => number = Date.now,
  ) {}

  /**
   * Takes `events` from the address's and the visitor's budgets when both have room; otherwise takes
   * nothing and says how many seconds until the next minute.
   */
  take(address: string, visitor: string, events: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.clock();
    const window = Math.floor(now / windowMs);
    if (window !== this.#window) {
      this.#window = window;
      this.#counts = new Map();
    }
    const keys: [string, number][] = [[`a:${address}`, this.limits.perAddress]];
    if (visitor) keys.push([`v:${address}:${visitor}`, this.limits.perVisitor]);
    const tracked = keys.map(([key, limit]) => {
      const known = this.#counts.has(key) || this.#counts.size < trackedKeys ? key : overflowKey;
      return { key: known, limit, used: this.#counts.get(known) ?? 0 };
    });
    if (tracked.some(({ used, limit }) => used + events > limit)) {
      return { ok: false, retryAfterSeconds: Math.ceil(((window + 1) * windowMs - now) / 1000) };
    }
    for (const { key, used } of tracked) this.#counts.set(key, used + events);
    return { ok: true };
  }
}
