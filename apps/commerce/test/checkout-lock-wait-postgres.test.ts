import { describe, expect, it } from "vitest";
import { checkoutBusyMessage } from "../src/plugins/checkout-guard/checkout-guard.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession, setStock } from "./admin-session.ts";
import { expectOnePaymentForADoubleSubmission } from "./double-payment-scenario.ts";
import { connectPostgres, postgresReachable } from "./scratch-postgres.ts";
import { scratchPostgresServer } from "./scratch-postgres-suite.ts";
import { checkoutUpToPayment, payUntilFinal, payWithCard, ShopSession } from "./shop-session.ts";

const reachable = await postgresReachable();

/** Fewer pooled connections than payments in flight: waiting must never hold the pool hostage. */
const poolSize = 2;
const waitingShoppers = 4;

async function variantIdOf(url: string, slug: string): Promise<string> {
  const found = await new ShopSession(url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
    `{ product(slug: "${slug}") { variants { id } } }`,
  );
  return found.product.variants[0]?.id ?? "";
}

const pay = (session: ShopSession) => payWithCard(session, "test-card-us", testCards.success);

/**
 * A checkout guard that waits for other checkouts' row locks on PostgreSQL: another process's payment
 * (played by the test's own connection) holds an item's stock rows while shoppers pay for it and for
 * something else, with a pool smaller than the payments in flight.
 */
describe.skipIf(!reachable)("checkout lock waits on PostgreSQL", () => {
  const server = scratchPostgresServer("lockwait", {
    COMMERCE_DB_POOL_SIZE: String(poolSize),
    COMMERCE_CHECKOUT_LOCK_TIMEOUT_MS: "1000",
  });

  it("pays for another item while payments wait on locked stock, and tells those to try again", async () => {
    const cradle = await variantIdOf(server.url, "cradle");
    const bouncer = await variantIdOf(server.url, "bouncer-bliss");
    await setStock(new AdminSession(server.url), cradle, 10);
    const waiting = Array.from({ length: waitingShoppers }, () => new ShopSession(server.url, "us"));
    const other = new ShopSession(server.url, "us");
    for (const session of waiting) await checkoutUpToPayment(session, cradle, "US");
    await checkoutUpToPayment(other, bouncer, "US");

    const otherProcess = await connectPostgres(server.databaseUrl);
    try {
      await otherProcess.query("BEGIN");
      await otherProcess.query('SELECT id FROM stock_level WHERE "productVariantId" = $1 FOR UPDATE', [cradle]);
      const waited = Promise.all(waiting.map(pay));
      // The bouncer's stock is not locked: its payment must not queue behind the cradle's.
      expect((await pay(other)).state).toBe("PaymentSettled");
      for (const answer of await waited) {
        expect(answer.errorCode).toBe("PAYMENT_DECLINED_ERROR");
        expect(answer.paymentErrorMessage).toBe(checkoutBusyMessage);
      }
    } finally {
      await otherProcess.query("ROLLBACK");
      await otherProcess.end();
    }

    // Declined with nothing charged, the orders still await payment; paying again goes through (those
    // told again that the checkout is busy, by each other's locks on a slow machine, pay once more).
    const retried = await payUntilFinal(waiting);
    expect(retried.map((order) => order.state)).toEqual(waiting.map(() => "PaymentSettled"));
  });

  it("settles one payment when the same payment is submitted twice at once", async () => {
    await expectOnePaymentForADoubleSubmission(server.url, await variantIdOf(server.url, "bouncer-bliss"));
  });
});
