import { emailAddressRefusals, type ShopErrorResult, type ShopOrder } from "@hushling/shop-api";
import type { CheckoutStep, FieldProblem } from "./checkout-steps.ts";

/**
 * Where a refusal belongs on the page and what it says: `problem` is a `checkout.problems.*` key,
 * `detail` Vendure's own sentence (shown beside the translated message for support).
 */
export type CheckoutFailure = { step: CheckoutStep; field: string; problem: FieldProblem; detail: string };
export type CheckoutOutcome = { ok: true; order: ShopOrder } | { ok: false; failure: CheckoutFailure };

export const failure = (step: CheckoutStep, field: string, problem: FieldProblem, detail = ""): CheckoutOutcome => ({
  ok: false,
  failure: { step, field, problem, detail },
});

/**
 * Vendure's ErrorResults, mapped to the step and field that caused them. Commerce's checkout guard
 * refuses a payment as a declined one with its reason in words (sold out, already paying, address), so
 * the words are read before the type.
 */
export function placeOf(error: ShopErrorResult, message: string, step: CheckoutStep, field: string): CheckoutOutcome {
  if (/out of stock|insufficient/i.test(message) || error.__typename === "InsufficientStockError") {
    return failure("review", "lines", "soldOut", message);
  }
  if (/no longer awaiting payment|already being processed/i.test(message)) {
    return failure("review", "order", "alreadyPaying", message);
  }
  // Others were paying for the same items and the wait ran out (PostgreSQL): nothing was charged.
  if (/still being processed/i.test(message)) return failure("review", "order", "busy", message);
  switch (error.__typename) {
    case "GuestCheckoutError":
      // Commerce refuses anything but one valid address (a list, a line break) with its reason.
      if (Object.values(emailAddressRefusals).includes(error.errorDetail)) {
        return failure("contact", "emailAddress", "emailFormat", message);
      }
      return failure("contact", "emailAddress", "emailTaken", message);
    case "EmailAddressConflictError":
      return failure("contact", "emailAddress", "emailTaken", message);
    case "PaymentDeclinedError":
      return failure("payment", "cardNumber", "declined", message);
    case "PaymentFailedError":
      return failure("payment", "cardNumber", "processorFailed", message);
    case "NoActiveOrderError":
      return failure("review", "order", "noOrder", message);
    default:
      // The order process's refusals (served country, state or province) name their cause in words.
      if (/country|state|province|shipping address/i.test(message)) {
        return failure("address", "countryCode", "addressRefused", message);
      }
      return failure(step, field, "refused", message);
  }
}
