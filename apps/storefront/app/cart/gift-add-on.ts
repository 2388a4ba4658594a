/** A gift add-on product as the cart offers it: a real order line of this variant. */
export type GiftAddOn = {
  /** The catalog key, stable across languages. */
  key: string;
  /** The commerce variant id the cart adds. */
  variantId: string;
  name: string;
  /** Formatted shelf price in the storefront's currency and locale. */
  price: string;
};

/**
 * The add-on lines an order still holds once nothing they belong to is left in it: all of them when
 * every line is an add-on, none otherwise. Add-ons live and die with the products they wrap.
 */
export function orphanAddOnLines(
  lines: readonly { id: string; productVariant: { id: string } }[],
  addOnVariantIds: ReadonlySet<string>,
): string[] {
  const addOns = lines.filter((line) => addOnVariantIds.has(line.productVariant.id));
  return addOns.length === lines.length ? addOns.map((line) => line.id) : [];
}
