import { addressScriptFor, formatAddress } from "@hushling/addresses";
import { type LanguageCode, languagePrefix, storefrontRegistry } from "@hushling/storefronts";
import { ConfigService, EntityHydrator, OrderStateTransitionEvent } from "@vendure/core";
import { EmailEventListener, shippingLinesWithMethod, transformOrderLineAssetUrls } from "@vendure/email-plugin";
import { orderLinkToken } from "../order-link/order-link-token.ts";
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
    // The order's page on its storefront (plugins/order-link): the token rides in the fragment, which
    // browsers send neither to a server nor in a Referer. The template prefixes the storefront's origin.
    const secret = String(injector.get(ConfigService).authOptions.cookieOptions.secret ?? "");
    const storefront = storefrontRegistry.storefronts.find((candidate) => candidate.id === event.ctx.channel.code);
    const prefix = storefront ? languagePrefix(storefront, language.code) : "";
    const token = orderLinkToken(secret, event.ctx.channel.code, event.order.code);
    const confirmationPath = `${prefix}/order/?code=${encodeURIComponent(event.order.code)}#token=${token}`;
    return {
      shippingLines: shippingLinesWithMethod(event.order),
      language,
      pricesIncludeTax: event.ctx.channel.pricesIncludeTax,
      confirmationPath,
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
    const address = event.order.shippingAddress;
    return {
      order: event.order,
      amounts: emailAmounts(event.order, event.data.shippingLines, event.data.pricesIncludeTax, code),
      // Laid out as the address's country writes it ("Brooklyn, NY 11201", "10115 Berlin").
      shippingAddressLines: address?.countryCode
        ? formatAddress(address, { script: addressScriptFor(address.countryCode, code), countryName: address.country })
        : [],
      confirmationPath: event.data.confirmationPath,
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
