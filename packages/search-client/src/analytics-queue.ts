import type { ClientStorage } from "./client-storage.ts";

/**
 * An analytics send waiting to go: a JSON post (`v2`) or a v1 beacon's form fields (`v1:{name}`). The
 * address is resolved when it is sent, so a queue left by an earlier page follows the current settings.
 */
export type PendingSend = {
  target: "v2" | `v1:${string}`;
  json?: unknown;
  form?: Record<string, string>;
  attempts: number;
};

/** A shop that cannot reach analytics for a while keeps the newest sends only. */
const maxPending = 100;
/** A send that keeps failing (a 4xx, say) is dropped after this many loads. */
const maxAttempts = 5;

/**
 * Analytics sends, queued in session storage so a failure (offline, server down) is retried on the next
 * page load instead of being lost. Sends are one at a time, in order.
 */
export class AnalyticsQueue {
  #flushing: Promise<void> | undefined;

  constructor(
    private readonly storage: ClientStorage,
    private readonly fetcher: typeof fetch,
    private readonly urlOf: (target: PendingSend["target"]) => string,
  ) {}

  pending(): PendingSend[] {
    return this.storage.read<PendingSend[]>("pendingAnalytics") ?? [];
  }

  async send(item: Omit<PendingSend, "attempts">): Promise<void> {
    const queue = [...this.pending(), { ...item, attempts: 0 }].slice(-maxPending);
    this.storage.write("pendingAnalytics", queue);
    await this.flush();
  }

  flush(): Promise<void> {
    this.#flushing ??= this.#flushAll().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #flushAll(): Promise<void> {
    for (;;) {
      const [next, ...rest] = this.pending();
      if (!next) return;
      if (!(await this.#post(next))) {
        const retried = { ...next, attempts: next.attempts + 1 };
        this.storage.write("pendingAnalytics", retried.attempts >= maxAttempts ? rest : [retried, ...rest]);
        return;
      }
      // Re-read: another send may have queued meanwhile.
      const current = this.pending();
      this.storage.write("pendingAnalytics", current.slice(1));
    }
  }

  async #post(item: PendingSend): Promise<boolean> {
    try {
      let body: BodyInit;
      const headers: Record<string, string> = {};
      if (item.form) {
        const form = new FormData();
        for (const [name, value] of Object.entries(item.form)) form.append(name, value);
        body = form;
      } else {
        body = JSON.stringify(item.json);
        headers["content-type"] = "application/json";
      }
      const response = await this.fetcher(this.urlOf(item.target), { method: "POST", body, headers, keepalive: true });
      return response.ok;
    } catch {
      return false;
    }
  }
}
