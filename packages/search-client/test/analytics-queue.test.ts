import { describe, expect, it } from "vitest";
import { AnalyticsQueue, hasPendingAnalytics } from "../src/analytics-queue.ts";
import { ClientStorage } from "../src/client-storage.ts";
import { MemoryStorage } from "./memory-storage.ts";

const pendingKey = "hushling-search:pendingAnalytics";
// Loopback port 9 refuses the connection: a real failed send, with no server.
const unreachable = () => "http://127.0.0.1:9/collect";

function queueOn(sessionStorage: MemoryStorage) {
  const attempts: string[] = [];
  const queue = new AnalyticsQueue(
    new ClientStorage(sessionStorage, () => true, Date.now),
    (input, init) => {
      attempts.push(String(input));
      return fetch(input, init);
    },
    (target) => `${unreachable()}/${target}`,
  );
  return { queue, attempts };
}

describe("analytics queue", () => {
  it("tells a page whether sends are waiting; entries of another shape do not count", () => {
    const storage = new MemoryStorage();
    expect(hasPendingAnalytics(storage)).toBe(false);
    storage.setItem(pendingKey, JSON.stringify({ value: [{ target: "v2", attempts: "x" }], expires: null }));
    expect(hasPendingAnalytics(storage)).toBe(false);
    storage.setItem(pendingKey, "not json");
    expect(hasPendingAnalytics(storage)).toBe(false);
    storage.setItem(pendingKey, JSON.stringify({ value: [{ target: "v2", json: [], attempts: 1 }], expires: null }));
    expect(hasPendingAnalytics(storage)).toBe(true);
  });

  it("while the provider cannot be reached, tries once a load and keeps the newest 100 sends in order", async () => {
    const storage = new MemoryStorage();
    const { queue, attempts } = queueOn(storage);
    for (let i = 0; i < 101; i++)
      await queue.send({ target: "v1:productTracking", form: { klevu_productId: `p${i}` } });
    expect(attempts).toEqual([`${unreachable()}/v1:productTracking`]);
    const pending = queue.pending();
    expect(pending).toHaveLength(100);
    expect(pending.map((item) => item.form?.klevu_productId).slice(0, 2)).toEqual(["p1", "p2"]);
    expect(pending.at(-1)?.form?.klevu_productId).toBe("p100");
  });

  it("keeps only well-formed entries from a queue edited in storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(
      pendingKey,
      JSON.stringify({
        value: [
          { target: "v1:dataTracking", form: { klevu_term: 3 }, attempts: 0 },
          { target: "v2", attempts: -1, json: [] },
          { target: "v1:dataTracking", form: { klevu_term: "crib" }, attempts: 2 },
        ],
        expires: null,
      }),
    );
    expect(queueOn(storage).queue.pending()).toEqual([
      { target: "v1:dataTracking", form: { klevu_term: "crib" }, attempts: 2 },
    ]);
  });
});
