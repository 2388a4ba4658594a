import { PluginCommonModule, VendurePlugin } from "@vendure/core";
import { orderAttributionFields } from "./order-attribution-fields.ts";

/**
 * Orders carry awinId, cjEventId and a gift message. The Shop API sets them with
 * `setOrderCustomFields(input: { customFields: { awinId, cjEventId, giftMessage } })`.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  configuration: (config) => {
    config.customFields.Order = [...(config.customFields.Order ?? []), ...orderAttributionFields];
    return config;
  },
})
export class OrderAttributionPlugin {}
