import { describe, expect, it } from "vitest";
import {
  createShopClient,
  type KeyValueStorage,
  memorySessionTokenStore,
  ShopApiError,
  type ShopFetch,
  webStorageSessionTokenStore,
} from "../src/index.ts";

type Recorded = { url: string; headers: Record<string, string>; body: { query: string; variables: unknown } };

/** A fetch that records each request and answers the next scripted response. */
function recordingFetch(responses: Array<() => Response>): { fetch: ShopFetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const fetch: ShopFetch = async (url, init) => {
    requests.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)) as Recorded["body"],
    });
    const next = responses.shift();
    if (!next) throw new Error("no scripted response left");
    return next();
  };
  return { fetch, requests };
}

const json =
  (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const shopApiUrl = "http://commerce.test/shop-api";

describe("Shop API transport", () => {
  it("sends the channel token on every request and the session's bearer token once Vendure issued one", async () => {
    const { fetch, requests } = recordingFetch([
      json({ data: { activeOrder: null } }),
      json({ data: { availableCountries: [] } }, { "vendure-auth-token": "token-1" }),
      json({ data: { availableCountries: [{ code: "US", name: "United States" }] } }),
    ]);
    const client = createShopClient({ shopApiUrl, channelToken: "us", languageCode: "zh-Hant", fetch });

    expect(await client.activeOrder()).toBeNull();
    await client.availableCountries();
    expect(await client.availableCountries()).toEqual([{ code: "US", name: "United States" }]);

    expect(requests.map((request) => request.url)).toEqual(Array(3).fill(`${shopApiUrl}?languageCode=zh_Hant`));
    expect(requests.map((request) => request.headers["vendure-token"])).toEqual(["us", "us", "us"]);
    expect(requests.map((request) => request.headers.authorization)).toEqual([undefined, undefined, "Bearer token-1"]);
    expect(requests[0]?.body.query).toMatch(/^\s*query ActiveOrder\b/);
    expect(client.api.session.read()).toBe("token-1");
  });

  it("keeps sessions apart per store: two storefronts never share a cart", async () => {
    const { fetch, requests } = recordingFetch([
      json({ data: { activeOrder: null } }, { "vendure-auth-token": "us-token" }),
      json({ data: { activeOrder: null } }),
      json({ data: { activeOrder: null } }),
    ]);
    const storage = mapStorage();
    const us = createShopClient({
      shopApiUrl,
      channelToken: "us",
      fetch,
      session: webStorageSessionTokenStore(storage, "hushling-cart-us"),
    });
    const de = createShopClient({
      shopApiUrl,
      channelToken: "de",
      fetch,
      session: webStorageSessionTokenStore(storage, "hushling-cart-de"),
    });
    await us.activeOrder();
    await de.activeOrder();
    // A new page load: a new client on the same storage finds the stored session.
    await createShopClient({
      shopApiUrl,
      channelToken: "us",
      fetch,
      session: webStorageSessionTokenStore(storage, "hushling-cart-us"),
    }).activeOrder();
    expect(requests.map((request) => [request.headers["vendure-token"], request.headers.authorization])).toEqual([
      ["us", undefined],
      ["de", undefined],
      ["us", "Bearer us-token"],
    ]);
  });

  it("sends the variables and answers the variant's order with the ErrorResult split out", async () => {
    const { fetch, requests } = recordingFetch([
      json({
        data: {
          addItemToOrder: {
            __typename: "InsufficientStockError",
            errorCode: "INSUFFICIENT_STOCK_ERROR",
            message: "Only 2 items were added to the order due to insufficient stock",
            quantityAvailable: 2,
          },
        },
      }),
    ]);
    const client = createShopClient({ shopApiUrl, channelToken: "us", fetch });
    const result = await client.addToOrder("42", 5);
    expect(requests[0]?.body.variables).toEqual({ productVariantId: "42", quantity: 5 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errorCode).toBe("INSUFFICIENT_STOCK_ERROR");
    expect(result.error.__typename === "InsufficientStockError" && result.error.quantityAvailable).toBe(2);
    expect(result.message).toBe(
      "Only 2 items were added to the order due to insufficient stock: 2 available (INSUFFICIENT_STOCK_ERROR)",
    );
  });

  it("reads a null transition answer as no active order", async () => {
    const { fetch } = recordingFetch([json({ data: { transitionOrderToState: null } })]);
    const result = await createShopClient({ shopApiUrl, channelToken: "us", fetch }).transitionToArrangingPayment();
    expect(result).toMatchObject({ ok: false, error: { errorCode: "NO_ACTIVE_ORDER_ERROR" } });
  });

  it("throws a ShopApiError naming the operation, the endpoint and the cause", async () => {
    const refused: ShopFetch = async () => {
      throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
    };
    const offline = createShopClient({ shopApiUrl, channelToken: "us", fetch: refused });
    await expect(offline.activeOrder()).rejects.toThrow(
      new ShopApiError(`ActiveOrder: cannot reach the Shop API ${shopApiUrl} (channel us): ECONNREFUSED`, "network"),
    );

    const { fetch } = recordingFetch([
      json({ errors: [{ message: 'Variable "$quantity" got invalid value "x"' }] }, {}, 400),
      () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
      json({ data: null }, {}, 503),
    ]);
    const client = createShopClient({ shopApiUrl, channelToken: "us", fetch });
    const failures: ShopApiError[] = [];
    for (const call of [() => client.adjustLine("1", 2), () => client.activeOrder(), () => client.activeOrder()]) {
      failures.push(
        await call().then(
          () => Promise.reject(new Error("no failure")),
          (error: ShopApiError) => error,
        ),
      );
    }
    expect(failures.map((failure) => [failure.kind, failure.status, failure.message])).toEqual([
      [
        "graphql",
        400,
        `AdjustOrderLine: Variable "$quantity" got invalid value "x" (Shop API ${shopApiUrl} (channel us))`,
      ],
      ["http", 502, `ActiveOrder: the Shop API ${shopApiUrl} (channel us) answered 502 without JSON`],
      ["http", 503, `ActiveOrder: the Shop API ${shopApiUrl} (channel us) answered 503 without data`],
    ]);
  });
});

function mapStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

describe("session token stores", () => {
  it("keep the token in web storage under the storefront's key, and clear it", () => {
    const storage = mapStorage();
    const store = webStorageSessionTokenStore(storage, "hushling-cart-us");
    expect(store.read()).toBeUndefined();
    store.write("abc");
    expect(storage.entries.get("hushling-cart-us")).toBe("abc");
    expect(webStorageSessionTokenStore(storage, "hushling-cart-us").read()).toBe("abc");
    store.clear();
    expect(storage.entries.size).toBe(0);
    expect(store.read()).toBeUndefined();
  });

  it("fall back to memory for this page view when the storage throws", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const store = webStorageSessionTokenStore(broken, "hushling-cart-us");
    store.write("abc");
    expect(store.read()).toBe("abc");
    store.clear();
    expect(store.read()).toBeUndefined();
    expect(memorySessionTokenStore("given").read()).toBe("given");
  });
});
