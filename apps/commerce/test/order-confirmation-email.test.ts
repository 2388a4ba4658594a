import { beforeAll, describe, expect, it } from "vitest";
import { orderEmailTaxWords } from "../src/plugins/order-email/order-email-tax-words.ts";
import { orderEmailWords } from "../src/plugins/order-email/order-email-words.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { emailTo } from "./dev-mailbox.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

/** Handlebars escapes HTML in the body: compare against the same escaping. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

describe("order confirmation email", () => {
  const server = seededSqliteServer("email");
  let blissId: string;

  /** Pays for a bouncer in a storefront and language; returns the order code and the variant's local name. */
  async function buy(channel: string, language: string, country: string, emailAddress: string) {
    const session = new ShopSession(server.url, channel, language);
    const found = await session.call<{ product: { variants: Array<{ id: string; name: string }> } }>(
      "query($id: ID!) { product(id: $id) { variants { id name } } }",
      { id: blissId },
    );
    const variant = found.product.variants[0];
    if (!variant) throw new Error("no variant");
    const customer = { emailAddress, firstName: "Kim", lastName: "Lindqvist" };
    const arranged = await checkoutUpToPayment(session, variant.id, country, 2, customer);
    expect(arranged.state).toBe("ArrangingPayment");
    const paid = await payWithCard(session, `test-card-${channel}`, testCards.success);
    expect(paid.state).toBe("PaymentSettled");
    return { code: paid.code ?? "", itemName: variant.name, order: paid };
  }

  beforeAll(async () => {
    const us = new ShopSession(server.url, "us");
    blissId = (await us.call<{ product: { id: string } }>('{ product(slug: "bouncer-bliss") { id } }')).product.id;
  });

  it("reaches the customer in English with the order code, the items and the total", async () => {
    const { code, itemName } = await buy("us", "en", "US", "en-shopper@example.com");
    const email = await emailTo(server.url, "en-shopper@example.com");
    expect(email.subject).toBe(`Your Hushling order ${code}`);
    expect(email.from).toBe('"Hushling" <hello@hushling.example>');
    expect(email.body).toContain(code);
    expect(email.body).toContain(`2 × ${escaped(itemName)}`);
    expect(email.body).toContain("Dear Kim Lindqvist,");
    expect(email.body).toContain('lang="en-US"');
  });

  it("is written in the storefront's language, with local money", async () => {
    const { code, itemName } = await buy("de", "de", "DE", "de-shopper@example.com");
    const email = await emailTo(server.url, "de-shopper@example.com");
    expect(email.subject).toBe(`Ihre Hushling-Bestellung ${code}`);
    expect(email.body).toContain(orderEmailWords.de.thanks);
    expect(email.body).toContain(`2 × ${escaped(itemName)}`);
    expect(email.body).toMatch(/\d\.?\d*,\d\d\s€/);
    expect(email.body).not.toContain("Thank you");
    // The shipping address names the country in the shopper's language too.
    expect(email.body).toContain("Deutschland");
  });

  it("follows the shopper's language choice in a storefront with several, in any script", async () => {
    const french = await buy("ca", "fr", "CA", "ca-fr-shopper@example.com");
    const fr = await emailTo(server.url, "ca-fr-shopper@example.com");
    expect(fr.subject).toBe(`Votre commande Hushling ${french.code}`);
    expect(fr.body).toContain(`2 × ${escaped(french.itemName)}`);
    expect(fr.body).toContain('lang="fr-CA"');

    const japanese = await buy("jp", "ja", "JP", "jp-shopper@example.com");
    const ja = await emailTo(server.url, "jp-shopper@example.com");
    expect(ja.subject).toBe(`Hushling ご注文 ${japanese.code}`);
    expect(ja.body).toContain(orderEmailWords.ja.thanks);
    expect(ja.body).toContain("Kim Lindqvist 様");
  });

  it("shows lines on the product page's basis: before tax with a tax line on us, with tax on de", async () => {
    const money = (amount: number, currency: string, locale: string) =>
      new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100);
    const us = await buy("us", "en", "US", "us-tax-shopper@example.com");
    const usLine = us.order.lines?.[0];
    const usTax = (us.order.totalWithTax ?? 0) - (us.order.total ?? 0);
    expect(usTax).toBeGreaterThan(0); // the test address is in a taxed state
    const usEmail = (await emailTo(server.url, "us-tax-shopper@example.com")).body;
    expect(usEmail).toContain(money(usLine?.linePrice ?? -1, "USD", "en-US"));
    expect(usEmail).not.toContain(money(usLine?.linePriceWithTax ?? -1, "USD", "en-US"));
    expect(usEmail).toContain(`>${orderEmailTaxWords.en.tax}</td>`);
    expect(usEmail).toContain(money(usTax, "USD", "en-US"));

    const de = await buy("de", "de", "DE", "de-tax-shopper@example.com");
    const deLine = de.order.lines?.[0];
    const deEmail = (await emailTo(server.url, "de-tax-shopper@example.com")).body;
    expect(deEmail).toContain(money(deLine?.linePriceWithTax ?? -1, "EUR", "de-DE"));
    expect(deEmail).not.toContain(money(deLine?.linePrice ?? -1, "EUR", "de-DE"));
    expect(deEmail).toContain(orderEmailTaxWords.de.taxIncluded);
  });
});
