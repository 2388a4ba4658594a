import type { LanguageCode } from "@hushling/storefronts";
import { EntityHydrator, OrderStateTransitionEvent } from "@vendure/core";
import { EmailEventListener, shippingLinesWithMethod, transformOrderLineAssetUrls } from "@vendure/email-plugin";
import { orderEmailAmounts } from "./order-email-amounts.ts";
import { orderEmailLanguage } from "./order-email-language.ts";
import { orderEmailTaxWords } from "./order-email-tax-words.ts";
import { orderEmailWords } from "./order-email-words.ts";

/**
 * Vendure's order confirmation (sent once an order's payment settles), in the language the shopper
 * checked out in: the subject and every word of the body, with money and the date in the storefront's
 * locale. Product names come translated from the order itself.
 */
export const orderConfirmationHandler = new EmailEventListener("order-confirmation")
  .on(OrderStateTransitionEvent)
  .filter((event) => event.toState === "PaymentSettled" && event.fromState !== "Modifying" && !!event.order.customer)
  .loadData(async ({ event, injector }) => {
    await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
      relations: ["lines.featuredAsset", "shippingLines.shippingMethod"],
    });
    transformOrderLineAssetUrls(event.ctx, event.order, injector);
    const language = orderEmailLanguage(event.ctx.channel.code, event.ctx.languageCode);
    return {
      shippingLines: shippingLinesWithMethod(event.order),
      language,
      pricesIncludeTax: event.ctx.channel.pricesIncludeTax,
    };
  })
  .setRecipient((event) => event.order.customer?.emailAddress ?? "")
  .setFrom("{{ fromAddress }}")
  // A function, not a Handlebars string, so the subject is in the shopper's language too.
  .setSubject((event) => wordsFor(event.data.language.code).subject.replace("{code}", event.order.code))
  .setTemplateVars((event) => {
    const { code, locale } = event.data.language;
    const words = wordsFor(code);
    const name = [event.order.customer?.firstName, event.order.customer?.lastName].filter(Boolean).join(" ");
    return {
      order: event.order,
      amounts: emailAmounts(event.order, event.data.shippingLines, event.data.pricesIncludeTax, code),
      shippingLines: event.data.shippingLines,
      words,
      locale,
      htmlLang: locale,
      greeting: words.greeting.replace("{name}", name),
      orderDate: new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(event.order.orderPlacedAt ?? new Date()),
    };
  });

function wordsFor(code: LanguageCode) {
  return orderEmailWords[code];
}

/** Lines and total rows with their labels, on the channel's price basis. */
function emailAmounts(
  order: Parameters<typeof orderEmailAmounts>[0],
  shippingLines: Parameters<typeof orderEmailAmounts>[1],
  pricesIncludeTax: boolean,
  code: LanguageCode,
) {
  const words = { ...wordsFor(code), ...orderEmailTaxWords[code] };
  const { lines, rows } = orderEmailAmounts(order, shippingLines, pricesIncludeTax);
  return {
    lines,
    rows: rows.map((row) => ({
      ...row,
      label: row.kind === "shipping" ? `${words.shipping} (${row.detail})` : words[row.kind],
      strong: row.kind === "total",
    })),
  };
}
