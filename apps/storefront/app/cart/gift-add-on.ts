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
