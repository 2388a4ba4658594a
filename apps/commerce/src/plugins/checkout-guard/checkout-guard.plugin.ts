import type { OnApplicationBootstrap } from "@nestjs/common";
import { APP_INTERCEPTOR, ModuleRef } from "@nestjs/core";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import {
  ConfigService,
  defaultOrderProcess,
  EventBus,
  OrderStateTransitionEvent,
  PluginCommonModule,
  VendurePlugin,
} from "@vendure/core";
import { CheckoutGuard, type CheckoutGuardOptions } from "./checkout-guard.ts";
import { CheckoutLockInterceptor } from "./checkout-lock-interceptor.ts";
import { checkoutOrderProcess } from "./checkout-order-process.ts";
import { guardPaymentHandlers } from "./guarded-payment-handlers.ts";

/** The states in which Vendure has allocated the order's stock (DefaultStockAllocationStrategy). */
const allocatedStates = new Set(["PaymentAuthorized", "PaymentSettled"]);

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
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    // Every plugin has registered its handlers by now, whatever the plugin order.
    guardPaymentHandlers(this.config.paymentOptions.paymentMethodHandlers, this.guard);
    // Subscribers run after the transaction commits, so the allocation is visible to the next check.
    this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
      if (allocatedStates.has(event.toState) || event.fromState === "ArrangingPayment") {
        this.guard.release(String(event.order.id));
      }
    });
  }
}
