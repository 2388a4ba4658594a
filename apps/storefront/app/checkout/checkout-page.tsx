import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { AddressFields } from "./address-fields.tsx";
import { Field } from "./checkout-fields.tsx";
import { PaymentFields } from "./checkout-payment-fields.tsx";
import { Review } from "./checkout-review.tsx";
import { ShippingMethods } from "./checkout-shipping-methods.tsx";
import { type CheckoutStep, checkoutSteps } from "./checkout-steps.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { allowedCountries, useCheckout } from "./use-checkout.ts";
import "./checkout.css";

type CheckoutPageProps = { locale: string; cartPath: string; orderPath: string };

/**
 * The checkout, one step at a time beside the order's summary: contact, shipping address, shipping
 * method, payment, review. Each step is checked before the next (problems next to their fields, focus
 * on the first); use-checkout.ts holds the state and the moves. Loaded on demand by the checkout page only.
 */
export default function CheckoutPage({ locale, cartPath, orderPath }: CheckoutPageProps) {
  const { t } = useTranslation();
  const { order, draft, setDraft, card, setCard, problems, busy, options, heading, form, goTo, submit, problemText } =
    useCheckout(orderPath);
  if (!draft || order === undefined) {
    return <p aria-busy="true">{t("checkout.loading")}</p>;
  }
  if (!order || order.lines.length === 0) {
    return (
      <p>
        {t("checkout.emptyCart")} <Link to={cartPath}>{t("checkout.backToCart")}</Link>
      </p>
    );
  }

  const index = checkoutSteps.indexOf(draft.step);

  return (
    <div className="checkout">
      {/* Keyed by whether this is the review step, so reaching the review opens the summary again. */}
      <CheckoutSummary
        key={String(draft.step === "review")}
        order={order}
        locale={locale}
        startOpen={draft.step === "review"}
      />
      <div className="checkout-main">
        <ol className="checkout-steps">
          {checkoutSteps.map((each, position) => (
            <li key={each} aria-current={each === draft.step ? "step" : undefined}>
              {position < index ? (
                <button type="button" className="checkout-step-link" onClick={() => goTo(each)}>
                  {t(`checkout.steps.${each}`)}
                </button>
              ) : (
                t(`checkout.steps.${each}`)
              )}
            </li>
          ))}
        </ol>
        <form ref={form} noValidate onSubmit={submit} className="checkout-form" aria-busy={busy}>
          <h2 ref={heading} tabIndex={-1}>
            {t(`checkout.steps.${draft.step}`)}
          </h2>
          {draft.step === "contact" ? (
            <Field label={t("checkout.contact.email")} problem={problemText("emailAddress")} required>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  value={draft.emailAddress}
                  onChange={(event) => setDraft({ ...draft, emailAddress: event.target.value })}
                />
              )}
            </Field>
          ) : null}
          {draft.step === "address" ? (
            <AddressFields
              address={draft.address}
              countries={allowedCountries}
              locale={locale}
              problems={problems}
              onChange={(address) => setDraft({ ...draft, address })}
            />
          ) : null}
          {draft.step === "shipping" ? (
            <ShippingMethods
              options={options}
              chosen={draft.shippingMethodId}
              currency={order.currencyCode}
              locale={locale}
              problem={problemText("shippingMethodId")}
              onChoose={(shippingMethodId) => setDraft({ ...draft, shippingMethodId })}
            />
          ) : null}
          {draft.step === "payment" ? <PaymentFields card={card} problemText={problemText} onChange={setCard} /> : null}
          {draft.step === "review" ? (
            <Review
              order={order}
              draft={draft}
              card={card}
              locale={locale}
              problemText={problemText}
              cartPath={cartPath}
            />
          ) : null}
          <div className="checkout-actions">
            {index > 0 ? (
              <button type="button" onClick={() => goTo(checkoutSteps[index - 1] as CheckoutStep)}>
                {t("checkout.back")}
              </button>
            ) : null}
            <button type="submit" className="checkout-continue" disabled={busy}>
              {draft.step === "review" ? t("checkout.placeOrder") : t("checkout.continue")}
            </button>
          </div>
          <p role="status" className="checkout-status">
            {busy ? t("checkout.working") : ""}
          </p>
        </form>
      </div>
    </div>
  );
}
