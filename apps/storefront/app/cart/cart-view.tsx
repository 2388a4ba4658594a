import type { ShopOrderLine } from "@hushling/shop-api";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { pushEcommerceEvent } from "../analytics/data-layer.ts";
import { analyticsItem } from "../catalog/analytics-item.ts";
import { formatPrice } from "../catalog/price.ts";
import { TaxNoteLabel } from "../catalog/tax-note-label.tsx";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { shownLinePrices } from "./cart-amounts.ts";
import { type CartFailure, refreshCart, removeCartLine, setLineQuantity } from "./cart-session.ts";
import { GiftOptions } from "./gift-options.tsx";
import { LineName, LinePicture } from "./line-parts.tsx";
import { OrderTotals } from "./order-totals.tsx";
import { useCart } from "./use-cart.ts";
import "./cart.css";

type CartViewProps = { locale: string; checkoutPath: string };

/**
 * The cart's lines and totals, as Vendure answers them (prices, tax and shipping are never computed
 * here). Loaded on demand by the cart page and the drawer.
 */
export default function CartView({ locale, checkoutPath }: CartViewProps) {
  const { t, language } = useTranslation();
  const { order } = useCart();
  const { pricesIncludeTax, giftAddOns } = useSiteData();
  const [failure, setFailure] = useState<CartFailure | null>(null);

  useEffect(() => {
    refreshCart(language).then((reached) => setFailure(reached ? null : "network"));
  }, [language]);

  const apply = async (pending: Promise<{ ok: boolean; failure?: CartFailure }>, onDone?: () => void) => {
    const result = await pending;
    setFailure(result.ok ? null : (result.failure ?? "refused"));
    if (result.ok) onDone?.();
  };

  if (order === undefined) {
    return (
      <div className="cart-view" aria-busy="true">
        <p>{failure ? t(`cart.errors.${failure}`) : t("cart.loading")}</p>
      </div>
    );
  }
  if (!order || order.lines.length === 0) {
    return (
      <div className="cart-view">
        <p>{t("cart.empty")}</p>
      </div>
    );
  }
  const money = (amount: number) => formatPrice(amount, order.currencyCode, locale);
  // A changed quantity is reported as the units added or removed, once Vendure has accepted it.
  const reportChange = (line: ShopOrderLine, quantity: number) => () => {
    const delta = quantity - line.quantity;
    if (delta === 0) return;
    const item = analyticsItem(
      line.productVariant.sku,
      line.productVariant.name,
      line.unitPrice,
      order.currencyCode,
      Math.abs(delta),
    );
    pushEcommerceEvent((analytics) => (delta > 0 ? analytics.addToCart([item]) : analytics.removeFromCart([item])));
  };
  const addOnIds = new Set([giftAddOns.box?.variantId, giftAddOns.message?.variantId].filter((id) => id !== undefined));
  return (
    <div className="cart-view">
      <ul className="cart-lines">
        {order.lines.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            addOn={addOnIds.has(line.productVariant.id)}
            money={money}
            pricesIncludeTax={pricesIncludeTax}
            onQuantity={(quantity) => apply(setLineQuantity(language, line.id, quantity), reportChange(line, quantity))}
            onRemove={() => apply(removeCartLine(language, line.id, addOnIds), reportChange(line, 0))}
          />
        ))}
      </ul>
      <p className="cart-error" role="alert">
        {failure ? t(`cart.errors.${failure}`) : null}
      </p>
      <GiftOptions order={order} />
      <OrderTotals order={order} money={money} pricesIncludeTax={pricesIncludeTax} place="cart" />
      <Link className="checkout-link" to={checkoutPath}>
        {t("cart.checkout")}
      </Link>
    </div>
  );
}

type CartLineProps = {
  line: ShopOrderLine;
  /** A gift add-on: one per order, added and removed with the gift options, so no quantity stepper. */
  addOn: boolean;
  money: (amount: number) => string;
  pricesIncludeTax: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

function CartLine({ line, addOn, money, pricesIncludeTax, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const prices = shownLinePrices(line, pricesIncludeTax);
  const variant = line.productVariant;
  const name = variant.name;
  const components = variant.bundle?.components ?? [];
  // Vendure keeps a line whose variant sold out or was withdrawn; it is shown with the reason.
  const unavailable = !variant.product.enabled
    ? "lineDiscontinued"
    : variant.stockLevel === "OUT_OF_STOCK"
      ? "lineOutOfStock"
      : null;
  return (
    <li className="cart-line" data-testid="cart-line">
      <LinePicture line={line} size={80} />
      <div className="cart-line-text">
        <LineName line={line} />
        {components.length > 0 ? (
          <p className="cart-line-components">
            {t("cart.includes")}: {components.map((part) => `${part.quantity} × ${part.sku}`).join(", ")}
          </p>
        ) : null}
        <p>
          {t("cart.unitPrice", { price: money(prices.unit) })} <TaxNoteLabel />
        </p>
        {unavailable ? <p className="cart-line-unavailable">{t(`cart.${unavailable}`)}</p> : null}
      </div>
      <fieldset className="cart-line-quantity">
        <legend className="visually-hidden">{`${t("cart.quantity")}: ${name}`}</legend>
        {addOn ? null : (
          <button
            type="button"
            aria-label={t("cart.decrease", { name })}
            disabled={line.quantity <= 1}
            onClick={() => onQuantity(line.quantity - 1)}
          >
            −
          </button>
        )}
        <output aria-live="polite" data-testid="line-quantity">
          {line.quantity}
        </output>
        {addOn ? null : (
          <button type="button" aria-label={t("cart.increase", { name })} onClick={() => onQuantity(line.quantity + 1)}>
            +
          </button>
        )}
        <button type="button" className="cart-line-remove" onClick={onRemove}>
          {t("cart.remove", { name })}
        </button>
      </fieldset>
      <p className="cart-line-price">{money(prices.line)}</p>
    </li>
  );
}
