import { beforeAll, describe, expect, it } from "vitest";
import { flushSearchIndexUpdatesTask } from "../src/plugins/search-index-buffer/search-index-buffer.plugin.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession } from "./admin-session.ts";
import { expectOnePaymentForADoubleSubmission } from "./double-payment-scenario.ts";
import { expectCheckoutInEveryCurrency } from "./every-currency-checkout.ts";
import { expectInvalidCartRequestsPersistNothing } from "./invalid-quantity-scenario.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import {
  checkoutUpToPayment,
  orderFields,
  orderResultFields,
  payWithCard,
  type ShopOrder,
  ShopSession,
} from "./shop-session.ts";

describe("checkout through the Shop API", () => {
  const server = seededSqliteServer("checkout");
  let blissVariantId: string;

  beforeAll(async () => {
    // Ids are shared by every channel; look the variant up once by its English slug.
    const us = new ShopSession(server.url, "us");
    const found = await us.call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "bouncer-bliss") { variants { id } } }',
    );
    blissVariantId = found.product.variants[0]?.id ?? "";
  });

  it("completes an order in every storefront currency with the local tax treatment", async () => {
    await expectCheckoutInEveryCurrency(server.url);
  });

  it("keeps the order open after a declined card and takes exactly one payment on the retry", async () => {
    const session = new ShopSession(server.url, "gb");
    await checkoutUpToPayment(session, blissVariantId, "GB");
    const declined = await payWithCard(session, "test-card-gb", testCards.decline);
    expect(declined.errorCode).toBe("PAYMENT_DECLINED_ERROR");

    const paid = await payWithCard(session, "test-card-gb", testCards.success);
    expect(paid.state).toBe("PaymentSettled");
    const retried = await payWithCard(session, "test-card-gb", testCards.success);
    expect(retried.errorCode).toBe("NO_ACTIVE_ORDER_ERROR");
    const order = await session.call<{ orderByCode: ShopOrder }>(
      `query($code: String!) { orderByCode(code: $code) { ${orderFields} } }`,
      { code: paid.code },
      { "x-order-token": paid.confirmationToken ?? "" },
    );
    expect(order.orderByCode.payments?.filter((payment) => payment.state === "Settled")).toHaveLength(1);
  });

  it("settles one payment when the same payment is submitted twice at once", async () => {
    await expectOnePaymentForADoubleSubmission(server.url, blissVariantId);
  });

  it("reports a processor error without settling the order", async () => {
    const session = new ShopSession(server.url, "de");
    await checkoutUpToPayment(session, blissVariantId, "DE");
    const failed = await payWithCard(session, "test-card-de", testCards.error);
    expect(failed.errorCode).toBe("PAYMENT_FAILED_ERROR");
  });

  it("stores the affiliate ids and the gift message on the order and rejects a malformed affiliate id", async () => {
    const session = new ShopSession(server.url, "us");
    const card = await session.call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "gift-message") { variants { id } } }',
    );
    // The message goes with its paid card line (plugins/gift-message).
    await session.client.addToOrder(card.product.variants[0]?.id ?? "", 1);
    await checkoutUpToPayment(session, blissVariantId, "US");
    const set = await session.call<{ setOrderCustomFields: ShopOrder }>(
      `mutation { setOrderCustomFields(input: { customFields: { awinId: "123456", cjEventId: "cj_ab-12", giftMessage: "Welcome, little one!" } }) { ${orderResultFields} } }`,
    );
    expect(set.setOrderCustomFields.customFields).toEqual({
      awinId: "123456",
      cjEventId: "cj_ab-12",
      giftMessage: "Welcome, little one!",
    });
    await expect(
      session.call(
        `mutation { setOrderCustomFields(input: { customFields: { awinId: "<script>" } }) { ${orderResultFields} } }`,
      ),
    ).rejects.toThrow(/awinId must be 1-100 letters/);
  });

  it("stops checkout before payment when the storefront does not serve the shipping country", async () => {
    const session = new ShopSession(server.url, "us");
    const refused = await checkoutUpToPayment(session, blissVariantId, "FR");
    expect(refused.errorCode).toBe("ORDER_STATE_TRANSITION_ERROR");
    expect(refused.transitionError).toBe(
      "The United States shop (us) does not deliver to FR; the France shop (fr) serves it",
    );
  });

  it("refuses zero and negative quantities and unknown variants before any order row exists", async () => {
    await expectInvalidCartRequestsPersistNothing(server.url);
  });

  it("buffers the search-index update of a paid order's stock until the scheduled flush indexes it", async () => {
    type IndexJob = { data: { type: string; ids?: Array<string | number> }; state: string };
    const admin = new AdminSession(server.url);
    const since = new Date().toISOString();
    const indexJobs = async () =>
      (
        await admin.call<{ jobs: { items: IndexJob[] } }>(
          `query($since: DateTime!) { jobs(options: { filter: { queueName: { eq: "update-search-index" },
            createdAt: { after: $since } } }) { items { data state } } }`,
          { since },
        )
      ).jobs.items;
    const session = new ShopSession(server.url, "us");
    await checkoutUpToPayment(session, blissVariantId, "US");
    expect((await payWithCard(session, "test-card-us", testCards.success)).state).toBe("PaymentSettled");

    // Without the buffer, each stock movement queues a re-index job of its own ("update-variants").
    expect((await indexJobs()).filter((job) => job.data.type === "update-variants")).toEqual([]);
    await admin.call("mutation($id: String!) { runScheduledTask(id: $id) { success } }", {
      id: flushSearchIndexUpdatesTask.id,
    });
    const deadline = Date.now() + 60_000;
    let flushed: IndexJob | undefined;
    while (!flushed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      flushed = (await indexJobs()).find(
        (job) => job.data.type === "update-variants-by-id" && job.state === "COMPLETED",
      );
    }
    expect(flushed?.data.ids?.map(String)).toContain(blissVariantId);
  });
});
