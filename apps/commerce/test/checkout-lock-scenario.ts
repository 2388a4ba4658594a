import { expect } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession, countOrders } from "./admin-session.ts";
import { checkoutUpToPayment, orderResultFields, payWithCard, type ShopOrder, ShopSession } from "./shop-session.ts";

const setAddress = `mutation($country: String!, $province: String) { setOrderShippingAddress(input: { fullName: "Sam Rivera", streetLine1: "1 Example Street", city: "Exampleton", province: $province, postalCode: "12345", countryCode: $country }) { ${orderResultFields} } }`;
const transition = `mutation($state: String!) { transitionOrderToState(state: $state) { ${orderResultFields} ... on OrderStateTransitionError { transitionError } } }`;

async function blissVariantId(url: string): Promise<string> {
  const found = await new ShopSession(url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
    '{ product(slug: "bouncer-bliss") { variants { id } } }',
  );
  return found.product.variants[0]?.id ?? "";
}

/**
 * Once an order is arranging payment, its shipping address and method are those its checks ran on:
 * re-addressing it (to a country the shop does not serve, or to a US address without a state) is
 * refused, and the order is paid with the New York tax it was checked for. Going back to AddingItems
 * and re-addressing runs every check again. Shared by the SQLite and PostgreSQL suites.
 */
export async function expectAddressFixedWhileArrangingPayment(url: string): Promise<void> {
  const shopper = new ShopSession(url, "us");
  const arranged = await checkoutUpToPayment(shopper, await blissVariantId(url), { countryCode: "US", province: "NY" });
  expect(arranged.state, arranged.transitionError).toBe("ArrangingPayment");

  for (const [country, province] of [
    ["DE", ""],
    ["US", ""],
  ]) {
    await expect(shopper.call(setAddress, { country, province })).rejects.toThrow(
      'setOrderShippingAddress is refused while the order is arranging payment, because the checks for payment ran on the current address and shipping: call transitionOrderToState(state: "AddingItems")',
    );
  }
  const methods = await shopper.call<{ eligibleShippingMethods: Array<{ id: string; code: string }> }>(
    "{ eligibleShippingMethods { id code } }",
  );
  const express = methods.eligibleShippingMethods.find((method) => method.code.startsWith("express-"));
  await expect(
    shopper.call("mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }", {
      id: [express?.id],
    }),
  ).rejects.toThrow(/setOrderShippingMethod is refused while the order is arranging payment/);

  // Back to the cart: the new address is accepted, and the way to payment checks it again.
  const back = await shopper.call<{ transitionOrderToState: ShopOrder }>(transition, { state: "AddingItems" });
  expect(back.transitionOrderToState.state).toBe("AddingItems");
  await shopper.call(setAddress, { country: "DE", province: "" });
  const refused = await shopper.call<{ transitionOrderToState: ShopOrder }>(transition, { state: "ArrangingPayment" });
  expect(refused.transitionOrderToState.transitionError).toBe(
    "The United States shop (us) does not deliver to DE; the Deutschland shop (de) serves it",
  );
  await shopper.call(setAddress, { country: "US", province: "" });
  const noState = await shopper.call<{ transitionOrderToState: ShopOrder }>(transition, { state: "ArrangingPayment" });
  expect(noState.transitionOrderToState.transitionError).toMatch(/^The shipping address has no US state; /);

  await shopper.call(setAddress, { country: "US", province: "NY" });
  const again = await shopper.call<{ transitionOrderToState: ShopOrder }>(transition, { state: "ArrangingPayment" });
  expect(again.transitionOrderToState.state).toBe("ArrangingPayment");
  const paid = await payWithCard(shopper, "test-card-us", testCards.success);
  expect(paid.state).toBe("PaymentSettled");
  expect(paid.currencyCode).toBe("USD");
  expect(paid.taxSummary?.map((entry) => entry.description)).toContain("Sales tax (New York)");
}

/**
 * A Shop API request without a storefront's `vendure-token` lands in Vendure's default channel, where
 * no storefront rule applies: every order mutation there is refused before an order row exists.
 */
export async function expectNoOrderOutsideStorefronts(url: string): Promise<void> {
  const admin = new AdminSession(url);
  const variantId = await blissVariantId(url);
  const before = await countOrders(admin);
  const outside = new ShopSession(url, "");
  const refusal = /Orders are taken only in a storefront's channel: send the vendure-token header with its id \(us, /;
  await expect(
    outside.call("mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }", {
      id: variantId,
    }),
  ).rejects.toThrow(refusal);
  await expect(outside.call(setAddress, { country: "DE", province: "" })).rejects.toThrow(refusal);
  await expect(
    outside.call('mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }'),
  ).rejects.toThrow(refusal);
  expect(await countOrders(admin)).toBe(before);
}
