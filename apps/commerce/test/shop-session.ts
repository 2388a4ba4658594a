import {
  createShopClient,
  type OrderResult,
  type ShopApiOptions,
  type ShopClient,
  type ShopErrorResult,
  TypedDocumentString,
} from "@hushling/shop-api";
import { shopBusyMessage } from "../src/api-protection/database-busy.ts";
import { checkoutBusyMessage } from "../src/plugins/checkout-guard/checkout-guard.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";

type ShopOrderOrError = Extract<OrderResult, { ok: true }>["order"] | ShopErrorResult;
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueIn<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * A shopper's Shop API session in one channel, on the shared client (@hushling/shop-api), which keeps
 * the bearer token Vendure hands out with the first order. `client` has the typed operations;
 * `call` runs a query written in the test.
 */
export class ShopSession {
  readonly client: ShopClient;

  /** `fetch` replaces the global one, e.g. to give up on slow answers as an impatient shopper does. */
  constructor(url: string, channel: string, language = "en", fetch?: ShopApiOptions["fetch"]) {
    this.client = createShopClient({
      shopApiUrl: `${url}/shop-api`,
      channelToken: channel,
      languageCode: language,
      fetch,
    });
  }

  call<T>(query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>): Promise<T> {
    return this.client.api.request(new TypedDocumentString<T, Record<string, unknown>>(query), variables, headers);
  }
}

/** The Order fields the tests read in queries they write themselves. */
export const orderFields = `id code state currencyCode totalQuantity subTotal subTotalWithTax shippingWithTax totalWithTax
  taxSummary { description taxRate taxBase taxTotal }
  lines { quantity unitPrice unitPriceWithTax productVariant { sku } }
  payments { state amount }
  customFields { awinId cjEventId giftMessage }`;
/** For mutations that answer an Order or an ErrorResult. */
export const orderResultFields = `... on Order { ${orderFields} } ... on ErrorResult { errorCode message }`;

/**
 * An order or the ErrorResult answered instead, as one object whose fields are all optional: the
 * generated Order fields plus `errorCode`, `message` and each error's detail, e.g. `paymentErrorMessage`
 * (why the payment handler declined or failed) or `transitionError` (why the order could not change state).
 */
export type ShopOrder = { [K in KeysOfUnion<ShopOrderOrError>]?: ValueIn<ShopOrderOrError, K> };

function flatten(result: OrderResult<ShopErrorResult>): ShopOrder {
  return result.ok ? result.order : result.error;
}

export type ShopCustomer = { emailAddress: string; firstName: string; lastName: string };

const guest: ShopCustomer = { emailAddress: "parent@example.com", firstName: "Sam", lastName: "Rivera" };

/** Where an order ships: the country, and the state or province where the tax depends on it. */
export type ShipTo = { countryCode: string; province: string };

/**
 * US and CA orders need their state or province for sales tax (plugins/regional-sales-tax); tests that
 * name only the country ship to one taxed region there.
 */
const taxedRegionFor: Record<string, string> = { US: "NY", CA: "ON" };

export function shipToCountry(countryCode: string): ShipTo {
  return { countryCode, province: taxedRegionFor[countryCode] ?? "" };
}

/**
 * Puts one variant in a new order and takes it to ArrangingPayment, as the checkout page does. An
 * error on the way (a refused address, say) shows in the answer of the last step that needs it.
 */
export async function checkoutUpToPayment(
  session: ShopSession,
  variantId: string,
  shipTo: string | ShipTo,
  quantity = 1,
  customer: ShopCustomer = guest,
): Promise<ShopOrder> {
  const { countryCode, province } = typeof shipTo === "string" ? shipToCountry(shipTo) : shipTo;
  const { client } = session;
  const added = await client.addToOrder(variantId, quantity);
  if (!added.ok) return flatten(added);
  await client.setCustomer(customer);
  await client.setShippingAddress({
    fullName: "Sam Rivera",
    streetLine1: "1 Example Street",
    city: "Exampleton",
    province,
    postalCode: "12345",
    countryCode,
  });
  const methods = await client.eligibleShippingMethods();
  const standard = methods.find((method) => method.code.startsWith("standard-"));
  if (!standard) throw new Error("no standard shipping method");
  await client.setShippingMethod(standard.id);
  return flatten(await client.transitionToArrangingPayment());
}

export async function payWithCard(session: ShopSession, method: string, cardNumber: string): Promise<ShopOrder> {
  return flatten(await session.client.addPayment({ method, metadata: { cardNumber } }));
}

/** One payment with the test card that succeeds; the shop's "very busy" answer (its connection pool ran dry) reads as a busy checkout. */
async function payOrHearBusy(session: ShopSession): Promise<ShopOrder> {
  try {
    return await payWithCard(session, "test-card-us", testCards.success);
  } catch (error) {
    if (error instanceof Error && error.message.includes(shopBusyMessage)) {
      return { paymentErrorMessage: checkoutBusyMessage };
    }
    throw error;
  }
}

/**
 * Everyone pays at once; whoever is told the checkout is busy (a lock wait ran out on PostgreSQL, or
 * no connection came free) pays again, as a shopper would, until every answer is final: paid or
 * refused for good.
 */
export async function payUntilFinal(sessions: ShopSession[]): Promise<ShopOrder[]> {
  const answers = await Promise.all(sessions.map(payOrHearBusy));
  const busy = sessions.filter((_, index) => answers[index]?.paymentErrorMessage === checkoutBusyMessage);
  if (busy.length === 0) return answers;
  const retried = await payUntilFinal(busy);
  return answers.map((answer) =>
    answer.paymentErrorMessage === checkoutBusyMessage ? (retried.shift() as ShopOrder) : answer,
  );
}
