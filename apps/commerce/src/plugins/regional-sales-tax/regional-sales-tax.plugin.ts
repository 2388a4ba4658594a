import {
  type CalculateTaxLinesArgs,
  PluginCommonModule,
  type TaxLineCalculationStrategy,
  VendurePlugin,
} from "@vendure/core";
import { regionalTax, type TaxLine } from "./regional-tax-lines.ts";

/**
 * Taxes order lines by the ship-to state or province where the country's tax depends on it (US, CA;
 * regional-sales-tax-rates.ts), and by the channel's zone rate everywhere else. Until the address
 * names a known region the zone rate stands (US 0 %, CA's GST 5 %) and checkout refuses the order
 * (plugins/checkout-guard).
 */
export class RegionalSalesTaxLineStrategy implements TaxLineCalculationStrategy {
  calculate({ order, orderLine, applicableTaxRate }: CalculateTaxLinesArgs): TaxLine[] {
    const tax = regionalTax(order.shippingAddress?.countryCode, order.shippingAddress?.province);
    return tax.kind === "regional" ? tax.lines : [applicableTaxRate.apply(orderLine.proratedUnitPrice)];
  }
}

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  configuration: (config) => {
    config.taxOptions.taxLineCalculationStrategy = new RegionalSalesTaxLineStrategy();
    return config;
  },
})
export class RegionalSalesTaxPlugin {}
