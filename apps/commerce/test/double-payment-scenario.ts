import { expect } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { checkoutUpToPayment, orderFields, payWithCard, type ShopOrder, ShopSession } from "./shop-session.ts";

/**
 * The same payment submitted twice at once (a double click, a retried request) settles once: the
 * second is declined and the order has one settled payment. Shared by the SQLite and PostgreSQL
 * suites, whose checkout guards keep payments apart in different ways (docs/adr: checkout lock waits).
 */
export async function expectOnePaymentForADoubleSubmission(url: string, variantId: string): Promise<void> {
  const session = new ShopSession(url, "nl");
  const arranged = await checkoutUpToPayment(session, variantId, "NL");
  const both = await Promise.all([
    payWithCard(session, "test-card-nl", testCards.success),
    payWithCard(session, "test-card-nl", testCards.success),
  ]);
  expect(both.filter((order) => order.state === "PaymentSettled")).toHaveLength(1);
  expect(both.filter((order) => order.errorCode)).toHaveLength(1);
  const order = await session.call<{ orderByCode: ShopOrder }>(
    `query($code: String!) { orderByCode(code: $code) { ${orderFields} } }`,
    { code: arranged.code },
    { "x-order-token": both.find((paid) => paid.confirmationToken)?.confirmationToken ?? "" },
  );
  expect(order.orderByCode.payments?.filter((payment) => payment.state === "Settled")).toHaveLength(1);
}
