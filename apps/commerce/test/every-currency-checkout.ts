import { localShelfPrice } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { expect } from "vitest";
import { regionalTax } from "../src/plugins/regional-sales-tax/regional-tax-lines.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { storefrontTaxes } from "../src/storefront-channels/storefront-taxes.ts";
import { checkoutUpToPayment, payWithCard, ShopSession, shipToCountry } from "./shop-session.ts";

/**
 * The full checkout in every storefront: a Bouncer Bliss (US list price 229.00) bought and paid in the
 * storefront's currency, its first country and default language, with the local tax treatment.
 * Shared by the SQLite and PostgreSQL suites so both databases run the same scenario.
 */
export async function expectCheckoutInEveryCurrency(url: string): Promise<void> {
  const found = await new ShopSession(url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
    '{ product(slug: "bouncer-bliss") { variants { id } } }',
  );
  const blissVariantId = found.product.variants[0]?.id ?? "";
  for (const storefront of storefrontRegistry.storefronts) {
    const language = storefront.languages[0]?.code.replace("-", "_");
    const session = new ShopSession(url, storefront.id, language);
    const shipTo = shipToCountry(storefront.countries[0]?.toUpperCase() ?? "");
    const arranged = await checkoutUpToPayment(session, blissVariantId, shipTo);
    expect(arranged.state, storefront.id).toBe("ArrangingPayment");
    const order = await payWithCard(session, `test-card-${storefront.id}`, testCards.success);

    expect(order.state, storefront.id).toBe("PaymentSettled");
    expect(order.currencyCode).toBe(storefront.currency);
    const shelf = localShelfPrice(22900, storefront.currency);
    const { pricesIncludeTax, standardRate } = storefrontTaxes[storefront.id];
    // US and CA: the ship-to state's or province's taxes (New York 4 %, Ontario's HST 13 %).
    const regional = regionalTax(shipTo.countryCode, shipTo.province);
    const rate =
      regional.kind === "regional" ? regional.lines.reduce((sum, line) => sum + line.taxRate, 0) : standardRate;
    const line = order.lines?.[0];
    // Inclusive: the shelf price is what the shopper pays. Exclusive: tax comes on top at checkout.
    expect(line?.unitPriceWithTax, storefront.id).toBe(pricesIncludeTax ? shelf : Math.round(shelf * (1 + rate / 100)));
    expect(order.totalWithTax).toBe((order.subTotalWithTax ?? 0) + (order.shippingWithTax ?? 0));
    expect(order.payments).toEqual([{ state: "Settled", amount: order.totalWithTax }]);
  }
}
