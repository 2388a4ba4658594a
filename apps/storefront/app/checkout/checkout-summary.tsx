import type { ShopOrder } from "@hushling/shop-api";
import { useId, useState } from "react";
import { headlineTotal } from "../cart/cart-amounts.ts";
import { formatPrice } from "../catalog/price.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { OrderSummary } from "./order-summary.tsx";

/**
 * What the shopper is buying, through every checkout step: a column of its own beside the form on a
 * wide screen (it stays in view while the form scrolls), folded above the form on a phone behind a
 * button that says the total, so the form keeps the first screen. At the review step it starts open:
 * the review lists no lines of its own, and nobody should place an order without seeing them.
 */
export function CheckoutSummary({
  order,
  locale,
  startOpen,
}: {
  order: ShopOrder;
  locale: string;
  startOpen: boolean;
}) {
  const { t } = useTranslation();
  const { pricesIncludeTax } = useSiteData();
  const [open, setOpen] = useState(startOpen);
  const panel = useId();
  const heading = useId();
  return (
    <section className="checkout-summary" aria-labelledby={heading} data-open={open}>
      <button
        type="button"
        className="checkout-summary-toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        <span className="checkout-summary-toggle-label">
          {t(open ? "checkout.summary.hide" : "checkout.summary.show")}
        </span>
        {/* A space, so the button's name reads "Show order summary $219.00", not the two run together. */}{" "}
        <span className="checkout-summary-toggle-total">
          {formatPrice(headlineTotal(order, pricesIncludeTax), order.currencyCode, locale)}
        </span>
      </button>
      <div id={panel} className="checkout-summary-panel">
        <h2 id={heading} className="checkout-summary-heading">
          {t("checkout.summary.heading")}
        </h2>
        <OrderSummary order={order} locale={locale} />
      </div>
    </section>
  );
}
