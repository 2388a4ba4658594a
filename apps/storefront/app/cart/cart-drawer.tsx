import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import CartView from "./cart-view.tsx";

/**
 * The cart drawer: a modal <dialog>, so the browser keeps focus inside it, closes it on Escape and
 * gives focus back to the cart link afterwards. It closes when one of its links navigates.
 */
export default function CartDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSiteData();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Any link in it (Checkout, a product, View cart) leaves the page: the drawer does not follow.
  useEffect(() => {
    if (pathname !== openedAt.current) dialog.current?.close();
  }, [pathname]);

  return (
    <dialog ref={dialog} className="cart-drawer" aria-labelledby="cart-drawer-title" onClose={onClose}>
      <div className="cart-drawer-head">
        <h2 id="cart-drawer-title">{t("cart.drawerTitle")}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          {t("cart.close")}
        </button>
      </div>
      <CartView locale={site.locale} checkoutPath={`${site.homePath}checkout/`} />
      <Link className="cart-drawer-page-link" to={site.cartPath} onClick={() => dialog.current?.close()}>
        {t("cart.viewCart")}
      </Link>
    </dialog>
  );
}
