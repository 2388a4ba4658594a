import type { ShopOrder } from "@hushling/shop-api";
import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { type CardInput, type CheckoutDraft, cardEnding } from "./checkout-steps.ts";
import { PostalAddressLines } from "./postal-address-lines.tsx";

/** The review step: what the order will use, and why placing it was refused when it was. */
type ReviewProps = {
  order: ShopOrder;
  draft: CheckoutDraft;
  card: CardInput;
  locale: string;
  cartPath: string;
  problemText: (field: string) => string | undefined;
};

export function Review({ order, draft, card, locale, cartPath, problemText }: ReviewProps) {
  const { t } = useTranslation();
  const address = order.shippingAddress?.countryCode ? order.shippingAddress : draft.address;
  const orderProblem = problemText("order");
  const linesProblem = problemText("lines");
  return (
    <div className="checkout-review">
      <h3>{t("checkout.review.contact")}</h3>
      <p>{draft.emailAddress}</p>
      <h3>{t("checkout.review.address")}</h3>
      <PostalAddressLines address={address} locale={locale} testId="review-address" />
      <h3>{t("checkout.review.payment")}</h3>
      <p>{t("checkout.review.cardEnding", { last4: cardEnding(card.cardNumber) })}</p>
      {linesProblem ? (
        <p className="checkout-problem" role="alert">
          {linesProblem} <Link to={cartPath}>{t("checkout.backToCart")}</Link>
        </p>
      ) : null}
      {orderProblem ? (
        <p className="checkout-problem" role="alert">
          {orderProblem}
        </p>
      ) : null}
    </div>
  );
}
