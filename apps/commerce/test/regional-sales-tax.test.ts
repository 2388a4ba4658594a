import { beforeAll, describe, expect, it } from "vitest";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, payWithCard, type ShopOrder, ShopSession } from "./shop-session.ts";

/** Bouncer Bliss: 229.00 before tax on the US shelf, 309.00 CAD on the Canadian one (shelf price table). */
const blissUsd = 22900;
/** Standard delivery, taxed at the zone rate (US 0 %). */
const standardUsd = 995;

describe("sales tax by the ship-to state or province", () => {
  const server = seededSqliteServer("sales-tax");
  let blissVariantId: string;

  beforeAll(async () => {
    const found = await new ShopSession(server.url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "bouncer-bliss") { variants { id } } }',
    );
    blissVariantId = found.product.variants[0]?.id ?? "";
  });

  /** Two bouncers shipped to a state or province, paid; the settled order. */
  async function paidOrder(channel: string, countryCode: string, province: string): Promise<ShopOrder> {
    const session = new ShopSession(server.url, channel);
    const arranged = await checkoutUpToPayment(session, blissVariantId, { countryCode, province }, 2);
    expect(arranged.state, arranged.transitionError).toBe("ArrangingPayment");
    const paid = await payWithCard(session, `test-card-${channel}`, testCards.success);
    expect(paid.state).toBe("PaymentSettled");
    return paid;
  }

  /** The order's taxes on goods; Vendure names the shipping's (the zone rate) "shipping tax". */
  const goodsTaxes = (order: ShopOrder) =>
    order.taxSummary
      ?.filter((entry) => entry.description !== "shipping tax")
      .map(({ description, taxRate }) => ({ description, taxRate }));

  it("adds New York's 4 % and California's 7.25 % state sales tax on top of the US prices", async () => {
    const newYork = await paidOrder("us", "US", "NY");
    expect(goodsTaxes(newYork)).toEqual([{ description: "Sales tax (New York)", taxRate: 4 }]);
    expect(newYork.lines?.[0]?.unitPriceWithTax).toBe(23816); // 229.00 × 1.04
    expect(newYork.subTotal).toBe(2 * blissUsd);
    expect(newYork.subTotalWithTax).toBe(47632);
    expect(newYork.totalWithTax).toBe(47632 + standardUsd);
    expect(newYork.payments).toEqual([{ state: "Settled", amount: 47632 + standardUsd }]);

    const california = await paidOrder("us", "US", "ca");
    expect(goodsTaxes(california)).toEqual([{ description: "Sales tax (California)", taxRate: 7.25 }]);
    expect(california.subTotalWithTax).toBe(49121); // 458.00 × 1.0725 = 491.205, rounded
    expect(california.totalWithTax).toBe(49121 + standardUsd);
  });

  it("adds nothing in Oregon, which has no sales tax", async () => {
    const oregon = await paidOrder("us", "US", "OR");
    expect(goodsTaxes(oregon)).toEqual([]);
    expect(oregon.subTotalWithTax).toBe(2 * blissUsd);
    expect(oregon.totalWithTax).toBe(2 * blissUsd + standardUsd);
  });

  it("takes the province's taxes in Canada: GST and QST in Quebec, one HST in Nova Scotia", async () => {
    const quebec = await paidOrder("ca", "CA", "QC");
    expect(goodsTaxes(quebec)).toEqual([
      { description: "GST (Quebec)", taxRate: 5 },
      { description: "QST (Quebec)", taxRate: 9.975 },
    ]);
    const net = quebec.subTotal ?? 0;
    expect(quebec.subTotalWithTax).toBe(Math.round(net * 1.14975));

    const novaScotia = await paidOrder("ca", "CA", "Nova Scotia");
    expect(goodsTaxes(novaScotia)).toEqual([{ description: "HST (Nova Scotia)", taxRate: 14 }]);
  });

  it("stops a US checkout without a state, or with an unknown one, before payment with the reason", async () => {
    const missing = await checkoutUpToPayment(new ShopSession(server.url, "us"), blissVariantId, {
      countryCode: "US",
      province: "",
    });
    expect(missing.errorCode).toBe("ORDER_STATE_TRANSITION_ERROR");
    expect(missing.transitionError).toBe(
      "The shipping address has no US state; sales tax depends on it: set the address's province to the state's two-letter code (e.g. AL)",
    );

    const unknown = await checkoutUpToPayment(new ShopSession(server.url, "us"), blissVariantId, {
      countryCode: "US",
      province: "Ontario",
    });
    expect(unknown.errorCode).toBe("ORDER_STATE_TRANSITION_ERROR");
    expect(unknown.transitionError).toMatch(/^"Ontario" is not a US state; /);
  });
});
