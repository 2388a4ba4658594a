import { expect } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { auditOrders } from "./order-audit.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

/**
 * Shoppers who keep checking out one item each in the us channel until `stop()`; a request that fails
 * (its process died, say) is the shopper's "try again": they start a new order, as the storefront's
 * message asks. `paid` counts settled orders so far.
 */
export async function shoppersCheckingOut(url: string, count: number) {
  const catalog = await new ShopSession(url, "us").call<{
    products: { items: Array<{ variants: Array<{ id: string }> }> };
  }>("{ products(options: { take: 12 }) { items { variants { id } } } }");
  const variantIds = catalog.products.items.flatMap((product) => product.variants.map((variant) => variant.id));
  const state = { paid: 0, failedRequests: 0, stopped: false, believedPaid: new Set<string>() };
  const shopper = async (index: number) => {
    for (let round = 0; !state.stopped; round += 1) {
      try {
        const session = new ShopSession(url, "us");
        const variantId = variantIds[(index + round) % variantIds.length] ?? "";
        await checkoutUpToPayment(session, variantId, "US");
        const order = await payWithCard(session, "test-card-us", testCards.success);
        if (order.state === "PaymentSettled" && order.code) {
          state.paid += 1;
          state.believedPaid.add(order.code);
        }
      } catch {
        state.failedRequests += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  const running = Array.from({ length: count }, (_, index) => shopper(index));
  return {
    state,
    /** Resolves once `paid` reaches `target`. */
    async untilPaid(target: number) {
      while (state.paid < target) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop() {
      state.stopped = true;
      await Promise.all(running);
    },
  };
}

/**
 * No lost order and no half order anywhere: every order a shopper was told is paid is paid: a paid order has exactly one settled payment of its total, any other order
 * none, and each variant's allocated stock is what the paid orders hold. Returns the paid orders' count.
 */
export async function expectNoHalfOrders(url: string, believedPaid = new Set<string>()): Promise<number> {
  const audit = await auditOrders(url);
  expect([...believedPaid].filter((code) => !audit.settled.has(code))).toEqual([]);
  expect(audit.halfOrders).toEqual([]);
  expect(audit.stockMismatches).toEqual([]);
  return audit.settled.size;
}
