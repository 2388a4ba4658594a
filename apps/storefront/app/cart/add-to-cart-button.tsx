import type { CommerceItem } from "@hushling/analytics";
import { useState } from "react";
import { pushEcommerceEvent } from "../analytics/data-layer.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteState } from "../site/state/site-state-provider.tsx";
import type { CartFailure } from "./cart-session.ts";
import { loadCartSession } from "./cart-store.ts";

type AddToCartProps = {
  /** The product's catalog key, for the site state. */
  productKey: string;
  /** The commerce variant id, from the catalog export. */
  variantId: string;
  name: string;
  /** The formatted price the toaster repeats. */
  price: string;
  href: string;
  disabled: boolean;
  /** What analytics reports for an add (one unit); nothing is reported without it. */
  analyticsItem?: CommerceItem;
  /** How many to add; one when the page offers no quantity. */
  quantity?: number;
};

/**
 * Adds the chosen variant, then shows the toaster (which screen readers announce) and, through the
 * cart store, the header count. A refusal is told next to the button, in the page's language.
 */
export function AddToCartButton({
  productKey,
  variantId,
  name,
  price,
  href,
  disabled,
  analyticsItem,
  quantity = 1,
}: AddToCartProps) {
  const { t, language } = useTranslation();
  const { dispatch } = useSiteState();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CartFailure | null>(null);

  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const session = await loadCartSession();
      const added = await session.addToCart(language, variantId, quantity);
      if (added.ok) {
        dispatch({ type: "setToasterProduct", product: { key: productKey, name, price, href } });
        if (analyticsItem) pushEcommerceEvent((analytics) => analytics.addToCart([{ ...analyticsItem, quantity }]));
      } else setFailure(added.failure);
    } catch {
      setFailure("network"); // the cart code itself could not be loaded
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="add-to-cart-area">
      <button
        type="button"
        className="add-to-cart"
        disabled={disabled}
        aria-busy={busy}
        aria-describedby={failure ? "add-to-cart-error" : undefined}
        onClick={busy ? undefined : add}
      >
        {t("product.addToCart")}
      </button>
      <p id="add-to-cart-error" className="add-to-cart-error" role="alert">
        {failure ? t(`cart.errors.${failure}`) : null}
      </p>
    </div>
  );
}
