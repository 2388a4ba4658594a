import { variantSku } from "../../catalog/catalog-copy.ts";
import { productSpecs } from "../../catalog/catalog-products.ts";

/**
 * The gift message is printed on a card that is sold as its own product: the message is only taken
 * with a line of that product in the order (the card paid for), and goes when the line goes. Otherwise
 * a shopper could have a card printed and packed for free by setting the order's field alone.
 */
const giftMessageSpec = productSpecs.find((spec) => spec.noun === "gift-message");
if (!giftMessageSpec) throw new Error("the catalog has no gift-message product");
export const giftMessageSku = variantSku(giftMessageSpec);

type OrderLines = { lines: ReadonlyArray<{ quantity: number; productVariant: { sku: string } }> };

export function hasGiftMessageLine(order: OrderLines): boolean {
  return order.lines.some((line) => line.quantity > 0 && line.productVariant.sku === giftMessageSku);
}

export const giftMessageWithoutLine =
  "A gift message needs the gift message card in the cart: add the card first, then the message";

/** The refusal for `setOrderCustomFields`: a non-empty message for an order without the card's line. */
export function giftMessageRefusal(message: unknown, order: OrderLines | undefined): string | undefined {
  const text = typeof message === "string" ? message.trim() : "";
  if (!text) return undefined;
  return order && hasGiftMessageLine(order) ? undefined : giftMessageWithoutLine;
}

/** After a line change: a message left without its card is removed with it. */
export function giftMessageToClear(order: OrderLines & { customFields?: { giftMessage?: string | null } }): boolean {
  return Boolean(order.customFields?.giftMessage) && !hasGiftMessageLine(order);
}
