/** A shopper's Shop API session in one channel: keeps the bearer token Vendure hands out with the first order. */
export class ShopSession {
  private token: string | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly language = "en",
  ) {}

  async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.url}/shop-api?languageCode=${this.language}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "vendure-token": this.channel,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    this.token = response.headers.get("vendure-auth-token") ?? this.token;
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) {
      throw new Error(`${this.channel}: ${body.errors?.map((error) => error.message).join("; ") ?? "no data"}`);
    }
    return body.data;
  }
}

/** The Order fields the tests read. */
export const orderFields = `id code state currencyCode totalQuantity subTotal subTotalWithTax shippingWithTax totalWithTax
  taxSummary { description taxRate taxBase taxTotal }
  lines { quantity unitPrice unitPriceWithTax productVariant { sku } }
  payments { state amount }
  customFields { awinId cjEventId giftMessage }`;
/** For mutations that answer an Order or an ErrorResult. */
export const orderResultFields = `... on Order { ${orderFields} } ... on ErrorResult { errorCode message }`;

export type ShopOrder = {
  id?: string;
  code?: string;
  state?: string;
  currencyCode?: string;
  totalQuantity?: number;
  subTotal?: number;
  subTotalWithTax?: number;
  shippingWithTax?: number;
  totalWithTax?: number;
  taxSummary?: Array<{ description: string; taxRate: number; taxBase: number; taxTotal: number }>;
  lines?: Array<{ quantity: number; unitPrice: number; unitPriceWithTax: number; productVariant: { sku: string } }>;
  payments?: Array<{ state: string; amount: number }>;
  customFields?: { awinId: string | null; cjEventId: string | null; giftMessage: string | null };
  errorCode?: string;
  message?: string;
  /** Why the payment handler declined or failed, e.g. "Out of stock: Cradle Chalk White". */
  paymentErrorMessage?: string;
  /** Why the order could not change state, e.g. a country the storefront does not serve. */
  transitionError?: string;
};

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

/** Puts one variant in a new order and takes it to ArrangingPayment, as the checkout page does. */
export async function checkoutUpToPayment(
  session: ShopSession,
  variantId: string,
  shipTo: string | ShipTo,
  quantity = 1,
  customer: ShopCustomer = guest,
): Promise<ShopOrder> {
  const { countryCode, province } = typeof shipTo === "string" ? shipToCountry(shipTo) : shipTo;
  const added = await session.call<{ addItemToOrder: ShopOrder }>(
    `mutation($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${orderResultFields} } }`,
    { id: variantId, quantity },
  );
  if (added.addItemToOrder.errorCode) return added.addItemToOrder;
  await session.call(
    `mutation($customer: CreateCustomerInput!) { setCustomerForOrder(input: $customer) { ... on Order { id } ... on ErrorResult { errorCode message } } }`,
    { customer },
  );
  await session.call(
    `mutation($country: String!, $province: String) { setOrderShippingAddress(input: { fullName: "Sam Rivera", streetLine1: "1 Example Street", city: "Exampleton", province: $province, postalCode: "12345", countryCode: $country }) { ... on Order { id } ... on ErrorResult { errorCode message } } }`,
    { country: countryCode, province },
  );
  const methods = await session.call<{ eligibleShippingMethods: Array<{ id: string; code: string }> }>(
    "{ eligibleShippingMethods { id code } }",
  );
  const standard = methods.eligibleShippingMethods.find((method) => method.code.startsWith("standard-"));
  if (!standard) throw new Error("no standard shipping method");
  await session.call(
    `mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } ... on ErrorResult { errorCode message } } }`,
    { id: [standard.id] },
  );
  const arranged = await session.call<{ transitionOrderToState: ShopOrder }>(
    `mutation { transitionOrderToState(state: "ArrangingPayment") { ${orderResultFields} ... on OrderStateTransitionError { transitionError } } }`,
  );
  return arranged.transitionOrderToState;
}

export async function payWithCard(session: ShopSession, method: string, cardNumber: string): Promise<ShopOrder> {
  const paid = await session.call<{ addPaymentToOrder: ShopOrder }>(
    `mutation($method: String!, $card: String!) { addPaymentToOrder(input: { method: $method, metadata: { cardNumber: $card } }) { ${orderResultFields} ... on PaymentDeclinedError { paymentErrorMessage } ... on PaymentFailedError { paymentErrorMessage } } }`,
    { method, card: cardNumber },
  );
  return paid.addPaymentToOrder;
}
