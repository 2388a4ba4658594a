import { normalizedAddress } from "@hushling/addresses";
import { type OrderResult, ShopApiError, type ShopErrorResult, type ShopOrder } from "@hushling/shop-api";
import { shopClient } from "../cart/cart-session.ts";
import { publishOrder } from "../cart/cart-store.ts";
import { type CheckoutOutcome, failure, placeOf } from "./checkout-refusals.ts";
import type { CardInput, CheckoutDraft, CheckoutStep } from "./checkout-steps.ts";

async function run(step: CheckoutStep, field: string, pending: () => Promise<OrderResult>): Promise<CheckoutOutcome> {
  try {
    const result = await pending();
    if (!result.ok) return placeOf(result.error as ShopErrorResult, result.message, step, field);
    publishOrder(result.order.active ? result.order : null);
    return { ok: true, order: result.order };
  } catch {
    return failure(step, field, "network");
  }
}

/** Back to editing when payment was being arranged: Vendure refuses address and shipping changes then. */
async function editable(language: string): Promise<OrderResult | undefined> {
  const order = await shopClient(language).activeOrder();
  if (order?.state !== "ArrangingPayment") return undefined;
  const back = await shopClient(language).transitionToAddingItems();
  return back.ok ? undefined : back;
}

/**
 * Sends a change at once, since the order is almost always still being edited. Commerce refuses an
 * address or shipping change while payment is arranged (the shopper came back from the review step, or
 * another tab got there) with a GraphQL error that changes nothing: then the order goes back to editing
 * and the change is sent once more. Asking for the order's state first cost a request on every step.
 */
async function whileEditable(language: string, change: () => Promise<OrderResult>): Promise<OrderResult> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ShopApiError && error.kind === "graphql")) throw error;
    const blocked = await editable(language);
    if (blocked) return blocked;
    return change();
  }
}

/** The contact and the address: the guest customer, then shipping and billing at the same address. */
export function saveAddress(language: string, draft: CheckoutDraft): Promise<CheckoutOutcome> {
  const address = normalizedAddress(draft.address);
  const [firstName = "", ...rest] = (address.fullName ?? "").split(/\s+/);
  const customer = { emailAddress: draft.emailAddress.trim(), firstName, lastName: rest.join(" ") || firstName };
  const input = {
    fullName: address.fullName ?? "",
    company: address.company ?? "",
    streetLine1: address.streetLine1 ?? "",
    streetLine2: address.streetLine2 ?? "",
    city: address.city ?? "",
    province: address.province ?? "",
    postalCode: address.postalCode ?? "",
    countryCode: address.countryCode,
  };
  return run("address", "countryCode", () =>
    whileEditable(language, () => shopClient(language).setCheckoutAddress(customer, input)),
  );
}

export type ShippingOption = { id: string; name: string; description: string; price: number; priceWithTax: number };

export async function shippingOptions(language: string): Promise<ShippingOption[] | "network"> {
  try {
    return await shopClient(language).eligibleShippingMethods();
  } catch {
    return "network";
  }
}

export function saveShippingMethod(language: string, shippingMethodId: string): Promise<CheckoutOutcome> {
  return run("shipping", "shippingMethodId", () =>
    whileEditable(language, () => shopClient(language).setShippingMethod(shippingMethodId)),
  );
}

let placing: Promise<CheckoutOutcome> | undefined;

/**
 * Places the order: payment is arranged (Vendure checks address, shipping, served country and stock
 * again), then the card is charged through the storefront's payment method, both in one request. A
 * second call while one runs (a double click) waits for the first instead of paying twice; commerce's checkout guard refuses
 * a second payment from another tab.
 */
export function placeOrder(language: string, card: CardInput): Promise<CheckoutOutcome> {
  placing ??= run("review", "order", async () => {
    const client = shopClient(language);
    const method = (await client.eligiblePaymentMethods()).find((candidate) => candidate.isEligible);
    if (!method) {
      // Vendure lists no methods for a session without an order too: say which it is.
      const refusal = (await client.activeOrder()) ? noMethod : noOrder;
      return { ok: false, error: refusal, message: refusal.message };
    }
    const paid = await client.placeOrder({ method: method.code, metadata: { cardNumber: card.cardNumber } });
    if (!paid.ok) {
      // A declined card leaves the order arranging payment: back to editing, so the shopper may change anything.
      await client.transitionToAddingItems().catch(() => undefined);
    }
    return paid;
  }).finally(() => {
    placing = undefined;
  });
  return placing;
}

const noOrder: ShopErrorResult = {
  __typename: "NoActiveOrderError",
  errorCode: "NO_ACTIVE_ORDER_ERROR",
  message: "There is no active order in this session",
};
const noMethod: ShopErrorResult = {
  __typename: "IneligiblePaymentMethodError",
  errorCode: "INELIGIBLE_PAYMENT_METHOD_ERROR",
  message: "No payment method is available for this order",
  eligibilityCheckerMessage: null,
};

/**
 * A placed order for the confirmation page, opened with its link token: null when commerce refuses
 * the code and token (a wrong or cut-off link), "network" when it cannot be asked. Without a token
 * nothing is asked: the code alone opens no order.
 */
export async function placedOrder(
  language: string,
  code: string,
  token: string,
): Promise<ShopOrder | null | "network"> {
  if (!code || !token) return null;
  try {
    return await shopClient(language).orderByCode(code, token);
  } catch (error) {
    return error instanceof ShopApiError && error.kind === "graphql" ? null : "network";
  }
}
