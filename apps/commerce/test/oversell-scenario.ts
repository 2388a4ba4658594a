import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBusyMessage } from "../src/plugins/checkout-guard/checkout-guard.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession, setStock, variantStock } from "./admin-session.ts";
import { ensureCommerceBuild, freePort, type RunningCommerce, startCommerce } from "./commerce-process.ts";
import { checkoutUpToPayment, payWithCard, type ShopOrder, ShopSession } from "./shop-session.ts";

const stock = 10;
const shoppers = 50;

/**
 * Everyone pays at once; whoever is told the checkout is busy (a lock wait ran out on PostgreSQL)
 * pays again, as a shopper would, until every answer is final: paid or refused for good.
 */
async function payUntilFinal(sessions: ShopSession[]): Promise<ShopOrder[]> {
  const answers = await Promise.all(sessions.map((session) => payWithCard(session, "test-card-us", testCards.success)));
  const busy = sessions.filter((_, index) => answers[index]?.paymentErrorMessage === checkoutBusyMessage);
  if (busy.length === 0) return answers;
  const retried = await payUntilFinal(busy);
  return answers.map((answer) =>
    answer.paymentErrorMessage === checkoutBusyMessage ? (retried.shift() as ShopOrder) : answer,
  );
}

/**
 * The oversell race against a fresh server; `databaseEnv` gets the data folder and returns the
 * environment naming the database (a seeded SQLite copy, or a scratch PostgreSQL database).
 */
export function describeOversell(
  name: string,
  databaseEnv: (dataDir: string) => Promise<Record<string, string>>,
  cleanup = async () => {},
) {
  describe(name, () => {
    let dataDir: string;
    let server: RunningCommerce;
    let variantId: string;

    beforeAll(async () => {
      ensureCommerceBuild();
      dataDir = mkdtempSync(path.join(tmpdir(), "hushling-oversell-"));
      server = await startCommerce({
        COMMERCE_DATA_DIR: dataDir,
        ...(await databaseEnv(dataDir)),
        COMMERCE_PORT: String(await freePort()),
      });
      const found = await new ShopSession(server.url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
        '{ product(slug: "cradle") { variants { id } } }',
      );
      variantId = found.product.variants[0]?.id ?? "";
      await setStock(new AdminSession(server.url), variantId, stock);
    });

    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await cleanup();
    });

    it(`${shoppers} concurrent checkouts of an item with ${stock} in stock give ${stock} orders and clear out-of-stock errors`, async () => {
      const sessions = Array.from({ length: shoppers }, () => new ShopSession(server.url, "us"));
      // Everyone reaches the payment step before anyone pays: the race the stock check must win.
      const arranged = await Promise.all(sessions.map((session) => checkoutUpToPayment(session, variantId, "US")));
      expect(arranged.every((order) => order.state === "ArrangingPayment")).toBe(true);
      const paid = await payUntilFinal(sessions);

      // Every answer by kind, so a failure shows what the other payers were told.
      const outcomes: Record<string, number> = {};
      for (const order of paid) {
        const message = order.paymentErrorMessage;
        const kind =
          order.state === "PaymentSettled"
            ? "settled"
            : message?.startsWith("Out of stock: Cradle")
              ? "out of stock"
              : (message ?? order.state ?? "?");
        outcomes[kind] = (outcomes[kind] ?? 0) + 1;
      }
      expect(outcomes).toEqual({ settled: stock, "out of stock": shoppers - stock });
      // The paid orders hold exactly the stock there was: none sold twice, none paid without its unit.
      expect(await variantStock(new AdminSession(server.url), variantId)).toEqual({
        stockOnHand: stock,
        stockAllocated: stock,
      });
      // 50 shoppers' checkouts on two shared cores: slow on a busy machine, and only the race is timed.
    }, 180_000);
  });
}
