import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useCart } from "./use-cart.ts";

/** The header's cart link with the item count; its accessible name says the count ("Cart, 2 items"). */
export function CartCountLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const { count } = useCart();
  return (
    <Link to={to} className="cart-link" aria-label={t("cart.linkLabel", { count })}>
      {t("site.cart")}
      <span className="cart-count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
