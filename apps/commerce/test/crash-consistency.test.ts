import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession } from "./admin-session.ts";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  seededSqliteDataDir,
  startCommerce,
} from "./commerce-process.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

type AdminOrder = {
  code: string;
  state: string;
  totalWithTax: number;
  payments: Array<{ state: string; amount: number }>;
  lines: Array<{ quantity: number; productVariant: { id: string } }>;
};

describe("a server killed in the middle of checkouts", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: RunningCommerce;

  beforeAll(async () => {
    ensureCommerceBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "hushling-crash-"));
    env = { ...(await seededSqliteDataDir(dataDir)), COMMERCE_PORT: String(await freePort()) };
    server = await startCommerce(env);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no half-written order: every paid order has its payment and its stock allocated", async () => {
    const catalog = await new ShopSession(server.url, "us").call<{
      products: { items: Array<{ variants: Array<{ id: string }> }> };
    }>("{ products(options: { take: 12 }) { items { variants { id } } } }");
    const variantIds = catalog.products.items.flatMap((product) => product.variants.map((variant) => variant.id));
    let paid = 0;
    const shopper = async (index: number) => {
      for (let round = 0; ; round += 1) {
        const session = new ShopSession(server.url, "us");
        const variantId = variantIds[(index + round) % variantIds.length] ?? "";
        await checkoutUpToPayment(session, variantId, "US");
        const order = await payWithCard(session, "test-card-us", testCards.success);
        if (order.state === "PaymentSettled") paid += 1;
      }
    };
    // Eight shoppers keep checking out; once a few orders are paid the process dies mid-flight.
    const running = Array.from({ length: 8 }, (_, index) => shopper(index).catch(() => undefined));
    while (paid < 3) await new Promise((resolve) => setTimeout(resolve, 50));
    server.kill("SIGKILL");
    await Promise.all(running);

    server = await startCommerce(env);
    const admin = new AdminSession(server.url);
    const { orders } = await admin.call<{ orders: { items: AdminOrder[] } }>(
      "{ orders(options: { take: 500 }) { items { code state totalWithTax payments { state amount } lines { quantity productVariant { id } } } } }",
    );
    const settledOrders = orders.items.filter((order) => order.state === "PaymentSettled");
    expect(settledOrders.length).toBeGreaterThanOrEqual(3);
    for (const order of orders.items) {
      const settledPayments = order.payments.filter((payment) => payment.state === "Settled");
      if (order.state === "PaymentSettled") {
        expect(settledPayments, order.code).toEqual([{ state: "Settled", amount: order.totalWithTax }]);
      } else {
        expect(settledPayments, `${order.code} in ${order.state}`).toEqual([]);
      }
    }

    const allocatedByOrders = new Map<string, number>();
    for (const order of settledOrders) {
      for (const line of order.lines) {
        const id = line.productVariant.id;
        allocatedByOrders.set(id, (allocatedByOrders.get(id) ?? 0) + line.quantity);
      }
    }
    const { productVariants } = await admin.call<{
      productVariants: { items: Array<{ id: string; stockAllocated: number }> };
    }>("{ productVariants(options: { take: 200 }) { items { id stockAllocated } } }");
    for (const variant of productVariants.items) {
      expect(variant.stockAllocated, `variant ${variant.id}`).toBe(allocatedByOrders.get(variant.id) ?? 0);
    }
  }, 180_000);
});
