import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type PaidOrder, paidOrderSchema } from "@hushling/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSearchPurchasesSettings } from "../src/plugins/search-purchases/search-purchases-settings.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

const secret = "search-purchases-test-secret";

describe("paid orders reported to the search service", () => {
  // The search service's side of the wire: its endpoint reads the same schema. It is down for the first
  // report, so the plugin must try again.
  const received: { authorization: string | undefined; order: PaidOrder }[] = [];
  let refused = 0;
  let receiver: Server;
  const env: Record<string, string> = { SEARCH_COMMERCE_SECRET: secret };
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (refused === 0) {
          refused++;
          response.writeHead(503).end("down for a moment");
          return;
        }
        const order = paidOrderSchema.parse(JSON.parse(Buffer.concat(chunks).toString()));
        received.push({ authorization: request.headers.authorization, order });
        response.writeHead(200, { "content-type": "application/json" }).end('{"accepted":1,"rejected":0}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    env.SEARCH_PURCHASES_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/commerce/paid-orders`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  const server = seededSqliteServer("search-purchases", env);

  it("sends a paid order's storefront, code and product keys with the secret, again after a failure; never an unpaid one", async () => {
    const session = new ShopSession(server.url, "us");
    const found = await session.call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "bouncer-bliss") { variants { id } } }',
    );
    const variant = found.product.variants[0]?.id ?? "";
    const customer = { emailAddress: "search-purchase@example.com", firstName: "Kim", lastName: "Lindqvist" };
    await checkoutUpToPayment(session, variant, "US", 1, customer);
    // A declined card leaves the order unpaid: nothing is reported for it.
    await payWithCard(session, "test-card-us", testCards.decline).catch(() => undefined);
    const paid = await payWithCard(session, "test-card-us", testCards.success);
    expect(paid.state).toBe("PaymentSettled");

    await expect.poll(() => received.length, { timeout: 60_000, interval: 250 }).toBe(1);
    expect(refused).toBe(1);
    expect(received).toEqual([
      {
        authorization: `Bearer ${secret}`,
        order: { storefront: "us", orderCode: paid.code, productKeys: ["bouncer-bliss"] },
      },
    ]);
  }, 120_000);
});

describe("search purchase settings", () => {
  it("take the URL and the secret together or not at all", () => {
    expect(readSearchPurchasesSettings({})).toBeUndefined();
    const url = "http://127.0.0.1:8100/commerce/paid-orders";
    expect(readSearchPurchasesSettings({ SEARCH_PURCHASES_URL: url, SEARCH_COMMERCE_SECRET: secret })).toEqual({
      url,
      secret,
    });
    expect(() => readSearchPurchasesSettings({ SEARCH_PURCHASES_URL: url })).toThrow(/set both or neither/);
    expect(() => readSearchPurchasesSettings({ SEARCH_PURCHASES_URL: url, SEARCH_COMMERCE_SECRET: "short" })).toThrow(
      /SEARCH_COMMERCE_SECRET: at least 16 characters/,
    );
  });
});
