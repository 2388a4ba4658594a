import { performance } from "node:perf_hooks";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { ShopSession } from "../test/shop-session.ts";

/** What the shoppers saw: step timings, and what each shopper believes became of each order. */
export type ShoppingRecord = {
  addToCart: number[];
  checkout: number[];
  /** Order codes the shopper was told are paid (or found paid after trying again). */
  believedPaid: Set<string>;
  /** Order codes the shopper gave up on, believing nothing was charged. */
  believedUnpaid: Set<string>;
  abandoned: number;
  paymentTimeouts: number;
  /** Answers that asked the shopper to try again: a dropped connection, a 5xx, a busy checkout. */
  tryAgain: number;
};

export type ShopperPlan = {
  url: string;
  shoppers: number;
  rounds: number;
  variantIds: string[];
  /** Abandon every 5th checkout after the address, and give up on every 7th payment after 100 ms. */
  misbehave: boolean;
  /**
   * The mean pause before each request, as a person reading the page and typing takes; 0 sends every request
   * as soon as the last is answered (a stress far above 20 people). Pauses are not in the step timings.
   */
  thinkMs: number;
  /** Called after each settled order with the number settled so far (the bench's disruptions hook here). */
  onPaid?: (paidSoFar: number) => void;
};

/**
 * The shoppers' requests in plain GraphQL with Vendure's own fields only: the shared typed client asks
 * for our custom fields, which bare Vendure's schema lacks, and both stacks must get the same client.
 */
const orderAnswer = "... on Order { code state } ... on ErrorResult { errorCode message }";
const errorAnswer = "__typename ... on ErrorResult { errorCode message }";
const documents = {
  add: `mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ${orderAnswer} } }`,
  // The storefront's address step: customer, shipping and billing address in one request (ADR 0057).
  address: `mutation($customer: CreateCustomerInput!, $address: CreateAddressInput!) {
    setCustomerForOrder(input: $customer) { ${errorAnswer} }
    setOrderShippingAddress(input: $address) { ${errorAnswer} }
    setOrderBillingAddress(input: $address) { ${orderAnswer} }
  }`,
  methods: "{ eligibleShippingMethods { id code } }",
  method: `mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ${orderAnswer} } }`,
  paymentMethods: "{ eligiblePaymentMethods { code isEligible } }",
  // The storefront's review step: to ArrangingPayment and the payment in one request.
  pay: `mutation($input: PaymentInput!) {
    transitionOrderToState(state: "ArrangingPayment") { ${errorAnswer} ... on OrderStateTransitionError { transitionError } }
    addPaymentToOrder(input: $input) { ${orderAnswer} }
  }`,
  active: "{ activeOrder { code state } }",
};
type OrderAnswer = { code?: string; state?: string; errorCode?: string; message?: string };

const benchCustomer = { emailAddress: "bench@example.com", firstName: "Sam", lastName: "Rivera" };
const benchAddress = {
  fullName: "Sam Rivera",
  streetLine1: "1 Example Street",
  city: "Exampleton",
  province: "NY",
  postalCode: "12345",
  countryCode: "US",
};
const benchPayment = { method: "test-card-us", metadata: { cardNumber: testCards.success } };

/**
 * The storefront's checkout requests one by one (apps/storefront/app/checkout/checkout-session.ts),
 * named, for a probe that times each step alone: the address step (customer, shipping and billing
 * address), the shipping methods and the chosen one, then the review step's payment methods and the
 * payment (ArrangingPayment and the payment in one request).
 */
export function checkoutSteps(variantId: string) {
  let shippingMethodId = "";
  const step = (name: string, run: (session: ShopSession) => Promise<unknown>) => ({ name, run });
  return [
    step("add to cart", (session) => session.call(documents.add, { id: variantId })),
    step("address", (session) => session.call(documents.address, { customer: benchCustomer, address: benchAddress })),
    step("shipping methods", async (session) => {
      const { eligibleShippingMethods: methods } = await session.call<{
        eligibleShippingMethods: Array<{ id: string; code: string }>;
      }>(documents.methods);
      shippingMethodId = methods.find((method) => method.code.startsWith("standard-"))?.id ?? "";
    }),
    step("shipping method", (session) => session.call(documents.method, { id: [shippingMethodId] })),
    step("payment methods", (session) => session.call(documents.paymentMethods)),
    step("payment", async (session) => {
      const { transitionOrderToState: arranged, addPaymentToOrder: paid } = await session.call<{
        transitionOrderToState: OrderAnswer | null;
        addPaymentToOrder: OrderAnswer;
      }>(documents.pay, { input: benchPayment });
      if (paid.state !== "PaymentSettled") {
        throw new Error(`not paid: ${arranged?.message ?? "arranged"}; ${paid.message ?? paid.state}`);
      }
    }),
  ];
}

/** A shopper tries a failed step again this many times, a little later each time, before giving up. */
const attempts = 30;
/** An impatient shopper's payment request: shorter than a payment takes under load. */
const impatientMs = 100;

async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}

/** A session whose next request, once `giveUpOnNext()` is called, is abandoned after `impatientMs`. */
function shopperSession(url: string) {
  let impatient = false;
  const session = new ShopSession(url, "us", "en", (input, init) => {
    const signal = impatient ? AbortSignal.timeout(impatientMs) : undefined;
    impatient = false;
    return fetch(input, signal ? { ...init, signal } : init);
  });
  return Object.assign(session, {
    giveUpOnNext() {
      impatient = true;
    },
  });
}

/**
 * `shoppers` concurrent shoppers each check out `rounds` one-item orders in the us channel: add to
 * cart, then the storefront's checkout requests (`checkoutSteps`: address, shipping methods and method,
 * payment methods, ArrangingPayment with a test-card payment). A step that
 * fails (connection dropped, server error) is tried again on the same session, as a shopper does when
 * told "try again".
 */
export async function runShoppers(plan: ShopperPlan): Promise<ShoppingRecord> {
  const record: ShoppingRecord = {
    addToCart: [],
    checkout: [],
    believedPaid: new Set(),
    believedUnpaid: new Set(),
    abandoned: 0,
    paymentTimeouts: 0,
    tryAgain: 0,
  };
  const retried = async <T>(step: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await step();
      } catch (error) {
        if (attempt >= attempts) throw error;
        record.tryAgain += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * attempt)));
      }
    }
  };

  // Half to one and a half times the pause: people are not in step, and equal pauses would keep all 20
  // shoppers arriving together, a burst every second.
  const think = () => new Promise((resolve) => setTimeout(resolve, plan.thinkMs * (0.5 + Math.random())));

  const shopper = async (index: number) => {
    for (let round = 0; round < plan.rounds; round += 1) {
      const session = shopperSession(plan.url);
      const variantId = plan.variantIds[(index * plan.rounds + round) % plan.variantIds.length] ?? "";
      if (plan.thinkMs > 0) await think();
      const { addItemToOrder: added } = await timed(record.addToCart, () =>
        retried(() => session.call<{ addItemToOrder: OrderAnswer }>(documents.add, { id: variantId })),
      );
      if (!added.code) throw new Error(`add to cart refused: ${added.message}`);
      const code = added.code;
      const abandon = plan.misbehave && round % 5 === 4;
      const impatient = plan.misbehave && round % 7 === 3;
      const thought = { ms: 0 };
      const started = performance.now();
      const settled = await checkout(session, code, { abandon, impatient, thought });
      record.checkout.push(performance.now() - started - thought.ms);
      if (settled) plan.onPaid?.(record.believedPaid.size);
    }
  };

  /** True when the shopper ends believing the order is paid. */
  const checkout = async (
    session: ReturnType<typeof shopperSession>,
    code: string,
    how: { abandon: boolean; impatient: boolean; thought: { ms: number } },
  ) => {
    const call = async <T>(document: string, variables: Record<string, unknown> = {}) => {
      if (plan.thinkMs > 0) {
        const start = performance.now();
        await think();
        how.thought.ms += performance.now() - start;
      }
      return retried(() => session.call<T>(document, variables));
    };
    await call(documents.address, { customer: benchCustomer, address: benchAddress });
    if (how.abandon) {
      record.abandoned += 1;
      record.believedUnpaid.add(code);
      return false;
    }
    const { eligibleShippingMethods: methods } = await call<{
      eligibleShippingMethods: Array<{ id: string; code: string }>;
    }>(documents.methods);
    const standard = methods.find((method) => method.code.startsWith("standard-"));
    if (!standard) throw new Error("no standard shipping method");
    await call(documents.method, { id: [standard.id] });
    await call(documents.paymentMethods);
    const payment = benchPayment;
    if (how.impatient) {
      record.paymentTimeouts += 1;
      // The answer never comes in time; the shopper pays again on the same order.
      session.giveUpOnNext();
      await session.call(documents.pay, { input: payment }).catch(() => undefined);
    }
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const { transitionOrderToState: arranged, addPaymentToOrder: paid } = await call<{
        transitionOrderToState: (OrderAnswer & { transitionError?: string }) | null;
        addPaymentToOrder: OrderAnswer;
      }>(documents.pay, { input: payment });
      if (paid.state === "PaymentSettled") {
        record.believedPaid.add(code);
        return true;
      }
      const { activeOrder } = await call<{ activeOrder: OrderAnswer | null }>(documents.active);
      // No active order any more: an earlier attempt (the impatient one, or one whose answer was lost) paid it.
      if (activeOrder === null) {
        record.believedPaid.add(code);
        return true;
      }
      // Still adding items: the shop refused the order itself (an order no shop would take is the bench's
      // mistake), and paying 30 times would only hide it in the timings.
      if (activeOrder.state === "AddingItems") {
        throw new Error(`ArrangingPayment refused: ${arranged?.transitionError ?? arranged?.message}`);
      }
      record.tryAgain += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * attempt)));
    }
    record.believedUnpaid.add(code);
    return false;
  };

  await Promise.all(Array.from({ length: plan.shoppers }, (_, index) => shopper(index)));
  return record;
}
