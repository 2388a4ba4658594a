import { z } from "zod";

/** The part of `sessionStorage` the queue uses; any call may throw (private mode, quota, blocked storage). */
export type QueueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type RetryQueueOptions<Payload> = {
  /** Undefined when the page has no usable storage; failed sends are then kept for this page only. */
  storage: QueueStorage | undefined;
  /** Storage key; one queue per kind of send. */
  key: string;
  /** Checks stored payloads, which a visitor or an older build may have changed. */
  payloadSchema: z.ZodType<Payload>;
  /** Rejects (or throws) when the send failed. */
  send: (payload: Payload) => Promise<void>;
  maxEntries?: number;
  maxAttempts?: number;
  maxAgeMs?: number;
  now?: () => number;
  onStorageError?: (error: unknown) => void;
};

export type QueuedSend<Payload> = { id: string; payload: Payload; attempts: number; firstFailedAt: number };

export type RetryOutcome = { sent: number; kept: number; dropped: number };

export type RetryQueue<Payload> = {
  /** Sends now; a failed send is kept and retried by `retryPending` on the next page load. */
  send(id: string, payload: Payload): Promise<"sent" | "queued">;
  retryPending(): Promise<RetryOutcome>;
  pending(): QueuedSend<Payload>[];
};

/**
 * Keeps failed analytics sends in session storage and retries them on the next load. A send is keyed by
 * an id (an order code for a purchase) so a retry never reports the same thing twice; sends that keep
 * failing, or are older than a day, are dropped rather than retried for ever.
 */
export function createRetryQueue<Payload>(options: RetryQueueOptions<Payload>): RetryQueue<Payload> {
  const maxEntries = options.maxEntries ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  const storedSchema = z.object({
    version: z.literal(1),
    entries: z.array(
      z.object({
        id: z.string().min(1),
        payload: options.payloadSchema,
        attempts: z.number().int().positive(),
        firstFailedAt: z.number().finite(),
      }),
    ),
  });
  let memory: QueuedSend<Payload>[] = [];
  let storageUsable = options.storage !== undefined;

  const storageCall = <T>(call: (storage: QueueStorage) => T): T | undefined => {
    if (!storageUsable || !options.storage) return undefined;
    try {
      return call(options.storage);
    } catch (error) {
      // Once storage fails, keep to memory for the rest of the page rather than failing every call.
      storageUsable = false;
      options.onStorageError?.(error);
      return undefined;
    }
  };

  const read = (): QueuedSend<Payload>[] => {
    if (!storageUsable) return memory;
    const raw = storageCall((storage) => storage.getItem(options.key));
    if (!storageUsable) return memory;
    if (raw === null || raw === undefined) return [];
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data.entries as QueuedSend<Payload>[];
    } catch {
      // Not JSON: dropped below like any other unreadable queue.
    }
    storageCall((storage) => storage.removeItem(options.key));
    return [];
  };

  const write = (entries: QueuedSend<Payload>[]) => {
    const kept = entries.slice(-maxEntries);
    memory = kept;
    if (kept.length === 0) storageCall((storage) => storage.removeItem(options.key));
    else storageCall((storage) => storage.setItem(options.key, JSON.stringify({ version: 1, entries: kept })));
  };

  const attempt = async (payload: Payload): Promise<boolean> => {
    try {
      await options.send(payload);
      return true;
    } catch {
      return false;
    }
  };

  return {
    async send(id, payload) {
      if (await attempt(payload)) return "sent";
      const others = read().filter((entry) => entry.id !== id);
      write([...others, { id, payload, attempts: 1, firstFailedAt: now() }]);
      return "queued";
    },
    async retryPending() {
      const entries = read();
      const outcome: RetryOutcome = { sent: 0, kept: 0, dropped: 0 };
      if (entries.length === 0) return outcome;
      // Cleared first: another tab retrying at the same time then finds nothing to send twice.
      write([]);
      const kept: QueuedSend<Payload>[] = [];
      for (const entry of entries) {
        if (now() - entry.firstFailedAt > maxAgeMs) {
          outcome.dropped++;
        } else if (await attempt(entry.payload)) {
          outcome.sent++;
        } else if (entry.attempts + 1 >= maxAttempts) {
          outcome.dropped++;
        } else {
          kept.push({ ...entry, attempts: entry.attempts + 1 });
        }
      }
      outcome.kept = kept.length;
      const queuedMeanwhile = read().filter((entry) => !kept.some((keptEntry) => keptEntry.id === entry.id));
      write([...kept, ...queuedMeanwhile]);
      return outcome;
    },
    pending: () => read(),
  };
}
