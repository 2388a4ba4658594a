import type { OnApplicationBootstrap } from "@nestjs/common";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ModuleRef } from "@nestjs/core";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { EventBus, Injector, OrderStateTransitionEvent, PluginCommonModule, VendurePlugin } from "@vendure/core";
import { CheckoutGuard } from "./checkout-guard.ts";

/** The states in which Vendure has allocated the order's stock (DefaultStockAllocationStrategy). */
const allocatedStates = new Set(["PaymentAuthorized", "PaymentSettled"]);

let guard: CheckoutGuard | undefined;

/** The running guard, for payment handlers; undefined before bootstrap (then payments are refused). */
export function checkoutGuard(): CheckoutGuard | undefined {
  return guard;
}

/** No oversell: see CheckoutGuard. Payment handlers call `checkoutGuard()?.confirm(ctx, order)`. */
@VendurePlugin({ imports: [PluginCommonModule], compatibility: "^3.0.0" })
export class CheckoutGuardPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    guard = new CheckoutGuard(new Injector(this.moduleRef));
    // Subscribers run after the transaction commits, so the allocation is visible to the next check.
    this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
      if (allocatedStates.has(event.toState) || event.fromState === "ArrangingPayment") {
        guard?.release(String(event.order.id));
      }
    });
  }
}
