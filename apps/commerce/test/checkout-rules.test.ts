import { describe, expect, it } from "vitest";
import { checkoutRefusal, outsideStorefrontMessage } from "../src/plugins/checkout-guard/checkout-rules.ts";

describe("checkoutRefusal", () => {
  it("lets an order in a storefront, to a country it serves, with a known US state, be paid", () => {
    expect(
      checkoutRefusal({ channelCode: "us", shippingAddress: { countryCode: "US", province: "NY" } }),
    ).toBeUndefined();
    expect(checkoutRefusal({ channelCode: "eu", shippingAddress: { countryCode: "AT" } })).toBeUndefined();
  });

  it("refuses orders outside every storefront channel, naming the header to send", () => {
    const message = "Orders are taken only in a storefront's channel: send the vendure-token header with its id";
    expect(outsideStorefrontMessage("__default_channel__")).toMatch(new RegExp(`^${message} \\(us, ca, `));
    expect(
      checkoutRefusal({ channelCode: "__default_channel__", shippingAddress: { countryCode: "US", province: "NY" } }),
    ).toMatch(/^Orders are taken only/);
  });

  it("refuses a missing address, an unserved country and a US address without its state", () => {
    expect(checkoutRefusal({ channelCode: "us", shippingAddress: undefined })).toMatch(/has no shipping address/);
    expect(checkoutRefusal({ channelCode: "us", shippingAddress: { countryCode: "DE" } })).toBe(
      "The United States shop (us) does not deliver to DE; the Deutschland shop (de) serves it",
    );
    expect(checkoutRefusal({ channelCode: "us", shippingAddress: { countryCode: "US", province: "" } })).toMatch(
      /^The shipping address has no US state/,
    );
  });

  it("refuses an order of nothing but gift add-ons, and takes them with a product", () => {
    const address = { countryCode: "US", province: "NY" };
    expect(checkoutRefusal({ channelCode: "us", shippingAddress: address, lineSkus: ["HL-GIFT-BOX"] })).toMatch(
      /^The order holds only gift add-ons/,
    );
    expect(
      checkoutRefusal({ channelCode: "us", shippingAddress: address, lineSkus: ["HL-GIFT-BOX", "HL-GIFT-MESSAGE"] }),
    ).toMatch(/^The order holds only gift add-ons/);
    expect(
      checkoutRefusal({ channelCode: "us", shippingAddress: address, lineSkus: ["HL-GIFT-BOX", "HL-BABY-CRIB-WHITE"] }),
    ).toBeUndefined();
    expect(checkoutRefusal({ channelCode: "us", shippingAddress: address, lineSkus: [undefined] })).toBeUndefined();
  });
});
