/**
 * How many accounts and new carts one address may open. Both cost the shop a database row (and an
 * account a welcome e-mail) for a request anyone can send in a loop; a person opens one or two.
 * - Registrations: 5 per address per hour. A family or office sharing one address signs up a few
 *   people; a script that opened 10 accounts in 150 ms gets 5 an hour.
 * - New carts (an order opened by a session without one): 200 per address per 10 minutes. Checkouts
 *   from one address behind a carrier's or an office's NAT stay far below it (the checkout bench, 20
 *   shoppers at once on one machine, opens 100), while an empty-cart flood is held to 20 a minute.
 * Fixed windows, counted in a store shared by every API process (Redis) or in this process (memory).
 */
export type ThrottleRule = { name: "registration" | "newCart"; limit: number; windowMs: number };

export type SignupThrottleLimits = { registrationsPerAddress: number; newCartsPerAddress: number };

export const defaultSignupThrottleLimits: SignupThrottleLimits = {
  registrationsPerAddress: 5,
  newCartsPerAddress: 200,
};

export function signupThrottleRules(limits: SignupThrottleLimits): Record<ThrottleRule["name"], ThrottleRule> {
  return {
    registration: { name: "registration", limit: limits.registrationsPerAddress, windowMs: 60 * 60_000 },
    newCart: { name: "newCart", limit: limits.newCartsPerAddress, windowMs: 10 * 60_000 },
  };
}

/** The Shop API mutations that open an order when the session has none (Vendure creates one for them). */
export const orderOpeningMutations = new Set([
  "addItemToOrder",
  "addItemsToOrder",
  "setOrderCustomFields",
  "setCurrencyCodeForOrder",
  "applyCouponCode",
  "removeCouponCode",
  "removeOrderLine",
  "removeAllOrderLines",
  "adjustOrderLine",
  "transitionOrderToState",
]);

const what: Record<ThrottleRule["name"], string> = {
  registration: "account registrations",
  newCart: "new carts",
};

/** The refusal once `count` (this request included) is over the rule's limit in the window ending at `resetsAt`. */
export function throttleRefusal(rule: ThrottleRule, count: number, resetsAt: number, now: number): string | undefined {
  if (count <= rule.limit) return undefined;
  const minutes = Math.max(1, Math.ceil((resetsAt - now) / 60_000));
  return `Too many ${what[rule.name]} from this address: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
