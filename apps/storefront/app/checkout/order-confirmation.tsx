import type { ShopOrder } from "@hushling/shop-api";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { placedOrder } from "./checkout-session.ts";
import { OrderSummary } from "./order-summary.tsx";
import { PostalAddressLines } from "./postal-address-lines.tsx";
import { reportPurchaseOnce } from "./purchase-report.ts";
import "./checkout.css";

/** The order code from `?code=` and its link token from `#token=` (a fragment never reaches a server). */
function linkOf(location: Location): { code: string; token: string } {
  const code = new URLSearchParams(location.search).get("code") ?? "";
  const token = new URLSearchParams(location.hash.slice(1)).get("token") ?? "";
  return { code: code.trim(), token };
}

/**
 * A placed order: number, lines, totals, the address as its country writes it and what happens next.
 * Opened right after checkout, from a bookmark or from the confirmation email, days later: the link's
 * token opens it (commerce's order-link plugin); without it, or with a wrong one, the page shows no
 * order data and says how to get a working link. Reports a paid order's purchase once per browser.
 */
export default function OrderConfirmation({ locale }: { locale: string }) {
  const { t, language } = useTranslation();
  const { pricesIncludeTax } = useSiteData();
  const [order, setOrder] = useState<ShopOrder | null | "network" | undefined>();

  useEffect(() => {
    const { code, token } = linkOf(window.location);
    placedOrder(language, code, token).then(setOrder);
  }, [language]);

  useEffect(() => {
    if (order && order !== "network") reportPurchaseOnce(order, { language, pricesIncludeTax });
  }, [order, language, pricesIncludeTax]);

  if (order === undefined) return <p aria-busy="true">{t("checkout.loading")}</p>;
  if (order === "network") return <p role="alert">{t("checkout.confirmation.network")}</p>;
  if (order === null) {
    return (
      <div role="alert" data-testid="order-link-refused">
        <p>{t("checkout.confirmation.notFound")}</p>
        <p>{t("checkout.confirmation.newLink")}</p>
      </div>
    );
  }

  return (
    <div className="order-confirmation">
      <p className="order-confirmation-thanks">{t("checkout.confirmation.thanks")}</p>
      <p>
        {t("checkout.confirmation.number")} <strong data-testid="order-code">{order.code}</strong>
      </p>
      <h2>{t("checkout.confirmation.items")}</h2>
      <OrderSummary order={order} locale={locale} />
      <h2>{t("checkout.confirmation.shippingTo")}</h2>
      {order.shippingAddress ? (
        <PostalAddressLines address={order.shippingAddress} locale={locale} testId="confirmation-address" />
      ) : null}
      <h2>{t("checkout.confirmation.next")}</h2>
      <p>{t("checkout.confirmation.nextText", { email: order.customer?.emailAddress ?? "" })}</p>
      <p>{t("checkout.confirmation.keepLink")}</p>
    </div>
  );
}
