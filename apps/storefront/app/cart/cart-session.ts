import {
  affiliateIdsToAttach,
  createShopClient,
  type OrderResult,
  type ShopOrder,
  webStorageSessionTokenStore,
} from "@hushling/shop-api";
import { rememberedAffiliateIds } from "../site/attribution/affiliate-memory.ts";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { cartSnapshot, publishOrder } from "./cart-store.ts";
import { orphanAddOnLines } from "./gift-add-on.ts";

/** Why a cart change did not happen, as the page tells it (cart.errors.* in the translations). */
export type CartFailure = "outOfStock" | "network" | "refused";
/**
 * What a cart change did. `short`: the stock ran short, so commerce added only `added` and the cart now
 * holds every one left (`left`); the shopper is told exactly that.
 */
export type CartChange =
  | { ok: true; short?: { added: number; left: number } }
  | { ok: false; failure: CartFailure; detail: string };

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

/**
 * The affiliate ids of the site state (affiliate-memory.ts) set on the order once it exists, so the sale is
 * credited; a refusal (or an unreachable server) leaves the order as it was, the next answer retries.
 */
async function withAffiliateIds(language: string, order: ShopOrder): Promise<ShopOrder> {
  const missing = affiliateIdsToAttach(rememberedAffiliateIds(), order);
  if (!missing || !order.active) return order;
  try {
    const set = await shopClient(language).setOrderCustomFields(missing);
    return set.ok ? set.order : order;
  } catch {
    return order;
  }
}

/** How many of a variant the order holds, over all its lines. */
const quantityOf = (order: ShopOrder | null, variantId: string | undefined) =>
  (order?.lines ?? [])
    .filter((line) => line.productVariant.id === variantId)
    .reduce((sum, line) => sum + line.quantity, 0);

async function change(language: string, pending: () => Promise<OrderResult>, variantId?: string): Promise<CartChange> {
  try {
    const result = await pending();
    if (result.ok) {
      // The count and views redraw at once; the affiliate ids follow in a second request if needed.
      publishOrder(result.order);
      const attributed = await withAffiliateIds(language, result.order);
      if (attributed !== result.order) publishOrder(attributed);
      return { ok: true };
    }
    const { error } = result;
    if (error.__typename === "InsufficientStockError" && error.quantityAvailable > 0) {
      // Commerce added what it had: the cart changed, so it is read again and counted everywhere.
      const order = await shopClient(language).activeOrder();
      publishOrder(order);
      return { ok: true, short: { added: error.quantityAvailable, left: quantityOf(order, variantId) } };
    }
    const failure = error.__typename === "InsufficientStockError" ? "outOfStock" : "refused";
    return { ok: false, failure, detail: result.message };
  } catch (error) {
    return { ok: false, failure: "network", detail: (error as Error).message };
  }
}

/** Reads the session's cart (null when it has none) and publishes it; false when the server is unreachable. */
export async function refreshCart(language: string): Promise<boolean> {
  try {
    const order = await shopClient(language).activeOrder();
    publishOrder(order ? await withAffiliateIds(language, order) : null);
    return true;
  } catch {
    return false;
  }
}

export const addToCart = (language: string, variantId: string, quantity: number) =>
  change(language, () => shopClient(language).addToOrder(variantId, quantity), variantId);

export const setLineQuantity = (language: string, lineId: string, quantity: number) =>
  change(language, () => shopClient(language).adjustLine(lineId, quantity));

/**
 * Removes a line; when only add-ons (gift box, gift card) would be left, they go too, with the gift
 * message, so the cart never holds an add-on without what it belongs to.
 */
export async function removeCartLine(
  language: string,
  lineId: string,
  addOnVariantIds: ReadonlySet<string> = new Set(),
): Promise<CartChange> {
  const client = shopClient(language);
  const removed = await change(language, () => client.removeLine(lineId));
  const order = cartSnapshot().order;
  if (!removed.ok || !order) return removed;
  const orphans = orphanAddOnLines(order.lines, addOnVariantIds);
  for (const orphan of orphans) {
    const result = await change(language, () => client.removeLine(orphan));
    if (!result.ok) return result;
  }
  return orphans.length > 0 ? change(language, () => client.setOrderCustomFields({ giftMessage: null })) : removed;
}

/** The gift message on the order (the `giftMessage` custom field); empty text removes it. */
export const setGiftMessage = (language: string, message: string) =>
  change(language, () => shopClient(language).setOrderCustomFields({ giftMessage: message || null }));
