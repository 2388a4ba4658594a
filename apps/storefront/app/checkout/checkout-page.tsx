import { beginCheckout, ecommerceDataLayerPushes } from "@hushling/analytics";
import type { ShopOrder } from "@hushling/shop-api";
import { currentCountry } from "@hushling/site-state";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { pushDataLayer } from "../analytics/data-layer.ts";
import { refreshCart } from "../cart/cart-session.ts";
import { useCart } from "../cart/use-cart.ts";
import { formatPrice } from "../catalog/price.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { useSiteData } from "../site/routing/site-data.ts";
import { useSiteState } from "../site/state/site-state-provider.tsx";
import { AddressFields } from "./address-fields.tsx";
import { clearDraft, readDraft, writeDraft } from "./checkout-draft.ts";
import { Field, useFocusFirstProblem } from "./checkout-fields.tsx";
import type { CheckoutFailure } from "./checkout-refusals.ts";
import {
  placeOrder,
  type ShippingOption,
  saveAddress,
  saveShippingMethod,
  shippingOptions,
} from "./checkout-session.ts";
import {
  type CardInput,
  type CheckoutDraft,
  type CheckoutStep,
  cardEnding,
  checkoutSteps,
  contactProblems,
  emptyDraft,
  formattedExpiry,
  nextStep,
  paymentProblems,
  reachableStep,
  type StepProblems,
  shippingAddressProblems,
  shippingMethodProblems,
} from "./checkout-steps.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { commerceItems } from "./commerce-items.ts";
import { PostalAddressLines } from "./postal-address-lines.tsx";
import "./checkout.css";

type CheckoutPageProps = { locale: string; cartPath: string; orderPath: string };

const allowedCountries = siteSettings.store.countries.map((country) => country.code);
const emptyCard: CardInput = { cardNumber: "", expiry: "", securityCode: "" };

/**
 * The checkout, one step at a time beside the order's summary: contact, shipping address, shipping
 * method, payment, review. Each step is checked before the next (problems next to their fields, focus
 * on the first); the draft is kept per storefront so going back or reloading loses nothing (except the
 * card, never stored); Vendure's order holds the rest. Loaded on demand by the checkout page only.
 */
export default function CheckoutPage({ locale, cartPath, orderPath }: CheckoutPageProps) {
  const { t, language } = useTranslation();
  const { state } = useSiteState();
  const { order } = useCart();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CheckoutDraft | undefined>();
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [problems, setProblems] = useState<StepProblems>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [options, setOptions] = useState<ShippingOption[] | "network" | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useFocusFirstProblem(attempt);
  const begun = useRef(false);

  const country = currentCountry(state);
  // The draft (or a fresh one in the site country) and the order, once in the browser.
  useEffect(() => {
    const stored = readDraft() ?? emptyDraft(country);
    // Until an address is typed, the country follows the site country (resolved after start-up).
    const typed = Object.entries(stored.address).some(([field, value]) => field !== "countryCode" && value);
    const current = typed ? stored : { ...stored, address: { ...stored.address, countryCode: country } };
    setDraft({ ...current, step: reachableStep(current, allowedCountries, false) });
    refreshCart(language);
  }, [language, country]);

  useEffect(() => {
    if (draft) writeDraft(draft);
  }, [draft]);

  // begin_checkout, once per visit to the checkout with a cart.
  useEffect(() => {
    if (begun.current || !order || order.lines.length === 0) return;
    begun.current = true;
    for (const push of ecommerceDataLayerPushes(beginCheckout(commerceItems(order)))) pushDataLayer(push);
  }, [order]);

  const step = draft?.step;
  useEffect(() => {
    if (step === "shipping") shippingOptions(language).then(setOptions);
  }, [step, language]);

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

  const goTo = (target: CheckoutStep) => {
    setProblems({});
    setDraft({ ...draft, step: target });
    // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const refuse = (found: StepProblems) => {
    setProblems(found);
    setAttempt((count) => count + 1);
  };
  const advance = async (found: StepProblems, save?: () => Promise<{ ok: boolean; failure?: CheckoutFailure }>) => {
    if (Object.keys(found).length > 0) return refuse(found);
    if (save) {
      setBusy(true);
      const result = await save();
      setBusy(false);
      if (!result.ok && result.failure) return showFailure(result.failure);
    }
    const next = nextStep(draft.step);
    if (next) goTo(next);
  };
  const showFailure = (refusal: CheckoutFailure) => {
    if (refusal.step !== draft.step) setDraft({ ...draft, step: refusal.step });
    refuse({ [refusal.field]: refusal.problem });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    switch (draft.step) {
      case "contact":
        return advance(contactProblems(draft.emailAddress));
      case "address":
        return advance(shippingAddressProblems(draft.address, allowedCountries), () => saveAddress(language, draft));
      case "shipping": {
        const offered = Array.isArray(options) ? options.map((option) => option.id) : [];
        return advance(shippingMethodProblems(draft.shippingMethodId, offered), () =>
          saveShippingMethod(language, draft.shippingMethodId),
        );
      }
      case "payment":
        return advance(paymentProblems(card, new Date()));
      case "review": {
        setBusy(true);
        const placed = await placeOrder(language, card);
        setBusy(false);
        if (!placed.ok) return showFailure(placed.failure);
        clearDraft();
        const token = placed.order.confirmationToken ?? "";
        navigate(`${orderPath}?code=${encodeURIComponent(placed.order.code)}#token=${token}`);
        return;
      }
    }
  };

  const problemText = (field: string) => {
    const key = problems[field];
    if (!key) return undefined;
    const text = t(`checkout.problems.${key}`);
    return text;
  };
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

type ShippingMethodsProps = {
  options: ShippingOption[] | "network" | undefined;
  chosen: string;
  currency: string;
  locale: string;
  problem: string | undefined;
  onChoose: (id: string) => void;
};

function ShippingMethods({ options, chosen, currency, locale, problem, onChoose }: ShippingMethodsProps) {
  const { t } = useTranslation();
  // A storefront that shows prices with tax shows delivery with tax too: the amount the order is charged.
  const { pricesIncludeTax } = useSiteData();
  if (options === undefined) return <p aria-busy="true">{t("checkout.loading")}</p>;
  if (options === "network") return <p className="checkout-problem">{t("checkout.problems.network")}</p>;
  return (
    <fieldset className="checkout-methods" aria-describedby={problem ? "shipping-method-problem" : undefined}>
      <legend>{t("checkout.shipping.choose")}</legend>
      {options.map((option) => (
        <label key={option.id} className="checkout-method">
          <input
            type="radio"
            name="shippingMethod"
            value={option.id}
            checked={chosen === option.id}
            aria-invalid={!!problem}
            onChange={() => onChoose(option.id)}
          />
          <span>{option.name}</span>
          <span>{formatPrice(pricesIncludeTax ? option.priceWithTax : option.price, currency, locale)}</span>
        </label>
      ))}
      {problem ? (
        <p id="shipping-method-problem" className="checkout-problem">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

type PaymentFieldsProps = {
  card: CardInput;
  problemText: (field: string) => string | undefined;
  onChange: (card: CardInput) => void;
};

const cardFields = [
  { field: "cardNumber", autoComplete: "cc-number", hint: false },
  { field: "expiry", autoComplete: "cc-exp", hint: true },
  { field: "securityCode", autoComplete: "cc-csc", hint: false },
] as const;

function PaymentFields({ card, problemText, onChange }: PaymentFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="checkout-hint">{t("checkout.payment.testCards")}</p>
      {cardFields.map(({ field, autoComplete, hint }) => (
        <Field
          key={field}
          label={t(`checkout.payment.${field}`)}
          hint={hint ? t(`checkout.payment.${field}Hint`) : undefined}
          problem={problemText(field)}
          required
        >
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete}
              value={card[field]}
              onChange={(event) => {
                const typed = event.target.value;
                onChange({ ...card, [field]: field === "expiry" ? formattedExpiry(typed) : typed });
              }}
            />
          )}
        </Field>
      ))}
    </>
  );
}

type ReviewProps = {
  order: ShopOrder;
  draft: CheckoutDraft;
  card: CardInput;
  locale: string;
  cartPath: string;
  problemText: (field: string) => string | undefined;
};

function Review({ order, draft, card, locale, cartPath, problemText }: ReviewProps) {
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
