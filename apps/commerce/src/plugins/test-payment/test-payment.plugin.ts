import { PluginCommonModule, VendurePlugin } from "@vendure/core";
import { testPaymentHandler } from "./test-payment-handler.ts";

/** The test card payment method; each storefront channel gets a method using it when it is seeded. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  configuration: (config) => {
    config.paymentOptions.paymentMethodHandlers.push(testPaymentHandler);
    return config;
  },
})
export class TestPaymentPlugin {}
