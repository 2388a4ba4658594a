import { emailAddressRefusals, type ShopErrorResult, type ShopOrder } from "@hushling/shop-api";
import type { CheckoutStep, FieldProblem } from "./checkout-steps.ts";

/**
 * Where a refusal belongs on the page and what it says: `problem` is a `checkout.problems.*` key, told in
 * the page's language. Vendure's own sentence is English and names its codes, so it is never shown.
 */
export type CheckoutFailure = { step: CheckoutStep; field: string; problem: FieldProblem };
export type CheckoutOutcome = { ok: true; order: ShopOrder } | { ok: false; failure: CheckoutFailure };

export const failure = (step: CheckoutStep, field: string, problem: FieldProblem): CheckoutOutcome => ({
  ok: false,
  failure: { step, field, problem },
});

/**
 * Vendure's ErrorResults, mapped to the step and field that caused them. Commerce's checkout guard
 * refuses a payment as a declined one with its reason in words (sold out, already paying, address), so
 * the words are read before the type.
 */
export function placeOf(error: ShopErrorResult, message: string, step: CheckoutStep, field: string): CheckoutOutcome {
  if (/out of stock|insufficient/i.test(message) || error.__typename === "InsufficientStockError") {
    return failure("review", "lines", "soldOut");
  }
  if (/no longer awaiting payment|already being processed/i.test(message)) {
    return failure("review", "order", "alreadyPaying");
  }
  // Others were paying for the same items and the wait ran out (PostgreSQL): nothing was charged.
  if (/still being processed/i.test(message)) return failure("review", "order", "busy");
  switch (error.__typename) {
    case "GuestCheckoutError":
      // Commerce refuses anything but one valid address (a list, a line break) with its reason.
      if (Object.values(emailAddressRefusals).includes(error.errorDetail)) {
        return failure("contact", "emailAddress", "emailFormat");
      }
      return failure("contact", "emailAddress", "emailTaken");
    case "EmailAddressConflictError":
      return failure("contact", "emailAddress", "emailTaken");
    case "PaymentDeclinedError":
      return failure("payment", "cardNumber", "declined");
    case "PaymentFailedError":
      return failure("payment", "cardNumber", "processorFailed");
    case "NoActiveOrderError":
      return failure("review", "order", "noOrder");
    default:
      // The order process's refusals (served country, state or province) name their cause in words.
      if (/country|state|province|shipping address/i.test(message)) {
        return failure("address", "countryCode", "addressRefused");
      }
      return failure(step, field, "refused");
  }
}
