import type { ShopOrder } from "@hushling/shop-api";
import { formatPrice } from "../catalog/price.ts";
import { useTranslation } from "../i18n/translation-context.tsx";

/** The order's lines and Vendure's totals (nothing is computed here), for review and confirmation. */
export function OrderSummary({ order, locale }: { order: ShopOrder; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatPrice(amount, order.currencyCode, locale);
  return (
    <div className="order-summary">
      <ul className="order-summary-lines">
        {order.lines.map((line) => (
          <li key={line.id} data-testid="order-line">
            <span>
              {line.quantity} × {line.productVariant.name}
            </span>
            <span>{money(line.linePrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary-totals">
        <dt>{t("checkout.summary.subtotal")}</dt>
        <dd>{money(order.subTotal)}</dd>
        <dt>{t("checkout.summary.shipping")}</dt>
        <dd>{order.shippingLines.length > 0 ? money(order.shipping) : t("checkout.summary.shippingLater")}</dd>
        <dt>{t("checkout.summary.tax")}</dt>
        <dd>{money(order.totalWithTax - order.total)}</dd>
        <dt>{t("checkout.summary.total")}</dt>
        <dd data-testid="order-total">{money(order.totalWithTax)}</dd>
      </dl>
    </div>
  );
}
