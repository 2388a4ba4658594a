import type { ShopOrder } from "@hushling/shop-api";
import { shownLinePrices } from "../cart/cart-amounts.ts";
import { LineName, LinePicture } from "../cart/line-parts.tsx";
import { OrderTotals } from "../cart/order-totals.tsx";
import { formatPrice } from "../catalog/price.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";

/**
 * The order's lines (picture, name, item number, quantity, line price) and Vendure's totals on the
 * storefront's basis, as the cart shows them (nothing is computed here): beside every checkout step and
 * on the confirmation.
 */
export function OrderSummary({ order, locale }: { order: ShopOrder; locale: string }) {
  const { t } = useTranslation();
  const { pricesIncludeTax } = useSiteData();
  const money = (amount: number) => formatPrice(amount, order.currencyCode, locale);
  return (
    <div className="order-summary">
      <ul className="order-summary-lines">
        {order.lines.map((line) => (
          <li key={line.id} className="order-summary-line" data-testid="order-line">
            <LinePicture line={line} size={64} />
            <div className="order-summary-line-text">
              <LineName line={line} />
              <p className="order-summary-quantity">{`${t("cart.quantity")}: ${line.quantity}`}</p>
            </div>
            <p className="order-summary-line-price">{money(shownLinePrices(line, pricesIncludeTax).line)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} money={money} pricesIncludeTax={pricesIncludeTax} place="order" />
    </div>
  );
}
