import type { OrderProcess, OrderState } from "@vendure/core";
import { checkoutRefusal } from "./checkout-rules.ts";

const paymentStates = new Set<OrderState>(["PaymentAuthorized", "PaymentSettled"]);

/**
 * The checkout rules as part of Vendure's order process: an order reaches ArrangingPayment, and
 * leaves it paid, only while it passes them; the shopper sees the reason as an
 * OrderStateTransitionError.
 */
export const checkoutOrderProcess: OrderProcess<OrderState> = {
  onTransitionStart: (fromState, toState, { ctx, order }) => {
    const toPayment =
      toState === "ArrangingPayment" || (fromState === "ArrangingPayment" && paymentStates.has(toState));
    if (!toPayment) return undefined;
    return checkoutRefusal({
      channelCode: ctx.channel.code,
      shippingAddress: order.shippingAddress,
      lineSkus: order.lines.map((line) => line.productVariant?.sku),
    });
  },
};
