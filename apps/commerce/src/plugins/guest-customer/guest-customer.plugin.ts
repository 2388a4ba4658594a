import { PluginCommonModule, VendurePlugin } from "@vendure/core";
import { GuestCustomerStrategy } from "./guest-customer-strategy.ts";

/** Guest checkouts: one valid e-mail address per order, and existing customers are never renamed. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  configuration: (config) => {
    config.orderOptions.guestCheckoutStrategy = new GuestCustomerStrategy();
    return config;
  },
})
export class GuestCustomerPlugin {}
