import { type AddressProblems, addressProblems, type PostalAddress } from "@hushling/addresses";
import { emailAddressProblem } from "@hushling/shop-api";

/** The checkout's steps, in order; the page shows one at a time and keeps what each holds. */
export const checkoutSteps = ["contact", "address", "shipping", "payment", "review"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What the shopper has typed, kept per storefront so going back or reloading loses nothing (no card data). */
export type CheckoutDraft = {
  step: CheckoutStep;
  emailAddress: string;
  address: PostalAddress & { countryCode: string };
  shippingMethodId: string;
};

/** A card as typed; kept in memory only, never in storage. */
export type CardInput = { cardNumber: string; expiry: string; securityCode: string };

/** Why a field cannot go on: the form shows `checkout.problems.{problem}` next to it. */
export type FieldProblem =
  | AddressProblems[keyof AddressProblems]
  | "emailFormat"
  | "countryNotServed"
  | "cardNumber"
  | "expiry"
  | "expired"
  | "securityCode"
  | "shippingMethod"
  // Refusals of the commerce server, mapped to the field that caused them (checkout-session.ts).
  | "emailTaken"
  | "addressRefused"
  | "declined"
  | "processorFailed"
  | "soldOut"
  | "alreadyPaying"
  | "busy"
  | "noOrder"
  | "refused"
  | "network";

export type StepProblems = Record<string, FieldProblem | undefined>;

export function emptyDraft(countryCode: string): CheckoutDraft {
  return { step: "contact", emailAddress: "", address: { countryCode }, shippingMethodId: "" };
}

/** The step after `step`, or undefined after review. */
export const nextStep = (step: CheckoutStep): CheckoutStep | undefined =>
  checkoutSteps[checkoutSteps.indexOf(step) + 1];

/** A step can be shown once every step before it is done; a reload resumes at the furthest such step. */
export function reachableStep(
  draft: CheckoutDraft,
  allowedCountries: readonly string[],
  hasCard: boolean,
): CheckoutStep {
  if (Object.keys(contactProblems(draft.emailAddress)).length > 0) return "contact";
  if (Object.keys(shippingAddressProblems(draft.address, allowedCountries)).length > 0) {
    return earlierOf(draft.step, "address");
  }
  if (!draft.shippingMethodId) return earlierOf(draft.step, "shipping");
  if (!hasCard) return earlierOf(draft.step, "payment");
  return draft.step;
}

const earlierOf = (a: CheckoutStep, b: CheckoutStep): CheckoutStep =>
  checkoutSteps.indexOf(a) < checkoutSteps.indexOf(b) ? a : b;

/** One e-mail address, by the rule commerce applies (a list or a line break is never one). */
export function contactProblems(emailAddress: string): StepProblems {
  return emailAddressProblem(emailAddress) ? { emailAddress: "emailFormat" } : {};
}

/** The country must be one this storefront ships to; then the country's own rules (packages/addresses). */
export function shippingAddressProblems(
  address: CheckoutDraft["address"],
  allowedCountries: readonly string[],
): StepProblems {
  if (!allowedCountries.includes(address.countryCode.toUpperCase())) return { countryCode: "countryNotServed" };
  return addressProblems(address) as StepProblems;
}

export function shippingMethodProblems(shippingMethodId: string, offered: readonly string[]): StepProblems {
  return offered.includes(shippingMethodId) ? {} : { shippingMethodId: "shippingMethod" };
}

/** Digits only, 12 to 19 of them, passing the Luhn check every card number carries. */
export function cardNumberValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The expiry as typed, put in the MM/YY shape the card shows: digits alone get their slash after the
 * month (`1229` -> `12/29`, `122` -> `12/2`), and what already has a slash is kept as typed (`1/29`).
 */
export function formattedExpiry(typed: string): string {
  if (typed.includes("/")) return typed;
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** `today` is passed in so the rule stays pure; a card is good through the last day of its month. */
export function paymentProblems(card: CardInput, today: Date): StepProblems {
  const problems: StepProblems = {};
  if (!cardNumberValid(card.cardNumber)) problems.cardNumber = "cardNumber";
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(formattedExpiry(card.expiry));
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) problems.expiry = "expiry";
  else if ((2000 + Number(expiry[2])) * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1) {
    problems.expiry = "expired";
  }
  if (!/^\d{3,4}$/.test(card.securityCode.trim())) problems.securityCode = "securityCode";
  return problems;
}

/** The last four digits, for the review step. */
export const cardEnding = (cardNumber: string): string => cardNumber.replace(/\D/g, "").slice(-4);
