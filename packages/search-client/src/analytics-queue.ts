import { ClientStorage, type StorageLike } from "./client-storage.ts";

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
/** A send that keeps failing (a 4xx, say) is dropped after failing on this many loads. */
const maxSendAttempts = 5;

/** Session storage is the visitor's to edit: an entry of another shape is dropped, never sent. */
function isPendingSend(value: unknown): value is PendingSend {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  const target = entry.target;
  const form = entry.form;
  return (
    (target === "v2" || (typeof target === "string" && target.startsWith("v1:"))) &&
    Number.isInteger(entry.attempts) &&
    (entry.attempts as number) >= 0 &&
    (target === "v2"
      ? entry.json !== undefined
      : typeof form === "object" && form !== null && Object.values(form).every((field) => typeof field === "string"))
  );
}

/**
 * Every analytics send to the provider (v2 events, among them the purchase, and v1 beacons), queued in
 * session storage so a failure (offline, server down) is retried on the next page load instead of being
 * lost. Sends are one at a time, in order. After a failure the page sends nothing more (later sends wait
 * behind it), so each load counts one attempt, however many events the page has. When storage cannot be
 * written (blocked, full) the queue lives in memory for the rest of the page, so sends still go out.
 */
export class AnalyticsQueue {
  #flushing: Promise<void> | undefined;
  #memory: PendingSend[] = [];
  #storageWorks = true;
  #failedThisLoad = false;

  constructor(
    private readonly storage: ClientStorage,
    private readonly fetcher: typeof fetch,
    private readonly urlOf: (target: PendingSend["target"]) => string,
  ) {}

  pending(): PendingSend[] {
    if (!this.#storageWorks) return this.#memory;
    const stored = this.storage.read<unknown>("pendingAnalytics");
    return Array.isArray(stored) ? stored.filter(isPendingSend) : [];
  }

  async send(item: Omit<PendingSend, "attempts">): Promise<void> {
    this.#save([...this.pending(), { ...item, attempts: 0 }].slice(-maxPending));
    await this.flush();
  }

  flush(): Promise<void> {
    if (this.#failedThisLoad) return Promise.resolve();
    this.#flushing ??= this.#flushAll().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  #save(queue: PendingSend[]): void {
    this.#memory = queue;
    if (this.#storageWorks) this.#storageWorks = this.storage.write("pendingAnalytics", queue);
  }

  async #flushAll(): Promise<void> {
    for (;;) {
      const [next, ...rest] = this.pending();
      if (!next) return;
      if (!(await this.#post(next))) {
        this.#failedThisLoad = true;
        const retried = { ...next, attempts: next.attempts + 1 };
        this.#save(retried.attempts >= maxSendAttempts ? rest : [retried, ...rest]);
        return;
      }
      // Re-read: another send may have queued meanwhile.
      this.#save(this.pending().slice(1));
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

/**
 * Whether an earlier page left sends waiting in this session storage: a page that makes no search call
 * of its own loads the client only then, to send them.
 */
export function hasPendingAnalytics(sessionStorage: StorageLike): boolean {
  const stored = new ClientStorage(sessionStorage, () => true, Date.now).read<unknown>("pendingAnalytics");
  return Array.isArray(stored) && stored.some(isPendingSend);
}
