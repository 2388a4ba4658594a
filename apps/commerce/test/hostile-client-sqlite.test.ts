import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminQueryLimits, shopQueryLimits } from "../src/api-protection/query-limits.ts";
import { jsonBodyLimitBytes } from "../src/api-protection/request-limits.ts";
import { readShopCatalog } from "../src/catalog-export/shop-catalog-query.ts";
import { loginThrottleRules } from "../src/plugins/login-throttle/login-throttle.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession } from "./admin-session.ts";
import { expectAddressFixedWhileArrangingPayment, expectNoOrderOutsideStorefronts } from "./checkout-lock-scenario.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

type SqliteDatabase = { prepare(sql: string): { run(...values: unknown[]): { changes: number } }; close(): void };
const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => SqliteDatabase;

type GraphQLAnswer = { status: number; errors: Array<{ message: string; extensions?: Record<string, unknown> }> };

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": "us", ...headers },
    body,
  });
}

async function graphql(url: string, query: string): Promise<GraphQLAnswer> {
  const response = await post(url, JSON.stringify({ query }));
  const body = (await response.json()) as { errors?: GraphQLAnswer["errors"] };
  return { status: response.status, errors: body.errors ?? [] };
}

/** `variants { product { variants { ... } } }` repeated `levels` times under 100 products. */
const nestedVariants = (levels: number) =>
  `{ products(options: { take: 100 }) { items { id variants { id ${"product { variants { id ".repeat(levels)}${"} } ".repeat(levels)}} } } }`;
/** The same costly list asked for `count` times in one request. */
const aliasedProducts = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `p${index}: products(options: { take: 100 }) { items { id name variants { id price } } }`).join(" ")} }`;

describe("commerce against a hostile client (SQLite)", () => {
  const server = seededSqliteServer("hostile");

  it("keeps an order's address and shipping fixed while it arranges payment", async () => {
    await expectAddressFixedWhileArrangingPayment(server.url);
  });

  it("checks the order again when the payment is taken and declines one changed behind the checks", async () => {
    const found = await new ShopSession(server.url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "bouncer-bliss") { variants { id } } }',
    );
    const shopper = new ShopSession(server.url, "us");
    const arranged = await checkoutUpToPayment(shopper, found.product.variants[0]?.id ?? "", "US");
    expect(arranged.state).toBe("ArrangingPayment");
    // No API changes the address now; a race or another process could: stand in for it on the row.
    const database = new Database(path.join(server.dataDir, "commerce.sqlite"));
    const germany = { fullName: "Sam Rivera", streetLine1: "1 Example Street", city: "Berlin", countryCode: "DE" };
    const changed = database
      .prepare('UPDATE "order" SET "shippingAddress" = ? WHERE "code" = ?')
      .run(JSON.stringify(germany), arranged.code);
    database.close();
    expect(changed.changes).toBe(1);
    const paid = await payWithCard(shopper, "test-card-us", testCards.success);
    expect(paid.errorCode).toBe("PAYMENT_DECLINED_ERROR");
    expect(paid.paymentErrorMessage).toBe(
      "The United States shop (us) does not deliver to DE; the Deutschland shop (de) serves it",
    );
  });

  it("takes no order outside a storefront channel", async () => {
    await expectNoOrderOutsideStorefronts(server.url);
  });

  it("refuses deeply nested and repeated queries with an error naming the limit, before resolving them", async () => {
    const shop = `${server.url}/shop-api`;
    for (const levels of [2, 5]) {
      const started = performance.now();
      const answer = await graphql(shop, nestedVariants(levels));
      console.log(`nested ${levels} levels answered in ${Math.round(performance.now() - started)} ms`);
      expect(answer.status).toBe(400);
      expect(answer.errors[0]?.message).toMatch(
        new RegExp(`^Query depth limit of ${shopQueryLimits.depth} exceeded, found \\d+`),
      );
    }
    const aliased = await graphql(shop, aliasedProducts(10));
    expect(aliased.errors[0]?.message).toBe(`Aliases limit of ${shopQueryLimits.aliases} exceeded, found 10.`);
    expect(aliased.status).toBe(400);

    // Within depth and alias limits, width still counts: 100 products' variants' products' variants, 5 times.
    const wide = `{ ${Array.from({ length: 5 }, (_, index) => `p${index}: products(options: { take: 100 }) { items { variants { product { variants { id name price } } } } }`).join(" ")} }`;
    const costly = await graphql(shop, wide);
    expect(costly.status).toBe(400);
    expect(costly.errors[0]?.message).toMatch(
      new RegExp(`^Query cost limit of ${shopQueryLimits.cost} exceeded, found \\d+: ask for fewer items`),
    );
    expect(costly.errors[0]?.extensions?.code).toBe("QUERY_COST_LIMIT");

    const admin = await graphql(`${server.url}/admin-api`, nestedVariants(6));
    expect(admin.errors[0]?.message).toMatch(new RegExp(`^Query depth limit of ${adminQueryLimits.depth} exceeded`));
  });

  it("still answers the catalog export's own query, page by page", async () => {
    const catalog = await readShopCatalog(`${server.url}/shop-api`, "us", "en");
    expect(catalog.products.length).toBeGreaterThan(40);
    expect(catalog.products.some((product) => product.variants.some((variant) => variant.bundle))).toBe(true);
  });

  it("answers an oversized body with 413 and a short JSON error, and never names its framework", async () => {
    const padding = "x".repeat(jsonBodyLimitBytes + 1);
    const response = await post(
      `${server.url}/shop-api`,
      JSON.stringify({ query: "{ activeChannel { code } }", padding }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: `Request body over the limit of ${jsonBodyLimitBytes} bytes`,
          extensions: { code: "PAYLOAD_TOO_LARGE" },
        },
      ],
    });
    expect(response.headers.get("x-powered-by")).toBeNull();
    const ordinary = await post(`${server.url}/shop-api`, JSON.stringify({ query: "{ activeChannel { code } }" }));
    expect(ordinary.status).toBe(200);
    expect(ordinary.headers.get("x-powered-by")).toBeNull();
    expect(server.output()).not.toMatch(/PayloadTooLargeError|request entity too large/i);
  });

  it("grants CORS with credentials to exactly the local storefront origins", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/shop-api`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
    const local = await preflight("http://us.localhost:8080");
    expect(local.headers.get("access-control-allow-origin")).toBe("http://us.localhost:8080");
    expect(local.headers.get("access-control-allow-credentials")).toBe("true");
    for (const origin of ["http://evil.localhost:8080", "http://us.localhost:9999", "https://www.hushling.example"]) {
      expect((await preflight(origin)).headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("throttles wrong Admin passwords per address and username with a clear error", async () => {
    const login = (username: string, password: string) =>
      graphql(
        `${server.url}/admin-api`,
        `mutation { login(username: "${username}", password: "${password}") { __typename ... on ErrorResult { errorCode } } }`,
      );
    for (let attempt = 0; attempt < loginThrottleRules.perUsername; attempt += 1) {
      expect((await login("intruder", `guess-${attempt}`)).errors).toEqual([]);
    }
    const throttled = await login("intruder", "guess-last");
    expect(throttled.errors[0]?.message).toMatch(
      /^Too many failed logins for "intruder" from this address: try again in 15 minutes$/,
    );
    expect(throttled.errors[0]?.extensions?.code).toBe("TOO_MANY_LOGIN_ATTEMPTS");
    // The real administrator is not locked out by someone else's guesses.
    await expect(new AdminSession(server.url).call("{ activeAdministrator { id } }")).resolves.toBeDefined();
  });
});
