/** How many failed logins are allowed in a window, per address and username, and per address alone. */
export type LoginThrottleRules = { perUsername: number; perAddress: number; windowMs: number; maxTracked: number };

/**
 * Five wrong passwords per username and address, and twenty per address across usernames, in 15
 * minutes: a person mistyping gets through, guessing gets a few hundred tries a day. Counting per
 * address (not per username alone) means a stranger cannot lock the real administrator out.
 */
export const loginThrottleRules: LoginThrottleRules = {
  perUsername: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  maxTracked: 10_000,
};

/**
 * Failed logins remembered in this process (each process counts its own: with several behind a load
 * balancer the allowance multiplies by their number). Pure bookkeeping; the caller passes the time.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly rules: LoginThrottleRules = loginThrottleRules) {}

  /** The refusal message while the address (or the address and username) has used its attempts. */
  refusal(address: string, username: string, now: number): string | undefined {
    const pair = this.recent(pairKey(address, username), now);
    const all = this.recent(addressKey(address), now);
    const blocked =
      pair.length >= this.rules.perUsername ? pair : all.length >= this.rules.perAddress ? all : undefined;
    if (!blocked) return undefined;
    const minutes = Math.max(1, Math.ceil(((blocked[0] ?? now) + this.rules.windowMs - now) / 60_000));
    const whose = blocked === pair ? `for "${username}" from this address` : "from this address";
    return `Too many failed logins ${whose}: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  }

  failed(address: string, username: string, now: number): void {
    for (const key of [pairKey(address, username), addressKey(address)]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
    // Oldest first (Map keeps insertion order): a flood of addresses cannot grow memory without bound.
    while (this.failures.size > this.rules.maxTracked) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  /** A correct password clears that username's count from the address (not the address's total). */
  succeeded(address: string, username: string): void {
    this.failures.delete(pairKey(address, username));
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => time > now - this.rules.windowMs);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }
}

const pairKey = (address: string, username: string) => `${address}\n${username.trim().toLowerCase()}`;
const addressKey = (address: string) => address;
