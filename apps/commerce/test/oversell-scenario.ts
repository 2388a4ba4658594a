import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSession, setStock, variantStock } from "./admin-session.ts";
import { ensureCommerceBuild, freePort, type RunningCommerce, startCommerce } from "./commerce-process.ts";
import { checkoutUpToPayment, payUntilFinal, type ShopOrder, ShopSession } from "./shop-session.ts";

/** Each payer's answer counted by kind: settled, out of stock, or the message or state otherwise. */
function outcomesByKind(answers: readonly ShopOrder[], productName: string): Record<string, number> {
  const outcomes: Record<string, number> = {};
  for (const order of answers) {
    const message = order.paymentErrorMessage;
    const kind =
      order.state === "PaymentSettled"
        ? "settled"
        : message?.startsWith(`Out of stock: ${productName}`)
          ? "out of stock"
          : (message ?? order.state ?? "?");
    outcomes[kind] = (outcomes[kind] ?? 0) + 1;
  }
  return outcomes;
}

/**
 * The oversell races against a fresh server; `databaseEnv` gets the data folder and returns the
 * environment naming the database (a seeded SQLite copy, or a scratch PostgreSQL database).
 */
export function describeOversell(
  name: string,
  databaseEnv: (dataDir: string) => Promise<Record<string, string>>,
  cleanup = async () => {},
  startTimeoutMs = 170_000,
  raceTimeoutMs = 180_000,
) {
  describe(name, () => {
    let dataDir: string;
    let server: RunningCommerce;

    beforeAll(async () => {
      ensureCommerceBuild();
      dataDir = mkdtempSync(path.join(tmpdir(), "hushling-oversell-"));
      server = await startCommerce(
        {
          COMMERCE_DATA_DIR: dataDir,
          ...(await databaseEnv(dataDir)),
          COMMERCE_PORT: String(await freePort()),
        },
        startTimeoutMs,
      );
    }, startTimeoutMs + 60_000);

    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await cleanup();
    });

    oversellRaces(() => server.url, raceTimeoutMs);
  });
}

/**
 * The two oversell races (more shoppers than stock, and one shopper per unit) against the server at
 * `url()`, which holds the seeded catalog; call it inside a describe block whose server is running.
 */
export function oversellRaces(url: () => string, raceTimeoutMs = 180_000) {
  /**
   * `shoppers` sessions each take one unit of `slug` (with `stock` on hand) to the payment step,
   * then all pay at once; returns the answers by kind and the variant's stock afterwards.
   */
  async function race(slug: string, productName: string, stock: number, shoppers: number) {
    const found = await new ShopSession(url(), "us").call<{ product: { variants: Array<{ id: string }> } }>(
      `{ product(slug: "${slug}") { variants { id } } }`,
    );
    const variantId = found.product.variants[0]?.id ?? "";
    await setStock(new AdminSession(url()), variantId, stock);
    const sessions = Array.from({ length: shoppers }, () => new ShopSession(url(), "us"));
    // Everyone reaches the payment step before anyone pays: the race the stock check must win.
    const arranged = await Promise.all(sessions.map((session) => checkoutUpToPayment(session, variantId, "US")));
    expect(arranged.every((order) => order.state === "ArrangingPayment")).toBe(true);
    const paid = await payUntilFinal(sessions);
    return {
      outcomes: outcomesByKind(paid, productName),
      stock: await variantStock(new AdminSession(url()), variantId),
    };
  }

  // 50 shoppers' checkouts on two shared cores: slow on a busy machine, and only the race is timed.
  it(
    "50 concurrent checkouts of an item with 10 in stock give 10 orders and clear out-of-stock errors",
    async () => {
      const { outcomes, stock } = await race("cradle", "Cradle", 10, 50);
      // Every answer by kind, so a failure shows what the other payers were told.
      expect(outcomes).toEqual({ settled: 10, "out of stock": 40 });
      // The paid orders hold exactly the stock there was: none sold twice, none paid without its unit.
      expect(stock).toEqual({ stockOnHand: 10, stockAllocated: 10 });
    },
    raceTimeoutMs,
  );

  // With a payer for every unit, a refusal is a shopper turned away from stock that was there.
  it(
    "10 concurrent checkouts of an item with 10 in stock are all paid",
    async () => {
      const { outcomes, stock } = await race("bouncer-bliss", "Bouncer Bliss", 10, 10);
      expect(outcomes).toEqual({ settled: 10 });
      expect(stock).toEqual({ stockOnHand: 10, stockAllocated: 10 });
    },
    raceTimeoutMs,
  );
}
