import type { CommerceItem } from "@hushling/analytics";
import { useState } from "react";
import { Link } from "react-router";
import { pushEcommerceEvent } from "../analytics/data-layer.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { useSiteState } from "../site/state/site-state-provider.tsx";
import type { CartChange } from "./cart-session.ts";
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
  /** How many to add; undefined while the quantity field holds something it refuses. */
  quantity: number | undefined;
};

/**
 * Adds the chosen variant, then shows the toaster (which screen readers announce) and, through the
 * cart store, the header count. A refusal is told next to the button, in the page's language, and so is
 * an add the stock cut short (how many were left and added, with the way to the cart to change it).
 */
export function AddToCartButton({
  productKey,
  variantId,
  name,
  price,
  href,
  disabled,
  analyticsItem,
  quantity,
}: AddToCartProps) {
  const { t, language } = useTranslation();
  const { cartPath } = useSiteData();
  const { dispatch } = useSiteState();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CartChange | null>(null);

  const add = async () => {
    if (quantity === undefined) return; // refused beside the quantity field
    setBusy(true);
    setAnswer(null);
    try {
      const session = await loadCartSession();
      const added = await session.addToCart(language, variantId, quantity);
      setAnswer(added);
      if (added.ok) {
        dispatch({ type: "setToasterProduct", product: { key: productKey, name, price, href } });
        const units = added.short?.added ?? quantity;
        if (analyticsItem)
          pushEcommerceEvent((analytics) => analytics.addToCart([{ ...analyticsItem, quantity: units }]));
      }
    } catch {
      setAnswer({ ok: false, failure: "network", detail: "" }); // the cart code itself could not be loaded
    } finally {
      setBusy(false);
    }
  };

  const told = answer && (!answer.ok || answer.short);
  return (
    <div className="add-to-cart-area">
      <button
        type="button"
        className="add-to-cart"
        disabled={disabled}
        aria-busy={busy}
        aria-describedby={told ? "add-to-cart-error" : undefined}
        onClick={busy ? undefined : add}
      >
        {t("product.addToCart")}
      </button>
      <p id="add-to-cart-error" className="add-to-cart-error" role="alert">
        {answer && !answer.ok ? t(`cart.errors.${answer.failure}`) : null}
        {answer?.ok && answer.short ? (
          <>
            {t("cart.errors.partial", answer.short)} <Link to={cartPath}>{t("cart.changeInCart")}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
