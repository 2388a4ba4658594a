import { ecommerceDataLayerPushes, purchase } from "@hushling/analytics";
import type { ShopOrder } from "@hushling/shop-api";
import { pushDataLayer } from "../analytics/data-layer.ts";
import { quietly, searchClient } from "../search/search-session.ts";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { commerceItems } from "./commerce-items.ts";
import { orderPurchaseLines } from "./order-purchase-lines.ts";

/** Orders whose purchase was reported from this browser, so a reload or a bookmark never counts twice. */
const reportedKey = `hushling-reported-orders-${siteSettings.storefront}`;
const keptCodes = 50;

function reportedCodes(): string[] {
  try {
    const codes = JSON.parse(localStorage.getItem(reportedKey) ?? "[]");
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}

/** Paid: the test handler settles at once, a card processor may only authorize first. */
const isPaid = (order: ShopOrder) =>
  order.payments?.some((payment) => payment.state === "Settled" || payment.state === "Authorized") ?? false;

/**
 * Reports a paid order once per browser: GA4's `purchase` in the data layer and the search provider's
 * `order_purchase` (whose bought-together recommendations learn from it). The order code is remembered
 * before either goes, so a reload of the confirmation page (or its link opened again) reports nothing.
 * With storage blocked nothing is remembered, and nothing is reported rather than risking a double
 * count. A failed send to the search service waits in its client's queue for the next page load.
 */
export function reportPurchaseOnce(order: ShopOrder, site: { language: string; pricesIncludeTax: boolean }): boolean {
  // Made on every confirmation, reported or not: making the client sends what an earlier page could not.
  const search = searchClient(site.language);
  if (!isPaid(order)) return false;
  const codes = reportedCodes();
  if (codes.includes(order.code)) return false;
  try {
    localStorage.setItem(reportedKey, JSON.stringify([...codes, order.code].slice(-keptCodes)));
  } catch {
    return false;
  }
  // Vendure's order id, never the code: the code is the handle a confirmation link opens the order with.
  const event = purchase(
    {
      transactionId: order.id,
      tax: (order.totalWithTax - order.total) / 100,
      shipping: order.shipping / 100,
    },
    commerceItems(order),
  );
  for (const push of ecommerceDataLayerPushes(event)) pushDataLayer(push);
  try {
    quietly(search.trackPurchase(orderPurchaseLines(order, site.pricesIncludeTax)));
  } catch (error) {
    // A line that cannot be reported truthfully is a bug: error reporting hears of it, the page carries on.
    globalThis.reportError?.(error);
  }
  return true;
}
