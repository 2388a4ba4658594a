import { localShelfPrice } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { storefrontTaxes } from "../src/storefront-channels/storefront-taxes.ts";
import { AdminSession } from "./admin-session.ts";
import { auditOrders } from "./order-audit.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

type BundleVariant = {
  id: string;
  sku: string;
  price: number;
  priceWithTax: number;
  stockLevel: string;
  bundle: { components: Array<{ sku: string; quantity: number }>; saleableStock: number } | null;
};
const bundleQuery = (slug: string) =>
  `{ product(slug: "${slug}") { variants { id sku price priceWithTax stockLevel bundle { components { sku quantity } saleableStock } } } }`;

describe("bundles through the Shop API", () => {
  const server = seededSqliteServer("bundles");

  const bundleVariant = async (channel = "us", slug = "bouncer-bliss-soft-friends-set") => {
    const found = await new ShopSession(server.url, channel).call<{ product: { variants: BundleVariant[] } | null }>(
      bundleQuery(slug),
    );
    const variant = found.product?.variants[0];
    if (!variant) throw new Error(`no bundle ${slug} in ${channel}`);
    return variant;
  };

  it("lists the bouncer bliss set with its components and its scarcest component's stock", async () => {
    const variant = await bundleVariant();
    expect(variant.sku).toBe("HL-BOUNCER-BLISS-SOFT-FRIENDS-SET");
    expect(variant.bundle?.components).toEqual([
      { sku: "HL-BOUNCER-BLISS-SAND-GRAY", quantity: 1 },
      { sku: "HL-SOFT-FRIENDS-ELEPHANT", quantity: 1 },
    ]);
    // Bouncer Bliss has 40 on hand, the elephant 60.
    expect(variant.bundle?.saleableStock).toBe(40);
    expect(variant.stockLevel).toBe("IN_STOCK");
    const plain = await new ShopSession(server.url, "us").call<{ product: { variants: BundleVariant[] } }>(
      bundleQuery("bouncer-bliss"),
    );
    expect(plain.product.variants[0]?.bundle).toBeNull();
  });

  it("refuses to raise a bundle line above the sets its components allow", async () => {
    const variant = await bundleVariant();
    const session = new ShopSession(server.url, "us");
    type LineResult = {
      lines?: Array<{ id: string; quantity: number }>;
      errorCode?: string;
      interceptorError?: string;
    };
    const result = `... on Order { lines { id quantity } } ... on ErrorResult { errorCode } ... on OrderInterceptorError { interceptorError }`;
    const added = await session.call<{ addItemToOrder: LineResult }>(
      `mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ${result} } }`,
      { id: variant.id },
    );
    const lineId = added.addItemToOrder.lines?.[0]?.id;
    const adjusted = await session.call<{ adjustOrderLine: LineResult }>(
      `mutation($line: ID!, $quantity: Int!) { adjustOrderLine(orderLineId: $line, quantity: $quantity) { ${result} } }`,
      { line: lineId, quantity: 41 },
    );
    expect(adjusted.adjustOrderLine.interceptorError).toBe(
      "Only 40 of HL-BOUNCER-BLISS-SOFT-FRIENDS-SET left in stock",
    );
    await session.call(`mutation($line: ID!) { removeOrderLine(orderLineId: $line) { ... on Order { id } } }`, {
      line: lineId,
    });
  });

  it("sells the set below its components' sum at the shelf price of every storefront currency", async () => {
    for (const storefront of storefrontRegistry.storefronts) {
      const variant = await bundleVariant(storefront.id);
      const shelf = storefrontTaxes[storefront.id].pricesIncludeTax ? variant.priceWithTax : variant.price;
      expect(shelf, storefront.id).toBe(localShelfPrice(23900, storefront.currency));
      const sum = localShelfPrice(22900, storefront.currency) + localShelfPrice(2400, storefront.currency);
      expect(shelf, storefront.id).toBeLessThan(sum);
    }
  });

  it("takes each component off stock when a bundle order is paid", async () => {
    const before = await bundleVariant();
    const session = new ShopSession(server.url, "us");
    const arranged = await checkoutUpToPayment(session, before.id, "US", 2);
    expect(arranged.state).toBe("ArrangingPayment");
    const paid = await payWithCard(session, "test-card-us", testCards.success);
    expect(paid.state).toBe("PaymentSettled");
    expect(paid.lines?.[0]?.productVariant.sku).toBe("HL-BOUNCER-BLISS-SOFT-FRIENDS-SET");
    expect((await bundleVariant()).bundle?.saleableStock).toBe(38);
  });

  it("leaves the order audit nothing to report after a bundle is paid: its components hold the stock", async () => {
    // The crash tests and the bench audit shops that sell bundles: the audit must count sets as components.
    const audit = await auditOrders(server.url);
    expect(audit.settled.size).toBeGreaterThan(0);
    expect(audit.stockMismatches).toEqual([]);
  });

  /** A paid order of `sets` bouncer bliss sets; the components' stock as the Admin API reports it. */
  const payForSets = async (sets: number) => {
    const bundle = await bundleVariant();
    const session = new ShopSession(server.url, "us");
    await checkoutUpToPayment(session, bundle.id, "US", sets);
    const paid = await payWithCard(session, "test-card-us", testCards.success);
    expect(paid.state).toBe("PaymentSettled");
    return paid.id ?? "";
  };
  const elephantStock = async (admin: AdminSession) => {
    const data = await admin.call<{
      productVariants: { items: Array<{ stockOnHand: number; stockAllocated: number }> };
    }>(
      '{ productVariants(options: { filter: { sku: { eq: "HL-SOFT-FRIENDS-ELEPHANT" } } }) { items { stockOnHand stockAllocated } } }',
    );
    return data.productVariants.items[0];
  };

  it("returns the components to stock when an admin cancels a paid bundle order", async () => {
    const admin = new AdminSession(server.url);
    const before = { saleable: (await bundleVariant()).bundle?.saleableStock, elephant: await elephantStock(admin) };
    const orderId = await payForSets(3);
    expect((await bundleVariant()).bundle?.saleableStock).toBe((before.saleable ?? 0) - 3);
    expect((await elephantStock(admin))?.stockAllocated).toBe((before.elephant?.stockAllocated ?? 0) + 3);

    const cancelled = await admin.call<{ cancelOrder: { state?: string; errorCode?: string } }>(
      `mutation($id: ID!) { cancelOrder(input: { orderId: $id, reason: "customer changed their mind" }) {
        ... on Order { state } ... on ErrorResult { errorCode } } }`,
      { id: orderId },
    );
    expect(cancelled.cancelOrder.state).toBe("Cancelled");
    expect((await bundleVariant()).bundle?.saleableStock).toBe(before.saleable);
    expect(await elephantStock(admin)).toEqual(before.elephant);
  });

  it("refunds the money alone without moving stock, and restocks once when the refund cancels the lines", async () => {
    const admin = new AdminSession(server.url);
    const before = (await bundleVariant()).bundle?.saleableStock ?? 0;
    const orderId = await payForSets(1);
    const order = await admin.call<{
      order: { lines: Array<{ id: string }>; payments: Array<{ id: string; amount: number }> };
    }>("query($id: ID!) { order(id: $id) { lines { id } payments { id amount } } }", { id: orderId });
    const payment = order.order.payments[0];
    const refunded = await admin.call<{ refundOrder: { state?: string; total?: number; errorCode?: string } }>(
      `mutation($payment: ID!, $amount: Money!) { refundOrder(input: { paymentId: $payment, amount: $amount, shipping: 0, adjustment: 0, reason: "returned" }) {
        ... on Refund { state total } ... on ErrorResult { errorCode } } }`,
      { payment: payment?.id, amount: payment?.amount },
    );
    // Vendure 3.7 still stores the deprecated shipping and adjustment columns as NOT NULL: send zeros.
    expect(refunded.refundOrder).toEqual({ state: "Settled", total: payment?.amount });
    // A refund is money only, as for every product; the Admin's refund dialog also cancels the lines.
    expect((await bundleVariant()).bundle?.saleableStock).toBe(before - 1);

    const lines = order.order.lines.map((line) => ({ orderLineId: line.id, quantity: 1 }));
    await admin.call(
      "mutation($id: ID!, $lines: [OrderLineInput!]!) { cancelOrder(input: { orderId: $id, lines: $lines }) { __typename } }",
      { id: orderId, lines },
    );
    expect((await bundleVariant()).bundle?.saleableStock).toBe(before);
  });

  it("refuses the payment, and new carts, once a component sells out", async () => {
    const bundle = await bundleVariant();
    const early = new ShopSession(server.url, "us");
    expect((await checkoutUpToPayment(early, bundle.id, "US")).state).toBe("ArrangingPayment");

    // Another shopper buys every remaining elephant (60 - 2 sold in sets).
    const elephant = await new ShopSession(server.url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "soft-friends-elephant") { variants { id } } }',
    );
    const rival = new ShopSession(server.url, "us");
    await checkoutUpToPayment(rival, elephant.product.variants[0]?.id ?? "", "US", 58);
    expect((await payWithCard(rival, "test-card-us", testCards.success)).state).toBe("PaymentSettled");

    const soldOut = await bundleVariant();
    expect(soldOut.bundle?.saleableStock).toBe(0);
    expect(soldOut.stockLevel).toBe("OUT_OF_STOCK");

    const refused = await payWithCard(early, "test-card-us", testCards.success);
    expect(refused.errorCode).toBe("PAYMENT_DECLINED_ERROR");
    expect(refused.paymentErrorMessage).toMatch(/Out of stock: .*Elephant/);

    const late = new ShopSession(server.url, "us");
    const added = await late.call<{ addItemToOrder: { errorCode?: string; interceptorError?: string } }>(
      `mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
        ... on ErrorResult { errorCode } ... on OrderInterceptorError { interceptorError } } }`,
      { id: bundle.id },
    );
    expect(added.addItemToOrder.errorCode).toBe("ORDER_INTERCEPTOR_ERROR");
    expect(added.addItemToOrder.interceptorError).toMatch(/Out of stock: HL-BOUNCER-BLISS-SOFT-FRIENDS-SET/);
  });

  it("seeds the other sets in their categories with translated slugs", async () => {
    const meal = await bundleVariant("us", "tiny-tasters-first-meal-set");
    expect(meal.bundle?.components.map((component) => component.quantity)).toEqual([1, 1, 1]);
    const crib = await bundleVariant("de", "babybett-schlafset");
    expect(crib.bundle?.components).toContainEqual({ sku: "HL-FITTED-SHEET-FOR-BABY-CRIB-CHALK-WHITE", quantity: 2 });
    expect(crib.priceWithTax).toBe(localShelfPrice(49900, "EUR"));
  });
});
