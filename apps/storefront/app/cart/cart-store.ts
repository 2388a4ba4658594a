import type { ShopOrder } from "@hushling/shop-api";
import { siteSettings } from "../site/build/compiled-site-settings.ts";

/**
 * What the page knows of the cart without loading the cart code: the last order the Shop API answered
 * (undefined until the cart code has asked) and the item count. The count is remembered in
 * localStorage per storefront so the header badge is right on every page's first paint; the Shop API
 * client itself (cart-session.ts) loads on the first cart action.
 */
export type CartSnapshot = { order: ShopOrder | null | undefined; count: number };

const countKey = `hushling-cart-count-${siteSettings.storefront}`;
const serverSnapshot: CartSnapshot = { order: undefined, count: 0 };
let snapshot: CartSnapshot | undefined;
const listeners = new Set<() => void>();

/**
 * The cart as remembered (its count). An empty cart is the server's snapshot itself: a different object
 * makes React render again right after hydration, synchronously, in one long task.
 */
function rememberedSnapshot(): CartSnapshot {
  try {
    const count = Number(localStorage.getItem(countKey));
    return Number.isInteger(count) && count > 0 ? { order: undefined, count } : serverSnapshot;
  } catch {
    return serverSnapshot; // storage blocked: the badge shows once the cart is read
  }
}

export function cartSnapshot(): CartSnapshot {
  snapshot ??= rememberedSnapshot();
  return snapshot;
}

export const cartServerSnapshot = (): CartSnapshot => serverSnapshot;

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every Shop API answer about the cart goes through here, so every view redraws from the same order. */
export function publishOrder(order: ShopOrder | null): void {
  const count = order?.totalQuantity ?? 0;
  snapshot = { order, count };
  try {
    localStorage.setItem(countKey, String(count));
  } catch {
    // storage blocked: the count lives for this page only
  }
  for (const listener of listeners) listener();
}

/** The cart code, loaded on first use (not part of any page's first load). */
export const loadCartSession = () => import("./cart-session.ts");
