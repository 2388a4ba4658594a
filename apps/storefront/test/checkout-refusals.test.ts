import { emailAddressRefusals, type ShopErrorResult } from "@hushling/shop-api";
import { describe, expect, it } from "vitest";
import { placeOf } from "../app/checkout/checkout-refusals.ts";

const declined = (message: string) =>
  placeOf(
    { __typename: "PaymentDeclinedError", errorCode: "PAYMENT_DECLINED_ERROR", message } as ShopErrorResult,
    message,
    "review",
    "order",
  );

describe("commerce's refusals, placed on the checkout", () => {
  it("reads the guard's words before the declined type: sold out, already paying, busy", () => {
    expect(declined("Out of stock: Cradle Chalk White")).toMatchObject({
      failure: { step: "review", problem: "soldOut" },
    });
    expect(declined("A payment for this order is already being processed")).toMatchObject({
      failure: { step: "review", problem: "alreadyPaying" },
    });
    expect(
      declined("Other payments for these items are still being processed: nothing was charged, please try again"),
    ).toMatchObject({ failure: { step: "review", field: "order", problem: "busy" } });
  });

  it("leaves a card the bank declined with the card number", () => {
    expect(declined("Card declined")).toMatchObject({
      failure: { step: "payment", field: "cardNumber", problem: "declined" },
    });
  });

  it("shows commerce's refusal of an address that is not one email address as a format problem", () => {
    const refused = (errorDetail: string) =>
      placeOf(
        {
          __typename: "GuestCheckoutError",
          errorCode: "GUEST_CHECKOUT_ERROR",
          message: "",
          errorDetail,
        } as ShopErrorResult,
        errorDetail,
        "address",
        "countryCode",
      );
    expect(refused(emailAddressRefusals.list)).toMatchObject({
      failure: { step: "contact", field: "emailAddress", problem: "emailFormat" },
    });
    expect(refused("Guest checkouts are disabled")).toMatchObject({ failure: { problem: "emailTaken" } });
  });
});
