import { randomUUID } from "node:crypto";
import { LanguageCode, PaymentMethodHandler } from "@vendure/core";
import { testCardOutcome } from "./test-cards.ts";

export const testPaymentHandlerCode = "hushling-test-card";

/**
 * Settles, declines or fails a payment by the card number in `metadata.cardNumber` (see test-cards.ts).
 * No money moves and no card data is stored: only the last four digits stay in the payment metadata.
 */
export const testPaymentHandler = new PaymentMethodHandler({
  code: testPaymentHandlerCode,
  description: [{ languageCode: LanguageCode.en, value: "Test cards (development and CI only)" }],
  args: {},
  createPayment: async (_ctx, _order, amount, _args, metadata) => {
    const outcome = testCardOutcome(metadata.cardNumber);
    const last4 = typeof metadata.cardNumber === "string" ? metadata.cardNumber.replace(/\D/g, "").slice(-4) : "";
    // plugins/checkout-guard has already checked the order and reserved its stock.
    if (outcome === "success") {
      return { amount, state: "Settled", transactionId: `test_${randomUUID()}`, metadata: { last4 } };
    }
    if (outcome === "error") {
      return { amount, state: "Error", errorMessage: "The test card processor failed", metadata: { last4 } };
    }
    const errorMessage = outcome === "decline" ? "The card was declined" : "Unknown test card number";
    return { amount, state: "Declined", errorMessage, metadata: { last4, errorMessage } };
  },
  settlePayment: async () => ({ success: true }),
  // Refunds of test payments always go through; the Admin API's refundOrder moves money, not stock.
  createRefund: async () => ({ state: "Settled", transactionId: `test_refund_${randomUUID()}` }),
});
