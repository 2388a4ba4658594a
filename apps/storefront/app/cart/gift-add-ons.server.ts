import { shelfPrice } from "@hushling/catalog";
import type { Catalog } from "../catalog/catalog-products.ts";
import type { GiftAddOn } from "./gift-add-on.ts";

/** The catalog keys of the two add-on products no category lists. */
const giftKeys = { box: "gift-box", message: "gift-message" } as const;

/**
 * Build time: the gift box and gift message products of the storefront (their variant, name and shelf
 * price), for the cart's gift options; null where the catalog does not sell one.
 */
export function giftAddOns(
  catalog: Pick<Catalog, "products" | "pricesIncludeTax">,
  money: (amount: number) => string,
): Record<keyof typeof giftKeys, GiftAddOn | null> {
  const addOn = (key: string): GiftAddOn | null => {
    const product = catalog.products.find((candidate) => candidate.key === key);
    const variant = product?.variants[0];
    if (!product || !variant || variant.stockLevel === "OUT_OF_STOCK") return null;
    return { key, variantId: variant.id, name: product.name, price: money(shelfPrice(catalog, variant)) };
  };
  return { box: addOn(giftKeys.box), message: addOn(giftKeys.message) };
}
