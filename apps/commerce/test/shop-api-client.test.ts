import { readFileSync } from "node:fs";
import {
  createShopClient,
  memorySessionTokenStore,
  ShopApiError,
  type ShopClient,
  type ShopFetch,
  TypedDocumentString,
} from "@hushling/shop-api";
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/commerce-settings.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";

/** A fetch that records the headers of every request before sending it for real. */
function headerRecordingFetch(): { fetch: ShopFetch; sent: Array<Record<string, string>> } {
  const sent: Array<Record<string, string>> = [];
  const recording: ShopFetch = (url, init) => {
    sent.push({ ...(init.headers as Record<string, string>) });
    return fetch(url, init);
  };
  return { sent, fetch: recording };
}

const parent = { emailAddress: "parent@example.com", firstName: "Sam", lastName: "Rivera" };
const newYork = {
  fullName: "Sam Rivera",
  streetLine1: "1 Example Street",
  city: "Brooklyn",
  province: "NY",
  postalCode: "11201",
  countryCode: "US",
};

describe("the Shop API client against the commerce server", () => {
  const server = seededSqliteServer("shop-client");
  let shop: (channelToken: string, options?: { fetch?: ShopFetch; token?: string }) => ShopClient;
  const variantIds = new Map<string, string>();

  beforeAll(async () => {
    shop = (channelToken, options = {}) =>
      createShopClient({
        shopApiUrl: `${server.url}/shop-api`,
        channelToken,
        languageCode: "en",
        fetch: options.fetch,
        session: memorySessionTokenStore(options.token),
      });
    const page = await shop("us").catalogPage(0, 100);
    for (const product of page.products.items) {
      const [variant] = product.variants;
      if (variant) variantIds.set(product.slug, variant.id);
    }
  });
  const variantOf = (slug: string) => {
    const id = variantIds.get(slug);
    if (!id) throw new Error(`no product ${slug} in the us catalog`);
    return id;
  };

  it("places an order from add to payment on one channel, in one session, with the gift add-ons", async () => {
    const { fetch, sent } = headerRecordingFetch();
    const client = shop("us", { fetch });
    expect(await client.activeOrder()).toBeNull();

    const added = await client.addToOrder(variantOf("bouncer-bliss"));
    if (!added.ok) throw new Error(added.message);
    expect(added.order).toMatchObject({ state: "AddingItems", currencyCode: "USD", totalQuantity: 1 });
    const bliss = added.order.lines[0];
    const adjusted = await client.adjustLine(bliss?.id ?? "", 2);
    expect(adjusted.ok && adjusted.order.totalQuantity).toBe(2);

    const withBox = await client.addToOrder(variantOf("gift-box"));
    const boxLine = withBox.ok
      ? withBox.order.lines.find((line) => line.productVariant.product.slug === "gift-box")
      : null;
    expect(boxLine?.quantity).toBe(1);
    // The message is printed on the gift message card, a product of its own: its line comes first.
    expect((await client.addToOrder(variantOf("gift-message"))).ok).toBe(true);
    const gift = await client.setOrderCustomFields({ giftMessage: "Welcome, little one!", awinId: "123456" });
    expect(gift.ok && gift.order.customFields).toEqual({
      giftMessage: "Welcome, little one!",
      awinId: "123456",
      cjEventId: null,
    });
    const set = await client.addToOrder(variantOf("bouncer-bliss-soft-friends-set"));
    const setLine = set.ok ? set.order.lines.find((line) => line.productVariant.bundle) : undefined;
    expect(setLine?.productVariant.bundle?.components.length).toBeGreaterThanOrEqual(2);
    const removed = await client.removeLine(setLine?.id ?? "");
    expect(removed.ok && removed.order.lines.map((line) => line.productVariant.product.slug)).toEqual([
      "bouncer-bliss",
      "gift-box",
      "gift-message",
    ]);

    expect((await client.availableCountries()).map((country) => country.code)).toContain("US");
    const requestsBefore = sent.length;
    const addressed = await client.setCheckoutAddress(parent, newYork);
    if (!addressed.ok) throw new Error(addressed.message);
    expect(sent.length - requestsBefore).toBe(1);
    expect(addressed.order.customer?.emailAddress).toBe("parent@example.com");
    expect(addressed.order.shippingAddress).toMatchObject({ city: "Brooklyn", province: "NY" });
    expect(addressed.order.billingAddress?.postalCode).toBe("11201");
    const methods = await client.eligibleShippingMethods();
    const standard = methods.find((method) => method.code === "standard-us");
    if (!standard) throw new Error(`no standard-us among ${methods.map((method) => method.code)}`);
    const shipped = await client.setShippingMethod(standard.id);
    expect(shipped.ok && shipped.order.shippingLines.map((line) => line.shippingMethod.code)).toEqual(["standard-us"]);

    const arranging = await client.transitionToArrangingPayment();
    expect(arranging.ok && arranging.order.state).toBe("ArrangingPayment");
    const back = await client.transitionToAddingItems();
    expect(back.ok && back.order.state).toBe("AddingItems");
    expect((await client.transitionToArrangingPayment()).ok).toBe(true);

    const payment = (await client.eligiblePaymentMethods()).find((method) => method.code === "test-card-us");
    expect(payment?.isEligible).toBe(true);
    // Already arranging payment: the transition's refusal (from and to ArrangingPayment) is not the answer.
    const declined = await client.placeOrder({ method: "test-card-us", metadata: { cardNumber: testCards.decline } });
    expect(declined.ok).toBe(false);
    if (declined.ok) return;
    expect(declined.error.__typename).toBe("PaymentDeclinedError");
    expect(declined.message).toMatch(/\(PAYMENT_DECLINED_ERROR\)$/);

    // Back to editing after the declined card, as the storefront does: placing arranges payment again.
    expect((await client.transitionToAddingItems()).ok).toBe(true);
    const paid = await client.placeOrder({ method: "test-card-us", metadata: { cardNumber: testCards.success } });
    if (!paid.ok) throw new Error(paid.message);
    expect(paid.order).toMatchObject({ state: "PaymentSettled", active: false, totalQuantity: 4 });
    expect(paid.order.totalWithTax).toBeGreaterThan(paid.order.subTotal);
    expect(paid.order.taxSummary.map((line) => line.description)).toContain("Sales tax (New York)");
    // The lasting confirmation link's token: only a placed order has one, and it opens the order; the
    // code alone does not, not even in the session that just placed it, nor with another order's token.
    expect(paid.order.confirmationToken).toMatch(/^[\w-]{32}$/);
    expect(arranging.ok && arranging.order.confirmationToken).toBeNull();
    await expect(client.orderByCode(paid.order.code)).rejects.toThrow(/not currently authorized/);
    await expect(shop("us").orderByCode(paid.order.code)).rejects.toThrow(/not currently authorized/);
    await expect(shop("us").orderByCode(paid.order.code, "A".repeat(32))).rejects.toThrow(/not currently authorized/);
    const byLink = await shop("us").orderByCode(paid.order.code, paid.order.confirmationToken ?? "");
    expect(byLink?.code).toBe(paid.order.code);
    expect(byLink?.payments?.map((made) => made.state)).toContain("Settled");
    expect(await client.activeOrder()).toBeNull();

    // Every request named the channel; every one after Vendure opened the session sent its token.
    expect(new Set(sent.map((headers) => headers["vendure-token"]))).toEqual(new Set(["us"]));
    const firstWithToken = sent.findIndex((headers) => headers.authorization);
    expect(firstWithToken).toBeGreaterThan(0);
    expect(
      sent.slice(firstWithToken).every((headers) => headers.authorization === sent[firstWithToken]?.authorization),
    ).toBe(true);
  });

  it("keeps the cart with the session token and the prices with the channel token", async () => {
    const us = shop("us");
    const added = await us.addToOrder(variantOf("bouncer-bliss"));
    const token = us.api.session.read();
    expect(token).toBeTruthy();
    // Another client holding the same token (the next page load) finds the same cart; a fresh one has none.
    expect((await shop("us", { token }).activeOrder())?.code).toBe(added.ok ? added.order.code : "no order");
    expect(await shop("us").activeOrder()).toBeNull();

    const de = shop("de");
    const inEuros = await de.addToOrder(variantOf("bouncer-bliss"));
    expect(inEuros.ok && inEuros.order.currencyCode).toBe("EUR");
    expect(de.api.session.read()).not.toBe(token);
  });

  it("surfaces an ErrorResult as a typed result with its message, and a refused request as a ShopApiError", async () => {
    const client = shop("us");
    const added = await client.addToOrder(variantOf("bouncer-bliss"));
    if (!added.ok) throw new Error(added.message);
    await client.setCustomer({ emailAddress: "parent@example.com", firstName: "Sam", lastName: "Rivera" });
    await client.setShippingAddress({ ...newYork, province: "" });
    const [method] = await client.eligibleShippingMethods();
    await client.setShippingMethod(method?.id ?? "");
    const stopped = await client.transitionToArrangingPayment();
    expect(stopped.ok).toBe(false);
    // Placing the order answers the rule that stopped the transition, not the payment's "wrong state".
    const unplaced = await client.placeOrder({ method: "test-card-us", metadata: { cardNumber: testCards.success } });
    expect(!unplaced.ok && unplaced.error).toMatchObject({ __typename: "OrderStateTransitionError" });
    if (stopped.ok) return;
    expect(stopped.error.__typename).toBe("OrderStateTransitionError");
    expect(stopped.error.__typename === "OrderStateTransitionError" && stopped.error.toState).toBe("ArrangingPayment");
    expect(stopped.message).toMatch(/state/i);
    expect(stopped.message).toMatch(/\(ORDER_STATE_TRANSITION_ERROR\)$/);

    const line = added.order.lines[0]?.id ?? "";
    const refused = await client.adjustLine(line, -2).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShopApiError);
    expect(refused).toMatchObject({ kind: "graphql" });
    expect((refused as ShopApiError).message).toContain(
      "AdjustOrderLine: adjustOrderLine: quantity must be a whole number of at least 0, got -2",
    );
  });

  it("answers the address step's first refusal, and stops at a refused address while payment is arranged", async () => {
    const client = shop("us");
    const added = await client.addToOrder(variantOf("bouncer-bliss"));
    if (!added.ok) throw new Error(added.message);
    // The customer's refusal comes first, though the addresses after it were set.
    const twoAddresses = { ...parent, emailAddress: "parent@example.com, other@example.com" };
    const refused = await client.setCheckoutAddress(twoAddresses, newYork);
    expect(!refused.ok && refused.error.__typename).toBe("GuestCheckoutError");

    const addressed = await client.setCheckoutAddress(parent, newYork);
    if (!addressed.ok) throw new Error(addressed.message);
    const [method] = await client.eligibleShippingMethods();
    await client.setShippingMethod(method?.id ?? "");
    expect((await client.transitionToArrangingPayment()).ok).toBe(true);
    // The shipping address is refused by a thrown error: the billing address after it is never set.
    const moved = { ...newYork, city: "Albany", postalCode: "12207" };
    const fixed = await client.setCheckoutAddress(parent, moved).catch((error: unknown) => error);
    expect(fixed).toMatchObject({ kind: "graphql", message: expect.stringContaining("arranging payment") });
    const order = await client.activeOrder();
    expect(order?.billingAddress?.city).toBe("Brooklyn");
    expect(order?.shippingAddress?.city).toBe("Brooklyn");
  });

  it("is served the schema the committed schema.graphql describes", async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true });
    const introspection = await shop("us").api.request(
      new TypedDocumentString<IntrospectionQuery, Record<string, never>>(query),
    );
    // The server's scalar implementations add descriptions the type definitions do not carry.
    const withoutScalarDescriptions = (sdl: string) => sdl.replace(/"""(?:(?!""")[\s\S])*"""\n(scalar )/g, "$1");
    const served = printSchema(lexicographicSortSchema(buildClientSchema(introspection)));
    const committed = readFileSync(`${repoRoot}packages/shop-api/schema.graphql`, "utf8");
    expect(withoutScalarDescriptions(served)).toBe(
      withoutScalarDescriptions(printSchema(lexicographicSortSchema(buildSchema(committed)))),
    );
  });
});
