import type { ShopOrder } from "@hushling/shop-api";
import { useTranslation } from "../i18n/translation-context.tsx";
import { cartTotalRows } from "./cart-amounts.ts";
import "./order-totals.css";

/**
 * The order's totals as Vendure computed them, on the storefront's basis (cart, checkout summary,
 * confirmation). `place` is where they stand: the cart, where an amount not known yet comes "at
 * checkout", or the order (checkout summary, confirmation), where it comes "in a later step"; it also
 * names each amount for the browser tests (`cart-total`, `order-total`).
 */
export function OrderTotals({
  order,
  money,
  pricesIncludeTax,
  place,
}: {
  order: ShopOrder;
  money: (amount: number) => string;
  pricesIncludeTax: boolean;
  place: "cart" | "order";
}) {
  const { t } = useTranslation();
  return (
    <dl className="order-totals" aria-live="polite" data-testid={`${place}-totals`}>
      {cartTotalRows(order, pricesIncludeTax).map((row) => (
        <div key={row.kind} className={`order-total-row order-total-${row.kind}`}>
          <dt>{t(`prices.totals.${row.kind}`)}</dt>
          <dd data-testid={`${place}-${row.kind}`}>
            {row.amount === null
              ? t(`prices.totals.${row.kind}${place === "cart" ? "Later" : "NextStep"}`)
              : money(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
