import type { PaymentMethodHandler } from "@vendure/core";
import type { CheckoutGuard } from "./checkout-guard.ts";

/** States in which a payment holds the order's stock until the order's transition releases it. */
const takingStates = new Set(["Settled", "Authorized"]);

const guarded = new WeakSet<PaymentMethodHandler>();

/**
 * Makes every configured payment handler ask the checkout guard before it runs, so no handler has to
 * remember to: a refusal (out of stock, a payment already settling, an order that fails a checkout
 * rule) is a declined payment with the reason, and the handler is never called.
 */
export function guardPaymentHandlers(handlers: readonly PaymentMethodHandler[], guard: CheckoutGuard): void {
  for (const handler of handlers) {
    if (guarded.has(handler)) continue;
    guarded.add(handler);
    const createPayment = handler.createPayment.bind(handler);
    handler.createPayment = async (ctx, order, amount, args, metadata, method) => {
      const check = await guard.confirm(ctx, order);
      if (!check.ok) {
        return { method: handler.code, amount, state: "Declined", errorMessage: check.message, metadata: {} };
      }
      try {
        const result = await createPayment(ctx, order, amount, args, metadata, method);
        if (!takingStates.has(result.state)) guard.release(String(order.id));
        return result;
      } catch (error) {
        guard.release(String(order.id));
        throw error;
      }
    };
  }
}
