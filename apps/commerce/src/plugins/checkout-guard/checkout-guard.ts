import type { ModuleRef } from "@nestjs/core";
import { Injector, Order, type RequestContext, StockLevel, TransactionalConnection } from "@vendure/core";
import { orderStockLines } from "../bundles/bundle-stock.ts";
import { checkoutRefusal } from "./checkout-rules.ts";
import { withLockTimeout } from "./lock-timeout.ts";
import { PaymentTurn } from "./payment-turn.ts";

export type CheckoutCheck = { ok: true } | { ok: false; message: string };

export type CheckoutGuardOptions = {
  /** How long a payment waits for another checkout's row locks on PostgreSQL before it is refused. */
  lockTimeoutMs: number;
};

/** The refusal when the stock or order rows stay locked too long: nothing was charged, a retry may pass. */
export const checkoutBusyMessage =
  "Other payments for these items are still being processed: nothing was charged, please try again";

const refused = (message: string): CheckoutCheck => ({ ok: false, message });

/**
 * Vendure checks stock when an item is added and when checkout reaches payment, but allocates it only
 * when the order is paid, so shoppers racing for the last units can all pay; and two submissions of
 * the same payment (a double click, a retried request) can both charge. The guard closes both gaps,
 * and checks the order once more against the checkout rules (checkout-rules.ts): the plugin runs
 * `confirm` before every payment handler takes the money (guarded-payment-handlers.ts), inside the
 * payment's transaction, so the request already holds its database connection.
 *
 * - PostgreSQL: the order row and the stock rows (in id order) are locked `FOR UPDATE` until the
 *   payment commits, so checkouts in every process wait for each other's allocation and the locks are
 *   the reservation. Nothing waits in the process while holding a pooled connection, and a lock wait is
 *   bounded: past `lockTimeoutMs` the payment is declined with `checkoutBusyMessage` (docs/adr:
 *   checkout lock waits).
 * - SQLite: TypeORM runs every request's transaction on one shared connection, so a payment's writes
 *   are visible to the others at once, committed or not, and "committed" is only known when no
 *   transaction at all is open. Payments therefore take turns for the whole of
 *   `OrderService.addPaymentToOrder` (`payInTurn`), from reading the order to allocating its stock:
 *   each check reads every earlier payment's allocation and nothing is held in memory (docs/adr:
 *   SQLite payments take turns).
 * - A payment is refused when the order is no longer awaiting payment, so a retried submission never
 *   creates a second payment.
 */
export class CheckoutGuard {
  private readonly turn = new PaymentTurn();
  private readonly injector: Injector;

  constructor(
    moduleRef: ModuleRef,
    private readonly options: CheckoutGuardOptions,
  ) {
    this.injector = new Injector(moduleRef);
  }

  /** Runs a whole payment (check, charge, allocation); on SQLite one after the other, see above. */
  payInTurn<T>(payment: () => Promise<T>): Promise<T> {
    return this.onPostgres() ? payment() : this.turn.run(payment);
  }

  confirm(ctx: RequestContext, order: Order): Promise<CheckoutCheck> {
    if (this.onPostgres()) return this.confirmUnderRowLocks(ctx, order);
    return this.confirmInTurn(ctx, order);
  }

  private onPostgres(): boolean {
    return this.injector.get(TransactionalConnection).rawConnection.options.type === "postgres";
  }

  private async confirmUnderRowLocks(ctx: RequestContext, order: Order): Promise<CheckoutCheck> {
    const { manager } = this.injector.get(TransactionalConnection).getRepository(ctx, Order);
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error("CheckoutGuard.confirm must run inside the payment's transaction");
    }
    const attempt = await withLockTimeout(manager, this.options.lockTimeoutMs, async () => {
      // The order first, then its stock rows in id order: every checkout takes them in the same order.
      const current = await this.currentOrder(ctx, order, true);
      const refusal = this.orderRefusal(ctx, current);
      if (refusal) return refusal;
      const variantIds = (await orderStockLines(ctx, this.injector, order)).map((line) => line.variantId);
      if (variantIds.length === 0) return undefined;
      await manager
        .getRepository(StockLevel)
        .createQueryBuilder("level")
        .setLock("pessimistic_write")
        .where("level.productVariantId IN (:...variantIds)", { variantIds })
        .orderBy("level.id", "ASC")
        .getMany();
      return undefined;
    });
    if (!attempt.locked) return refused(checkoutBusyMessage);
    if (attempt.value) return refused(attempt.value);
    // Read the stock now that the previous payment for these items has committed its allocation.
    return this.stockCheck(ctx, order);
  }

  private async confirmInTurn(ctx: RequestContext, order: Order): Promise<CheckoutCheck> {
    if (!this.turn.isHeld()) {
      // A payment outside the turn would read stock another payment is about to allocate.
      throw new Error("On SQLite CheckoutGuard.confirm must run inside payInTurn (OrderService.addPaymentToOrder)");
    }
    const refusal = this.orderRefusal(ctx, await this.currentOrder(ctx, order, false));
    if (refusal) return refused(refusal);
    return this.stockCheck(ctx, order);
  }

  /** Every line fits in the saleable stock read now; bundle lines count as their components. */
  private async stockCheck(ctx: RequestContext, order: Order): Promise<CheckoutCheck> {
    const short = (await orderStockLines(ctx, this.injector, order))
      .filter((line) => line.quantity > line.available)
      .map((line) => line.name);
    return short.length > 0 ? refused(`Out of stock: ${short.join(", ")}`) : { ok: true };
  }

  /** The order as committed now: the one the resolver loaded may predate a concurrent payment's commit. */
  private currentOrder(ctx: RequestContext, order: Order, lock: boolean): Promise<Order | null> {
    const orders = this.injector
      .get(TransactionalConnection)
      .getRepository(ctx, Order)
      .createQueryBuilder("o")
      .where("o.id = :orderId", { orderId: order.id });
    return (lock ? orders.setLock("pessimistic_write") : orders).getOne();
  }

  /** The rules ran on the way to payment; read again here, they see the order that is charged. */
  private orderRefusal(ctx: RequestContext, current: Order | null): string | undefined {
    if (current?.state !== "ArrangingPayment") {
      return `The order is no longer awaiting payment (${current?.state ?? "missing"})`;
    }
    return checkoutRefusal({ channelCode: ctx.channel.code, shippingAddress: current.shippingAddress });
  }
}
