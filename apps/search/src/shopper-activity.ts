/**
 * What shoppers did, as recommendations need it: product views by time (trending), products viewed in
 * the same session (also viewed) and bought in the same order (bought together), and searched terms
 * (suggestions). Built from the persisted event log at start and updated as events arrive.
 */
export type ActivityEvent =
  | { kind: "view"; scope: string; sessionId: string; productKey: string; at: number }
  | { kind: "purchase"; scope: string; orderId: string; productKeys: string[]; at: number }
  | { kind: "search"; scope: string; term: string; results: number; at: number };

/** What an answer can depend on; each changes its own counter, so a cached answer knows when it went stale. */
export type ActivityKind = "views" | "purchases" | "terms";

/** Views older than this no longer count towards trending. */
const trendingWindowMs = 7 * 24 * 3600 * 1000;
/** Trending counts are recomputed when a view arrives or the window has moved on by this much. */
export const trendingRefreshMs = 60_000;
/** Each session remembers its last views for also-viewed pairs; a bot's thousand views stay bounded. */
const sessionMemory = 20;

class PairCounts {
  readonly #counts = new Map<string, Map<string, number>>();
  add(a: string, b: string, weight = 1): void {
    if (a === b) return;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const row = this.#counts.get(from) ?? new Map<string, number>();
      row.set(to, (row.get(to) ?? 0) + weight);
      this.#counts.set(from, row);
    }
  }
  /** Products paired with any of `sources`, strongest first. */
  ranked(sources: readonly string[]): string[] {
    const totals = new Map<string, number>();
    for (const source of sources) {
      for (const [other, count] of this.#counts.get(source) ?? []) totals.set(other, (totals.get(other) ?? 0) + count);
    }
    for (const source of sources) totals.delete(source);
    return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
  }
}

class ScopeActivity {
  readonly views: { productKey: string; at: number }[] = [];
  /** Trending counts, recomputed when a view arrives or the window has moved on by a minute. */
  trending: { at: number; views: number; counts: Map<string, number> } | undefined;
  readonly sessions = new Map<string, string[]>();
  readonly coViews = new PairCounts();
  readonly coPurchases = new PairCounts();
  readonly orders = new Set<string>();
  readonly terms = new Map<string, number>();
  readonly changes: Record<ActivityKind, number> = { views: 0, purchases: 0, terms: 0 };
}

export class ShopperActivity {
  readonly #scopes = new Map<string, ScopeActivity>();

  #scope(scope: string): ScopeActivity {
    let activity = this.#scopes.get(scope);
    if (!activity) {
      activity = new ScopeActivity();
      this.#scopes.set(scope, activity);
    }
    return activity;
  }

  record(event: ActivityEvent): void {
    const activity = this.#scope(event.scope);
    if (event.kind === "view") {
      activity.views.push({ productKey: event.productKey, at: event.at });
      activity.changes.views++;
      if (!event.sessionId) return;
      const seen = activity.sessions.get(event.sessionId) ?? [];
      if (seen.includes(event.productKey)) return;
      for (const other of seen) activity.coViews.add(other, event.productKey);
      seen.push(event.productKey);
      if (seen.length > sessionMemory) seen.shift();
      activity.sessions.set(event.sessionId, seen);
    } else if (event.kind === "purchase") {
      // A retried purchase event must not count the order twice.
      if (activity.orders.has(event.orderId)) return;
      activity.orders.add(event.orderId);
      activity.changes.purchases++;
      const keys = [...new Set(event.productKeys)];
      for (const [index, a] of keys.entries()) for (const b of keys.slice(index + 1)) activity.coPurchases.add(a, b);
    } else if (event.results > 0 && event.term.length > 0 && event.term.length <= 100) {
      activity.terms.set(event.term, (activity.terms.get(event.term) ?? 0) + 1);
      activity.changes.terms++;
    }
  }

  /** How many changes of this kind the scope has seen: equal numbers mean the same answers. */
  version(scope: string, kind: ActivityKind): number {
    return this.#scopes.get(scope)?.changes[kind] ?? 0;
  }

  /** View counts inside the trending window, most viewed first. */
  trending(scope: string, now: number): Map<string, number> {
    const activity = this.#scopes.get(scope);
    if (!activity) return new Map();
    const cached = activity.trending;
    if (cached && cached.views === activity.views.length && Math.abs(now - cached.at) < trendingRefreshMs)
      return cached.counts;
    const counts = new Map<string, number>();
    for (const view of activity.views) {
      if (now - view.at <= trendingWindowMs) counts.set(view.productKey, (counts.get(view.productKey) ?? 0) + 1);
    }
    const sorted = new Map([...counts].sort((a, b) => b[1] - a[1]));
    activity.trending = { at: now, views: activity.views.length, counts: sorted };
    return sorted;
  }

  alsoViewed(scope: string, sources: readonly string[]): string[] {
    return this.#scopes.get(scope)?.coViews.ranked(sources) ?? [];
  }

  boughtTogether(scope: string, sources: readonly string[]): string[] {
    return this.#scopes.get(scope)?.coPurchases.ranked(sources) ?? [];
  }

  /** Terms shoppers searched (with results) that start with `prefix`, most searched first. */
  popularTerms(scope: string, prefix: string, limit: number): string[] {
    const matches = [...(this.#scopes.get(scope)?.terms ?? [])].filter(([term]) => term.startsWith(prefix));
    return matches
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([term]) => term);
  }

  segments(scope: string, sessionId: string): string[] {
    const viewed = this.#scopes.get(scope)?.sessions.get(sessionId)?.length ?? 0;
    return viewed > 0 ? ["returning-visitor"] : ["new-visitor"];
  }
}
