import { describe, expect, it } from "vitest";
import {
  cardEnding,
  cardNumberValid,
  checkoutSteps,
  contactProblems,
  emptyDraft,
  formattedExpiry,
  nextStep,
  paymentProblems,
  reachableStep,
  shippingAddressProblems,
  shippingMethodProblems,
} from "../app/checkout/checkout-steps.ts";
import { brooklyn } from "./shopper-address.ts";

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", securityCode: "123" };
const today = new Date(2026, 10, 25);

describe("checkout steps", () => {
  it("go contact, address, shipping, payment, review", () => {
    expect(nextStep("contact")).toBe("address");
    expect(nextStep("payment")).toBe("review");
    expect(nextStep("review")).toBeUndefined();
  });

  it("accept one email address of the shape name@domain.tld only", () => {
    expect(contactProblems(" parent@example.com ")).toEqual({});
    for (const bad of [
      "",
      "parent",
      "parent@",
      "parent@example",
      "par ent@example.com",
      "@example.com",
      "a@x.example,b@y.example",
      "c@x.example\r\nBcc: d@x.example",
    ]) {
      expect(contactProblems(bad), bad).toEqual({ emailAddress: "emailFormat" });
    }
  });

  it("refuse a country the storefront does not serve before the country's own rules", () => {
    expect(shippingAddressProblems({ ...brooklyn, countryCode: "DE" }, ["US"])).toEqual({
      countryCode: "countryNotServed",
    });
    expect(shippingAddressProblems(brooklyn, ["US"])).toEqual({});
    expect(shippingAddressProblems({ ...brooklyn, postalCode: "1120" }, ["US"])).toEqual({
      postalCode: "postalCodeFormat",
    });
  });

  it("need a shipping method among those offered", () => {
    expect(shippingMethodProblems("", ["1", "2"])).toEqual({ shippingMethodId: "shippingMethod" });
    expect(shippingMethodProblems("3", ["1", "2"])).toEqual({ shippingMethodId: "shippingMethod" });
    expect(shippingMethodProblems("2", ["1", "2"])).toEqual({});
  });

  it("check the card number with the Luhn digit, the expiry month and the security code", () => {
    expect(cardNumberValid("4000 0000 0000 0002")).toBe(true);
    expect(cardNumberValid("4000-0000-0000-0119")).toBe(true);
    expect(cardNumberValid("4242 4242 4242 4241")).toBe(false);
    expect(cardNumberValid("4242")).toBe(false);
    expect(paymentProblems(card, today)).toEqual({});
    expect(paymentProblems({ ...card, expiry: "11/26" }, today)).toEqual({});
    expect(paymentProblems({ ...card, expiry: "10/26" }, today)).toEqual({ expiry: "expired" });
    expect(paymentProblems({ ...card, expiry: "13/30" }, today)).toEqual({ expiry: "expiry" });
    expect(paymentProblems({ ...card, expiry: "1229" }, today)).toEqual({});
    expect(paymentProblems({ cardNumber: "1", expiry: "", securityCode: "12" }, today)).toEqual({
      cardNumber: "cardNumber",
      expiry: "expiry",
      securityCode: "securityCode",
    });
  });

  it("put the expiry typed as digits in the MM/YY shape, and keep what has its slash", () => {
    expect(formattedExpiry("1229")).toBe("12/29");
    expect(formattedExpiry("122")).toBe("12/2");
    expect(formattedExpiry("12")).toBe("12");
    expect(formattedExpiry("12 29")).toBe("12/29");
    expect(formattedExpiry("12/")).toBe("12/");
    expect(formattedExpiry("1/29")).toBe("1/29");
    expect(formattedExpiry("122999")).toBe("12/29");
  });

  it("resume a reloaded checkout at the furthest step whose earlier steps are done, never past payment", () => {
    const draft = { ...emptyDraft("US"), emailAddress: "parent@example.com", address: brooklyn, shippingMethodId: "1" };
    expect(reachableStep({ ...draft, step: "review" }, ["US"], false)).toBe("payment");
    expect(reachableStep({ ...draft, step: "review" }, ["US"], true)).toBe("review");
    expect(reachableStep({ ...draft, step: "address" }, ["US"], false)).toBe("address");
    expect(reachableStep({ ...draft, step: "review", shippingMethodId: "" }, ["US"], false)).toBe("shipping");
    expect(reachableStep({ ...draft, step: "review", address: { ...brooklyn, postalCode: "" } }, ["US"], false)).toBe(
      "address",
    );
    expect(reachableStep({ ...draft, step: "shipping", emailAddress: "" }, ["US"], false)).toBe("contact");
  });

  it("walk every step once, in order, from contact to review", () => {
    const walked: string[] = [];
    for (let step: (typeof checkoutSteps)[number] | undefined = "contact"; step; step = nextStep(step))
      walked.push(step);
    expect(walked).toEqual([...checkoutSteps]);
  });

  it("resume at the address when the stored country is one this storefront no longer serves", () => {
    const draft = { ...emptyDraft("US"), emailAddress: "parent@example.com", address: brooklyn, shippingMethodId: "1" };
    // A valid US address, on a storefront that now ships to Canada only.
    expect(reachableStep({ ...draft, step: "review" }, ["CA"], true)).toBe("address");
    expect(reachableStep({ ...draft, step: "contact" }, ["US"], true)).toBe("contact");
    expect(shippingAddressProblems({ ...brooklyn, countryCode: "us" }, ["US"])).toEqual({});
  });

  it("show only the card's last four digits on the review step", () => {
    expect(cardEnding("4242 4242 4242 4242")).toBe("4242");
    expect(cardEnding("4000-0000-0000-0119")).toBe("0119");
    expect(cardEnding("")).toBe("");
  });
});
