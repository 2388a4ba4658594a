import type { OnApplicationBootstrap } from "@nestjs/common";
import { APP_INTERCEPTOR, ModuleRef } from "@nestjs/core";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ConfigService, defaultOrderProcess, OrderService, PluginCommonModule, VendurePlugin } from "@vendure/core";
import { CheckoutGuard, type CheckoutGuardOptions } from "./checkout-guard.ts";
import { CheckoutLockInterceptor } from "./checkout-lock-interceptor.ts";
import { checkoutOrderProcess } from "./checkout-order-process.ts";
import { guardPaymentHandlers } from "./guarded-payment-handlers.ts";

/** Set by `CheckoutGuardPlugin.init` before Nest creates the guard. */
let guardOptions: CheckoutGuardOptions | undefined;

function createGuard(moduleRef: ModuleRef): CheckoutGuard {
  if (!guardOptions) throw new Error("Add the checkout guard as CheckoutGuardPlugin.init(options)");
  return new CheckoutGuard(moduleRef, guardOptions);
}

/**
 * Checkout as one mechanism (docs/adr/0014): the checkout rules in the order process (to payment and
 * out of it), address and shipping fixed while payment is arranged, no order outside a storefront
 * channel, and the guard (rules, stock, one payment at a time) before every payment handler.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  providers: [
    // A factory, not a class provider: the options come from the settings, not from Nest.
    { provide: CheckoutGuard, useFactory: createGuard, inject: [ModuleRef] },
    { provide: APP_INTERCEPTOR, useClass: CheckoutLockInterceptor },
  ],
  configuration: (config) => {
    config.orderOptions.process = [...(config.orderOptions.process ?? [defaultOrderProcess]), checkoutOrderProcess];
    return config;
  },
})
export class CheckoutGuardPlugin implements OnApplicationBootstrap {
  static init(options: CheckoutGuardOptions) {
    guardOptions = options;
    return CheckoutGuardPlugin;
  }

  constructor(
    private readonly guard: CheckoutGuard,
    private readonly config: ConfigService,
    private readonly orders: OrderService,
  ) {}

  onApplicationBootstrap(): void {
    // Every plugin has registered its handlers by now, whatever the plugin order.
    guardPaymentHandlers(this.config.paymentOptions.paymentMethodHandlers, this.guard);
    // Vendure calls payment handlers, and allocates a paid order's stock, only in addPaymentToOrder
    // (for the Shop API and any payment plugin alike): the whole of it is one payment's turn.
    const addPaymentToOrder = this.orders.addPaymentToOrder.bind(this.orders);
    this.orders.addPaymentToOrder = (ctx, orderId, input) =>
      this.guard.payInTurn(() => addPaymentToOrder(ctx, orderId, input));
  }
}
