import { defaultOrderProcess, PluginCommonModule, VendurePlugin } from "@vendure/core";
import { servedCountryOrderProcess } from "./served-country-order-process.ts";

/** Orders ship only to the countries their storefront serves; see served-country-order-process.ts. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  configuration: (config) => {
    config.orderOptions.process = [
      ...(config.orderOptions.process ?? [defaultOrderProcess]),
      servedCountryOrderProcess,
    ];
    return config;
  },
})
export class ServedCountriesPlugin {}
