import { eventLimits } from "./event-limits.ts";
import { unlearnableReason } from "./learnable-terms.ts";

/**
 * What shoppers did, as recommendations need it: product views by time (trending), products viewed by
 * the same visitor (also viewed) and bought in the same paid order (bought together), and searched terms
 * (suggestions). Built from the persisted event log at start and updated as events arrive.
 *
 * `visitor` is who sent a client event, as the service's edge tells them apart (an opaque key of the
 * client's address); every client event counts at most once per visitor, and each visitor's weight is
 * capped (event-limits.ts), so no single client moves a ranking. Entries logged before visitors were
 * told apart count per session (views) or not at all (searches).
 */
export type ActivityEvent =
  | { kind: "view"; scope: string; sessionId: string; productKey: string; at: number; visitor?: string }
  | { kind: "purchase"; scope: string; orderId: string; productKeys: string[]; at: number }
  | { kind: "search"; scope: string; term: string; results: number; at: number; visitor?: string };

/** What an answer can depend on; each changes its own counter, so a cached answer knows when it went stale. */
export type ActivityKind = "views" | "purchases" | "terms";

/** Views older than this no longer count towards trending. */
const trendingWindowMs = 7 * 24 * 3600 * 1000;
/** Trending counts are recomputed when a view arrives or the window has moved on by this much. */
export const trendingRefreshMs = 60_000;

/** Drops the oldest entries of an insertion-ordered map or set until it has room for one more. */
function makeRoom(collection: Map<string, unknown> | Set<string>, most: number): void {
  for (const key of collection.keys()) {
    if (collection.size < most) return;
    collection.delete(key);
  }
}

class PairCounts {
  readonly #counts = new Map<string, Map<string, number>>();
  add(a: string, b: string): void {
    if (a === b) return;
    this.#addOne(a, b);
    this.#addOne(b, a);
  }
  /** A full row gives the place of its weakest partner to a new one: rows stay bounded, strong pairs stay. */
  #addOne(from: string, to: string): void {
    let row = this.#counts.get(from);
    if (!row) {
      row = new Map();
      this.#counts.set(from, row);
    }
    const count = row.get(to);
    if (count !== undefined) {
      row.set(to, count + 1);
      return;
    }
    if (row.size >= eventLimits.pairsPerProduct) {
      let weakest: [string, number] | undefined;
      for (const entry of row) if (!weakest || entry[1] < weakest[1]) weakest = entry;
      if (weakest) row.delete(weakest[0]);
    }
    row.set(to, 1);
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
  /** View counts per hour (trendingBucketMs), for the hours inside the trending window. */
  readonly viewHours = new Map<number, Map<string, number>>();
  viewCount = 0;
  /** Trending counts, recomputed when a view arrives or the window has moved on by a minute. */
  trending: { at: number; views: number; counts: Map<string, number> } | undefined;
  readonly coViews = new PairCounts();
  readonly coPurchases = new PairCounts();
  readonly orders = new Set<string>();
  /** Learned suggestions and the visitors (a few, see votersPerTerm) who searched each. */
  readonly terms = new Map<string, string[]>();
  readonly changes: Record<ActivityKind, number> = { views: 0, purchases: 0, terms: 0 };
}

/** A visitor's counted views in the current window: each product once, at most productsPerVisitor. */
type VisitorViews = { since: number; products: string[] };

export class ShopperActivity {
  readonly #scopes = new Map<string, ScopeActivity>();
  readonly #visitors = new Map<string, VisitorViews>();
  readonly #sessions = new Set<string>();
  /** Terms searched by too few visitors so far, keyed by scope and term, with who searched them. */
  readonly #candidates = new Map<string, string[]>();

  /** `knows` says whether a product exists in a scope's catalog: events naming others count for nothing. */
  constructor(readonly knows: (scope: string, productKey: string) => boolean = () => true) {}

  #scope(scope: string): ScopeActivity {
    let activity = this.#scopes.get(scope);
    if (!activity) {
      activity = new ScopeActivity();
      this.#scopes.set(scope, activity);
    }
    return activity;
  }

  /** Records an event; false when it counted for nothing (repeated, over a cap, or naming nothing known). */
  record(event: ActivityEvent): boolean {
    if (event.kind === "view") return this.#view(event);
    if (event.kind === "purchase") return this.#purchase(event);
    return this.#search(event);
  }

  #view(event: Extract<ActivityEvent, { kind: "view" }>): boolean {
    if (!this.knows(event.scope, event.productKey)) return false;
    const visitor = `${event.scope}\n${event.visitor ?? `s:${event.sessionId}`}`;
    let views = this.#visitors.get(visitor);
    if (views && event.at - views.since > trendingWindowMs) views = undefined;
    if (!views) {
      this.#visitors.delete(visitor);
      makeRoom(this.#visitors, eventLimits.visitors);
      views = { since: event.at, products: [] };
      this.#visitors.set(visitor, views);
    }
    if (views.products.includes(event.productKey) || views.products.length >= eventLimits.productsPerVisitor)
      return false;
    const activity = this.#scope(event.scope);
    for (const other of views.products) activity.coViews.add(other, event.productKey);
    views.products.push(event.productKey);
    const session = `${event.scope}\n${event.sessionId}`;
    if (event.sessionId && !this.#sessions.has(session)) {
      makeRoom(this.#sessions, eventLimits.sessions);
      this.#sessions.add(session);
    }
    const hour = Math.floor(event.at / eventLimits.trendingBucketMs);
    const counts = activity.viewHours.get(hour) ?? new Map<string, number>();
    counts.set(event.productKey, (counts.get(event.productKey) ?? 0) + 1);
    activity.viewHours.set(hour, counts);
    for (const old of activity.viewHours.keys()) {
      if ((old + 1) * eventLimits.trendingBucketMs < event.at - trendingWindowMs) activity.viewHours.delete(old);
    }
    activity.viewCount++;
    activity.changes.views++;
    return true;
  }

  #purchase(event: Extract<ActivityEvent, { kind: "purchase" }>): boolean {
    const activity = this.#scope(event.scope);
    // A retried purchase must not count the order twice.
    if (activity.orders.has(event.orderId)) return false;
    const keys = [...new Set(event.productKeys)].filter((key) => this.knows(event.scope, key));
    if (keys.length === 0) return false;
    makeRoom(activity.orders, eventLimits.orders);
    activity.orders.add(event.orderId);
    activity.changes.purchases++;
    for (const [index, a] of keys.entries()) for (const b of keys.slice(index + 1)) activity.coPurchases.add(a, b);
    return true;
  }

  #search(event: Extract<ActivityEvent, { kind: "search" }>): boolean {
    if (!event.visitor || event.results <= 0 || unlearnableReason(event.term)) return false;
    const activity = this.#scope(event.scope);
    const learned = activity.terms.get(event.term);
    if (learned) {
      if (learned.includes(event.visitor) || learned.length >= eventLimits.votersPerTerm) return false;
      learned.push(event.visitor);
      activity.changes.terms++;
      return true;
    }
    const key = `${event.scope}\n${event.term}`;
    const voters = this.#candidates.get(key) ?? [];
    if (voters.includes(event.visitor)) return false;
    voters.push(event.visitor);
    if (voters.length < eventLimits.termVisitors) {
      if (voters.length === 1) makeRoom(this.#candidates, eventLimits.candidateTerms);
      this.#candidates.set(key, voters);
      return true;
    }
    this.#candidates.delete(key);
    if (activity.terms.size >= eventLimits.learnedTerms) {
      let weakest: [string, string[]] | undefined;
      for (const entry of activity.terms) if (!weakest || entry[1].length < weakest[1].length) weakest = entry;
      if (weakest) activity.terms.delete(weakest[0]);
    }
    activity.terms.set(event.term, voters);
    activity.changes.terms++;
    return true;
  }

  /**
   * Forgets terms still short of visitors. Called after a replay: visitor keys change with each process
   * (event-intake.ts), so a term waiting from before would let one client count again as a new visitor.
   */
  forgetWaitingTerms(): void {
    this.#candidates.clear();
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
    if (cached && cached.views === activity.viewCount && Math.abs(now - cached.at) < trendingRefreshMs)
      return cached.counts;
    const counts = new Map<string, number>();
    for (const [hour, hourCounts] of activity.viewHours) {
      const start = hour * eventLimits.trendingBucketMs;
      if (start > now || now - start > trendingWindowMs) continue;
      for (const [key, views] of hourCounts) counts.set(key, (counts.get(key) ?? 0) + views);
    }
    const sorted = new Map([...counts].sort((a, b) => b[1] - a[1]));
    activity.trending = { at: now, views: activity.viewCount, counts: sorted };
    return sorted;
  }

  alsoViewed(scope: string, sources: readonly string[]): string[] {
    return this.#scopes.get(scope)?.coViews.ranked(sources) ?? [];
  }

  boughtTogether(scope: string, sources: readonly string[]): string[] {
    return this.#scopes.get(scope)?.coPurchases.ranked(sources) ?? [];
  }

  /** Terms several visitors searched (with results) that start with `prefix` and are `shown`, most searched first. */
  popularTerms(scope: string, prefix: string, limit: number, shown: (term: string) => boolean = () => true): string[] {
    const matches = [...(this.#scopes.get(scope)?.terms ?? [])].filter(
      ([term]) => term.startsWith(prefix) && shown(term),
    );
    return matches
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, limit)
      .map(([term]) => term);
  }

  segments(scope: string, sessionId: string): string[] {
    return this.#sessions.has(`${scope}\n${sessionId}`) ? ["returning-visitor"] : ["new-visitor"];
  }
}
