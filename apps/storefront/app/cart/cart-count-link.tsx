import { lazy, type MouseEvent, Suspense, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useCart } from "./use-cart.ts";

// The drawer, the cart view and the Shop API client load when the visitor opens the cart.
const CartDrawer = lazy(() => import("./cart-drawer.tsx"));

/**
 * The header's cart link with the item count; its accessible name says the count ("Cart, 2 items").
 * A plain click opens the cart drawer; a modified click (new tab) and visitors without JavaScript get
 * the cart page.
 */
export function CartCountLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  const openDrawer = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        to={to}
        className="cart-link icon icon-bag"
        aria-label={t("cart.linkLabel", { count })}
        aria-haspopup="dialog"
        onClick={openDrawer}
      >
        <span className="button-label">{t("site.cart")}</span>
        <span className="cart-count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
