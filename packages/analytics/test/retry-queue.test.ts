import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createRetryQueue, type QueueStorage } from "../src/index.ts";

class SessionStorageInMemory implements QueueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** What Safari's private mode and blocked storage do: every call throws. */
const throwingStorage: QueueStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("Quota exceeded", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

const payloadSchema = z.object({ event: z.string(), order: z.string() });
type Payload = z.infer<typeof payloadSchema>;

function sender(outcomes: boolean[]) {
  const attempts: Payload[] = [];
  return {
    attempts,
    send: async (payload: Payload) => {
      attempts.push(payload);
      if (!(outcomes.shift() ?? true)) throw new TypeError("Failed to fetch");
    },
  };
}

const key = "hushling.analytics.retry";

/** A queue over fresh session storage whose sends fail or succeed in the order given. */
function queueOver(outcomes: boolean[], limits: { maxAttempts?: number; maxEntries?: number } = {}) {
  const storage = new SessionStorageInMemory();
  const network = sender(outcomes);
  const queue = createRetryQueue({ storage, key, payloadSchema, send: network.send, ...limits });
  return { storage, network, queue };
}
const purchase = { event: "order_purchase", order: "HUSH-1001" };

describe("analytics retry queue", () => {
  it("sends at once and keeps nothing when the send works", async () => {
    const storage = new SessionStorageInMemory();
    const network = sender([true]);
    const queue = createRetryQueue({ storage, key, payloadSchema, send: network.send });
    expect(await queue.send("HUSH-1001", purchase)).toBe("sent");
    expect(storage.items.size).toBe(0);
  });

  it("keeps a failed send in session storage and sends it on the next load", async () => {
    const storage = new SessionStorageInMemory();
    const firstPage = createRetryQueue({ storage, key, payloadSchema, send: sender([false]).send });
    expect(await firstPage.send("HUSH-1001", purchase)).toBe("queued");
    expect(JSON.parse(storage.getItem(key) ?? "")).toMatchObject({
      version: 1,
      entries: [{ id: "HUSH-1001", payload: purchase, attempts: 1 }],
    });

    const network = sender([true]);
    const nextPage = createRetryQueue({ storage, key, payloadSchema, send: network.send });
    expect(await nextPage.retryPending()).toEqual({ sent: 1, kept: 0, dropped: 0 });
    expect(network.attempts).toEqual([purchase]);
    expect(storage.getItem(key)).toBeNull();
  });

  it("keeps a send that fails again, counting the attempt", async () => {
    const storage = new SessionStorageInMemory();
    await createRetryQueue({ storage, key, payloadSchema, send: sender([false]).send }).send("HUSH-1001", purchase);
    const nextPage = createRetryQueue({ storage, key, payloadSchema, send: sender([false]).send });
    expect(await nextPage.retryPending()).toEqual({ sent: 0, kept: 1, dropped: 0 });
    expect(nextPage.pending()).toEqual([expect.objectContaining({ id: "HUSH-1001", attempts: 2 })]);
  });

  it("gives up after the last allowed attempt", async () => {
    const { storage, queue } = queueOver([false, false, false], { maxAttempts: 3 });
    await queue.send("HUSH-1001", purchase);
    expect(await queue.retryPending()).toEqual({ sent: 0, kept: 1, dropped: 0 });
    expect(await queue.retryPending()).toEqual({ sent: 0, kept: 0, dropped: 1 });
    expect(storage.getItem(key)).toBeNull();
  });

  it("drops a send older than the age limit without sending it", async () => {
    const storage = new SessionStorageInMemory();
    let now = 0;
    const network = sender([false]);
    const queue = createRetryQueue({ storage, key, payloadSchema, send: network.send, now: () => now, maxAgeMs: 1000 });
    await queue.send("HUSH-1001", purchase);
    now = 1001;
    expect(await queue.retryPending()).toEqual({ sent: 0, kept: 0, dropped: 1 });
    expect(network.attempts).toHaveLength(1);
  });

  it("keeps one entry per id, so an order is never reported twice", async () => {
    const { queue } = queueOver([false, false]);
    await queue.send("HUSH-1001", purchase);
    await queue.send("HUSH-1001", { ...purchase, event: "order_purchase_again" });
    expect(queue.pending().map((entry) => entry.payload.event)).toEqual(["order_purchase_again"]);
  });

  it("keeps only the newest entries beyond the size limit", async () => {
    const { queue } = queueOver([false, false, false], { maxEntries: 2 });
    for (const order of ["A", "B", "C"]) await queue.send(order, { event: "order_purchase", order });
    expect(queue.pending().map((entry) => entry.id)).toEqual(["B", "C"]);
  });

  it("keeps a send that fails again while others in the queue go through", async () => {
    const { queue } = queueOver([false, false, false, true]);
    await queue.send("A", { event: "e", order: "A" });
    await queue.send("B", { event: "e", order: "B" });
    expect(await queue.retryPending()).toEqual({ sent: 1, kept: 1, dropped: 0 });
    expect(queue.pending().map((entry) => entry.id)).toEqual(["A"]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["another shape", JSON.stringify({ version: 2, entries: [] })],
    [
      "a payload edited by hand",
      JSON.stringify({ version: 1, entries: [{ id: "X", payload: { event: 1 }, attempts: 1, firstFailedAt: 0 }] }),
    ],
  ])("discards a stored queue that is %s instead of sending it", async (_, raw) => {
    const storage = new SessionStorageInMemory();
    storage.setItem(key, raw);
    const network = sender([]);
    const queue = createRetryQueue({ storage, key, payloadSchema, send: network.send });
    expect(await queue.retryPending()).toEqual({ sent: 0, kept: 0, dropped: 0 });
    expect(network.attempts).toEqual([]);
    expect(storage.getItem(key)).toBeNull();
  });

  it("with storage that throws, still sends, keeps failures for this page, and reports the storage error once", async () => {
    const errors: unknown[] = [];
    const network = sender([false, true]);
    const queue = createRetryQueue({
      storage: throwingStorage,
      key,
      payloadSchema,
      send: network.send,
      onStorageError: (error) => errors.push(error),
    });
    expect(await queue.send("HUSH-1001", purchase)).toBe("queued");
    expect(queue.pending()).toHaveLength(1);
    expect(await queue.retryPending()).toEqual({ sent: 1, kept: 0, dropped: 0 });
    expect(errors).toHaveLength(1);
  });

  it("with no storage at all, keeps failures for this page", async () => {
    const queue = createRetryQueue({ storage: undefined, key, payloadSchema, send: sender([false]).send });
    expect(await queue.send("HUSH-1001", purchase)).toBe("queued");
    expect(queue.pending()).toHaveLength(1);
  });

  it("treats a send that throws synchronously as failed", async () => {
    const storage = new SessionStorageInMemory();
    const queue = createRetryQueue({
      storage,
      key,
      payloadSchema,
      send: () => {
        throw new Error("no network");
      },
    });
    expect(await queue.send("HUSH-1001", purchase)).toBe("queued");
  });
});
