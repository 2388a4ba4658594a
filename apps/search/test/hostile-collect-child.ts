/**
 * Run by event-memory.test.ts as `node --expose-gc`: a search service in this process, 200 hostile
 * analytics requests from many addresses, and the heap after a full collection before and after them,
 * printed as one JSON line. In its own process so nothing else shares the heap it measures.
 */
import { randomUUID } from "node:crypto";
import { apiKeys, startTestSearch } from "./search-fixture.ts";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

const search = await startTestSearch({
  products: 120,
  events: { rateLimits: { perAddress: 1_000_000, perVisitor: 1_000_000 } },
});
const realKeys = ["cradle-one", "cradle-mini", "cradle-air", "bouncer-air", "baby-carrier-mini", "baby-crib-harmony"];
const profile = () => ({ sessionId: randomUUID(), email: "ann@example.com", phone: "+15550100" });

/** The request from the report: 50 view events of 100 made-up product ids each, about 180 KB. */
const reported = () =>
  Array.from({ length: 50 }, () => ({
    event: "select_recs_list",
    event_version: "1.0.0",
    event_apikey: apiKeys.us,
    user_profile: profile(),
    event_data: {
      list_id: "home",
      list_logic: "TRENDING",
      items: Array.from({ length: 100 }, () => ({ item_id: randomUUID().slice(0, 20) })),
    },
  }));

/** As large as the limits let through: 20 events of 50 real products, each in a fresh session. */
const fullest = () =>
  Array.from({ length: 20 }, (_, n) => ({
    event: n % 2 ? "select_recs_list" : "order_purchase",
    event_version: "1.0.0",
    event_apikey: apiKeys.us,
    user_profile: profile(),
    event_data:
      n % 2
        ? {
            list_id: "home",
            list_logic: "TRENDING",
            items: Array.from({ length: 50 }, (_, k) => ({ item_id: realKeys[k % realKeys.length] as string })),
          }
        : {
            items: Array.from({ length: 8 }, (_, k) => ({
              item_group_id: realKeys[k % realKeys.length] as string,
              item_id: realKeys[k % realKeys.length] as string,
              order_id: randomUUID(),
              units: 1,
            })),
          },
  }));

const term = () =>
  new URLSearchParams({
    klevu_apiKey: apiKeys.us,
    klevu_term: `cradle ${randomUUID().slice(0, 8)}`,
    klevu_totalResults: "40",
    klevu_typeOfQuery: "AND",
    klevu_sessionId: randomUUID(),
    email: "ann@example.com",
  }).toString();

async function hostile(count: number, offset: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const address = `127.0.${Math.floor((n + offset) / 250) + 10}.${((n + offset) % 250) + 1}`;
    const kind = n % 4;
    if (kind === 3) await search.postFrom(address, `${search.paths.eventsV1}n-search/search`, term());
    else await search.postFrom(address, search.paths.eventsV2, kind === 1 ? fullest() : reported());
  }
}

const settledHeap = async () => {
  for (let round = 0; round < 4; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return process.memoryUsage().heapUsed;
};

await hostile(20, 0);
const before = await settledHeap();
await hostile(200, 1000);
const after = await settledHeap();
await search.close();
console.log(JSON.stringify({ before, after }));
