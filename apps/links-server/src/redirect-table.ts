import { type FSWatcher, watch } from "node:fs";
import { fileURLToPath } from "node:url";
import { assertStorefrontTargets, buildRedirectIndex, type RedirectIndex, type RedirectRule } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import type { StorefrontRegistry } from "@hushling/storefronts";

/** The repository's link content, used when no directory is configured. */
export const defaultContentDir = fileURLToPath(new URL("../../../content/links", import.meta.url));

/** One loaded version of the link table; never mutated, replaced whole on reload. */
export type RedirectTable = {
  readonly index: RedirectIndex;
  readonly rules: readonly RedirectRule[];
  readonly linkCount: number;
  readonly loadedAt: string;
};

/** A table whose targets leave the storefront origins (see `assertStorefrontTargets`). */
export { UnsafeTargetError as RedirectTableError } from "@hushling/links";

export function redirectTable(rules: readonly RedirectRule[], storefronts: StorefrontRegistry): RedirectTable {
  assertStorefrontTargets(rules, storefronts);
  const frozen = Object.freeze([...rules]);
  return Object.freeze({
    index: buildRedirectIndex(frozen),
    rules: frozen,
    linkCount: new Set(frozen.map((rule) => rule.fromPath.toLowerCase())).size,
    loadedAt: new Date().toISOString(),
  });
}

export type LiveRedirectTableOptions = {
  contentDir: string;
  storefronts: StorefrontRegistry;
  /** Reload when a file under contentDir changes. */
  watch: boolean;
  debounceMs: number;
  /**
   * Rules a previous process of this server served (a cluster worker replacing one that died): used when the
   * content on disk cannot be loaded, so a broken edit does not keep a replacement worker from starting.
   */
  lastGoodRules?: readonly RedirectRule[] | undefined;
  onReload(event: { ok: true; table: RedirectTable } | { ok: false; error: Error }): void;
};

/**
 * Holds the current table. Requests read `current` synchronously; a reload builds a new table aside and swaps
 * the reference in one assignment, so a request sees either the old table or the new one, never a mix, and
 * a content edit that fails to load leaves the last good table serving.
 */
export class LiveRedirectTable {
  #current: RedirectTable;
  #options: LiveRedirectTableOptions;
  #watcher: FSWatcher | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<boolean> | undefined;
  #again = false;

  private constructor(first: RedirectTable, options: LiveRedirectTableOptions) {
    this.#current = first;
    this.#options = options;
  }

  /**
   * Loads the table once, throwing when it is broken and there are no last good rules to fall back on: a
   * server must not start without links.
   */
  static async open(options: LiveRedirectTableOptions): Promise<LiveRedirectTable> {
    let first: RedirectTable;
    try {
      first = redirectTable(
        await loadRedirectRules(options.contentDir, { registry: options.storefronts }),
        options.storefronts,
      );
    } catch (error) {
      if (!options.lastGoodRules) throw error;
      first = redirectTable(options.lastGoodRules, options.storefronts);
      options.onReload({ ok: false, error: error instanceof Error ? error : new Error(String(error)) });
    }
    const live = new LiveRedirectTable(first, options);
    if (options.watch) live.#watch(options.contentDir);
    return live;
  }

  get current(): RedirectTable {
    return this.#current;
  }

  /** Reloads now; concurrent calls coalesce into one more load after the running one. Resolves to success. */
  reload(): Promise<boolean> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loadUntilSettled().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #loadUntilSettled(): Promise<boolean> {
    let ok = false;
    do {
      this.#again = false;
      try {
        const rules = await loadRedirectRules(this.#options.contentDir, { registry: this.#options.storefronts });
        this.#current = redirectTable(rules, this.#options.storefronts);
        ok = true;
        this.#options.onReload({ ok: true, table: this.#current });
      } catch (error) {
        ok = false;
        this.#options.onReload({ ok: false, error: error instanceof Error ? error : new Error(String(error)) });
      }
    } while (this.#again);
    return ok;
  }

  #watch(dir: string): void {
    // Editors save by writing a temporary file and renaming it: several events per save, hence the debounce.
    this.#watcher = watch(dir, { recursive: true, persistent: false }, () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.reload(), this.#options.debounceMs);
    });
    this.#watcher.on("error", (error) => this.#options.onReload({ ok: false, error }));
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#watcher?.close();
    await this.#running;
  }
}
