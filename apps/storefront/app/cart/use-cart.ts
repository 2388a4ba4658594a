import { useSyncExternalStore } from "react";
import { cartServerSnapshot, cartSnapshot, subscribeToCart } from "./cart-store.ts";

/** The cart as the page knows it (cart-store.ts); redraws on every Shop API answer. */
export function useCart() {
  return useSyncExternalStore(subscribeToCart, cartSnapshot, cartServerSnapshot);
}
