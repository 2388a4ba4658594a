import { beginCheckout, ecommerceDataLayerPushes } from "@hushling/analytics";
import { currentCountry } from "@hushling/site-state";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { pushDataLayer } from "../analytics/data-layer.ts";
import { refreshCart } from "../cart/cart-session.ts";
import { useCart } from "../cart/use-cart.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { useSiteState } from "../site/state/site-state-provider.tsx";
import { clearDraft, readDraft, writeDraft } from "./checkout-draft.ts";
import { useFocusFirstProblem } from "./checkout-fields.tsx";
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
  contactProblems,
  emptyDraft,
  nextStep,
  paymentProblems,
  reachableStep,
  type StepProblems,
  shippingAddressProblems,
  shippingMethodProblems,
} from "./checkout-steps.ts";
import { commerceItems } from "./commerce-items.ts";

/** The countries this storefront ships to: the address step offers these only. */
export const allowedCountries = siteSettings.store.countries.map((country) => country.code);
const emptyCard: CardInput = { cardNumber: "", expiry: "", securityCode: "" };

/**
 * The checkout's state and its moves: the draft (kept per storefront so going back or reloading loses
 * nothing but the card, never stored), the card, each step's problems, and submit, which checks the step,
 * saves it to commerce where commerce holds it and goes on, or shows the refusal on its step and field.
 * `orderPath` is where a placed order is confirmed.
 */
export function useCheckout(orderPath: string) {
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

  const goTo = (target: CheckoutStep) => {
    if (!draft) return;
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
    if (!draft) return;
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
    if (!draft) return;
    if (refusal.step !== draft.step) setDraft({ ...draft, step: refusal.step });
    refuse({ [refusal.field]: refusal.problem });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !draft) return;
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
    return t(`checkout.problems.${key}`);
  };

  return {
    t,
    order,
    draft,
    setDraft,
    card,
    setCard,
    problems,
    busy,
    options,
    heading,
    form,
    goTo,
    submit,
    problemText,
  };
}
