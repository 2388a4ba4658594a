import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localShelfPrice } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { storefrontTaxes } from "../src/storefront-channels/storefront-taxes.ts";
import {
  ensureCommerceBuild,
  freePort,
  type RunningCommerce,
  seededSqliteDataDir,
  startCommerce,
} from "./commerce-process.ts";
import {
  checkoutUpToPayment,
  orderFields,
  orderResultFields,
  payWithCard,
  type ShopOrder,
  ShopSession,
} from "./shop-session.ts";

describe("checkout through the Shop API", () => {
  let dataDir: string;
  let server: RunningCommerce;
  let blissVariantId: string;

  beforeAll(async () => {
    ensureCommerceBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "hushling-checkout-"));
    const seeded = await seededSqliteDataDir(dataDir);
    server = await startCommerce({ ...seeded, COMMERCE_PORT: String(await freePort()) });
    // Ids are shared by every channel; look the variant up once by its English slug.
    const us = new ShopSession(server.url, "us");
    const found = await us.call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "bouncer-bliss") { variants { id } } }',
    );
    blissVariantId = found.product.variants[0]?.id ?? "";
  });

  afterEach((context) => {
    if (context.task.result?.state === "fail") console.error(server.output().slice(-3000));
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("completes an order in every storefront currency with the local tax treatment", async () => {
    for (const storefront of storefrontRegistry.storefronts) {
      const session = new ShopSession(server.url, storefront.id);
      const country = storefront.countries[0]?.toUpperCase() ?? "";
      const arranged = await checkoutUpToPayment(session, blissVariantId, country);
      expect(arranged.state, storefront.id).toBe("ArrangingPayment");
      const order = await payWithCard(session, `test-card-${storefront.id}`, testCards.success);

      expect(order.state, storefront.id).toBe("PaymentSettled");
      expect(order.currencyCode).toBe(storefront.currency);
      const shelf = localShelfPrice(22900, storefront.currency);
      const { pricesIncludeTax, standardRate } = storefrontTaxes[storefront.id];
      const line = order.lines?.[0];
      // Inclusive: the shelf price is what the shopper pays. Exclusive: tax comes on top at checkout.
      expect(line?.unitPriceWithTax, storefront.id).toBe(
        pricesIncludeTax ? shelf : Math.round(shelf * (1 + standardRate / 100)),
      );
      expect(order.totalWithTax).toBe((order.subTotalWithTax ?? 0) + (order.shippingWithTax ?? 0));
      expect(order.payments).toEqual([{ state: "Settled", amount: order.totalWithTax }]);
    }
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
    );
    expect(order.orderByCode.payments?.filter((payment) => payment.state === "Settled")).toHaveLength(1);
  });

  it("settles one payment when the same payment is submitted twice at once", async () => {
    const session = new ShopSession(server.url, "nl");
    const arranged = await checkoutUpToPayment(session, blissVariantId, "NL");
    const both = await Promise.all([
      payWithCard(session, "test-card-nl", testCards.success),
      payWithCard(session, "test-card-nl", testCards.success),
    ]);
    expect(both.filter((order) => order.state === "PaymentSettled")).toHaveLength(1);
    expect(both.filter((order) => order.errorCode)).toHaveLength(1);
    const order = await session.call<{ orderByCode: ShopOrder }>(
      `query($code: String!) { orderByCode(code: $code) { ${orderFields} } }`,
      { code: arranged.code },
    );
    expect(order.orderByCode.payments?.filter((payment) => payment.state === "Settled")).toHaveLength(1);
  });

  it("reports a processor error without settling the order", async () => {
    const session = new ShopSession(server.url, "de");
    await checkoutUpToPayment(session, blissVariantId, "DE");
    const failed = await payWithCard(session, "test-card-de", testCards.error);
    expect(failed.errorCode).toBe("PAYMENT_FAILED_ERROR");
  });

  it("stores the affiliate ids and the gift message on the order and rejects a malformed affiliate id", async () => {
    const session = new ShopSession(server.url, "us");
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

  it("refuses unknown variants and negative quantities with clear errors and adds no line", async () => {
    const session = new ShopSession(server.url, "us");
    await expect(checkoutUpToPayment(session, "999999", "US")).rejects.toThrow(/No ProductVariant with the id/);
    const negative = await checkoutUpToPayment(session, blissVariantId, "US", -1);
    expect(negative.errorCode).toBe("NEGATIVE_QUANTITY_ERROR");
    // Vendure opens the (empty) active order before it validates the line; no line or stock moves.
    const active = await session.call<{ activeOrder: ShopOrder | null }>(`{ activeOrder { ${orderFields} } }`);
    expect(active.activeOrder?.lines ?? []).toEqual([]);
    expect(active.activeOrder?.totalWithTax ?? 0).toBe(0);
  });
});
