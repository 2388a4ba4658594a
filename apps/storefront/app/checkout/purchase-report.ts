import { ecommerceDataLayerPushes, purchase } from "@hushling/analytics";
import type { ShopOrder } from "@hushling/shop-api";
import { pushDataLayer } from "../analytics/data-layer.ts";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { commerceItems } from "./commerce-items.ts";

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

/**
 * Pushes GA4's `purchase` for a placed order once per browser: the order code is remembered before the
 * push, so a reload of the confirmation page (or its link opened again) reports nothing. With storage
 * blocked nothing is remembered, and nothing is pushed rather than risking a double count.
 */
export function reportPurchaseOnce(order: ShopOrder): boolean {
  const codes = reportedCodes();
  if (codes.includes(order.code)) return false;
  try {
    localStorage.setItem(reportedKey, JSON.stringify([...codes, order.code].slice(-keptCodes)));
  } catch {
    return false;
  }
  const event = purchase(
    {
      transactionId: order.code,
      tax: (order.totalWithTax - order.total) / 100,
      shipping: order.shipping / 100,
    },
    commerceItems(order),
  );
  for (const push of ecommerceDataLayerPushes(event)) pushDataLayer(push);
  return true;
}
