import { draftKey } from "./checkout-draft-key.ts";
import { type CheckoutDraft, checkoutSteps } from "./checkout-steps.ts";

/** The stored draft, or undefined when there is none or it is unreadable (an older build, a hand edit). */
export function readDraft(): CheckoutDraft | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(draftKey) ?? "null") as Partial<CheckoutDraft> | null;
    if (!stored || typeof stored !== "object") return undefined;
    const address = stored.address && typeof stored.address === "object" ? stored.address : undefined;
    if (!address || typeof address.countryCode !== "string") return undefined;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return {
      step: checkoutSteps.includes(stored.step as CheckoutDraft["step"])
        ? (stored.step as CheckoutDraft["step"])
        : "contact",
      emailAddress: text(stored.emailAddress),
      address: Object.fromEntries(
        Object.entries(address).filter(([, value]) => typeof value === "string"),
      ) as CheckoutDraft["address"],
      shippingMethodId: text(stored.shippingMethodId),
    };
  } catch {
    return undefined;
  }
}

export function writeDraft(draft: CheckoutDraft): void {
  try {
    localStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // storage blocked: the draft lives as long as the page
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(draftKey);
  } catch {
    // nothing stored
  }
}
