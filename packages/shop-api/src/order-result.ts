import type { ShopErrorResultFragment, ShopOrderFragment } from "./generated/shop-api.ts";

/** The order as every cart and checkout operation answers it. */
export type ShopOrder = ShopOrderFragment;
export type ShopOrderLine = ShopOrder["lines"][number];
export type ShopAddress = NonNullable<ShopOrder["shippingAddress"]>;

/** One of Vendure's ErrorResult types, narrowed by `__typename` (e.g. `quantityAvailable` on InsufficientStockError). */
export type ShopErrorResult = ShopErrorResultFragment;

/**
 * What an order mutation did: the updated order, or the ErrorResult Vendure answered with and a
 * sentence that says what went wrong (its message plus the detail the error type carries).
 */
export type OrderResult<Error = ShopErrorResult> =
  | { ok: true; order: ShopOrder }
  | { ok: false; error: Error; message: string };

/** The detail each ErrorResult type carries, as words to add to Vendure's message. */
function detailOf(error: ShopErrorResult): string | undefined {
  switch (error.__typename) {
    case "InsufficientStockError":
      return `${error.quantityAvailable} available`;
    case "OrderLimitError":
      return `at most ${error.maxItems} items per order`;
    case "OrderInterceptorError":
      return error.interceptorError;
    case "OrderStateTransitionError":
      return error.transitionError;
    case "PaymentDeclinedError":
    case "PaymentFailedError":
      return error.paymentErrorMessage;
    case "IneligiblePaymentMethodError":
      return error.eligibilityCheckerMessage ?? undefined;
    case "GuestCheckoutError":
      return error.errorDetail;
    default:
      return undefined;
  }
}

/** A sentence for logs and messages next to a form field: `Vendure's message: detail (ERROR_CODE)`. */
export function describeErrorResult(error: ShopErrorResult): string {
  const detail = detailOf(error);
  const text = detail && !error.message.includes(detail) ? `${error.message}: ${detail}` : error.message;
  return `${text} (${error.errorCode})`;
}

/**
 * The order with its lines in the order the shopper added them. Vendure sorts lines by creation time
 * and then by variant id, and SQLite keeps that time to the second, so two adds in one second could
 * swap places; line ids count up with each add, so they keep the shopper's order.
 */
export function inAddedOrder<Order extends ShopOrder | null>(order: Order): Order {
  if (!order) return order;
  const ids = order.lines.map((line) => Number(line.id));
  if (!ids.every(Number.isSafeInteger)) return order;
  const lines = [...order.lines].sort((a, b) => Number(a.id) - Number(b.id));
  return { ...order, lines };
}

/** Splits a mutation's `Order | ErrorResult` union into an OrderResult typed with the errors it can answer. */
export function orderResult<Answer extends ShopOrder | ShopErrorResult>(
  answer: Answer,
): OrderResult<Exclude<Answer, { __typename: "Order" }>> {
  if (answer.__typename === "Order") return { ok: true, order: inAddedOrder(answer as ShopOrder) };
  const error = answer as Exclude<Answer, { __typename: "Order" }>;
  return { ok: false, error, message: describeErrorResult(error as ShopErrorResult) };
}

/**
 * The answer of a request that runs several order mutations in turn (`SetCheckoutAddress`): the first
 * ErrorResult among the fields before the last, which says what the shopper must fix first, else the
 * last field's answer (the order, or its own ErrorResult).
 */
export function firstRefusal<Before extends { __typename: string }, Last extends ShopOrder | ShopErrorResult>(
  before: Before[],
  last: Last,
): Exclude<Before, { __typename: "Order" }> | Last {
  const refused = before.find(
    (answer): answer is Exclude<Before, { __typename: "Order" }> => answer.__typename !== "Order",
  );
  return refused ?? last;
}
