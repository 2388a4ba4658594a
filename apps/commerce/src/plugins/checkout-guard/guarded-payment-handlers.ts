import type { PaymentMethodHandler } from "@vendure/core";
import type { CheckoutGuard } from "./checkout-guard.ts";

const guarded = new WeakSet<PaymentMethodHandler>();

/**
 * Makes every configured payment handler ask the checkout guard before it runs, so no handler has to
 * remember to: a refusal (out of stock, an order no longer awaiting payment, an order that fails a
 * checkout rule) is a declined payment with the reason, and the handler is never called.
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
      return createPayment(ctx, order, amount, args, metadata, method);
    };
  }
}
