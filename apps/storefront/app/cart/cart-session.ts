import { createShopClient, type OrderResult, webStorageSessionTokenStore } from "@hushling/shop-api";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { publishOrder } from "./cart-store.ts";

/** Why a cart change did not happen, as the page tells it (cart.errors.* in the translations). */
export type CartFailure = "outOfStock" | "network" | "refused";
export type CartChange = { ok: true } | { ok: false; failure: CartFailure; detail: string };

const clients = new Map<string, ReturnType<typeof createShopClient>>();

/**
 * One cart per storefront: the session token (which names the Vendure order) is kept in localStorage
 * under the storefront's key, so the cart survives reloads and closed tabs. The language only changes
 * the names Vendure answers with.
 */
export function shopClient(language: string) {
  let client = clients.get(language);
  if (!client) {
    client = createShopClient({
      shopApiUrl: siteSettings.shopApiUrl,
      channelToken: siteSettings.storefront,
      languageCode: language,
      session: webStorageSessionTokenStore(localStorage, `hushling-session-${siteSettings.storefront}`),
    });
    clients.set(language, client);
  }
  return client;
}

async function change(pending: () => Promise<OrderResult>): Promise<CartChange> {
  try {
    const result = await pending();
    if (result.ok) {
      publishOrder(result.order);
      return { ok: true };
    }
    const failure = result.error.__typename === "InsufficientStockError" ? "outOfStock" : "refused";
    return { ok: false, failure, detail: result.message };
  } catch (error) {
    return { ok: false, failure: "network", detail: (error as Error).message };
  }
}

/** Reads the session's cart (null when it has none) and publishes it; false when the server is unreachable. */
export async function refreshCart(language: string): Promise<boolean> {
  try {
    publishOrder(await shopClient(language).activeOrder());
    return true;
  } catch {
    return false;
  }
}

export const addToCart = (language: string, variantId: string, quantity: number) =>
  change(() => shopClient(language).addToOrder(variantId, quantity));

export const setLineQuantity = (language: string, lineId: string, quantity: number) =>
  change(() => shopClient(language).adjustLine(lineId, quantity));

export const removeCartLine = (language: string, lineId: string) =>
  change(() => shopClient(language).removeLine(lineId));
