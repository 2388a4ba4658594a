import { Injectable } from "@nestjs/common";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ModuleRef } from "@nestjs/core";
import { Injector, Order, type RequestContext, StockLevel, TransactionalConnection } from "@vendure/core";
import { orderStockLines } from "../bundles/bundle-stock.ts";
import { checkoutRefusal } from "./checkout-rules.ts";
import { SerialQueue } from "./serial-queue.ts";
import { StockReservations } from "./stock-reservations.ts";

export type CheckoutCheck = { ok: true } | { ok: false; message: string };

/**
 * Vendure checks stock when an item is added and when checkout reaches payment, but allocates it only
 * when the order is paid, so shoppers racing for the last units can all pay; and two submissions of
 * the same payment (a double click, a retried request) can both charge. The guard closes both gaps,
 * and checks the order once more against the checkout rules (checkout-rules.ts): the plugin runs
 * `confirm` before every payment handler takes the money (guarded-payment-handlers.ts).
 *
 * - In this process, checks run one at a time and reserve the units until the allocation commits
 *   (SQLite, the default, has one connection, so its transactions cannot isolate concurrent requests).
 * - On PostgreSQL the order row and the variants' stock rows are also locked `FOR UPDATE` in the
 *   request's transaction, so processes behind a load balancer wait for each other's commits too.
 * - A payment is refused when the order is no longer awaiting payment or another payment for it is
 *   settling, so a retried submission never creates a second payment or order.
 */
@Injectable()
export class CheckoutGuard {
  private readonly queue = new SerialQueue();
  readonly reservations = new StockReservations();
  /** A payment whose order never transitions (crash, rollback) must not hold stock forever. */
  private readonly reservationTtlMs = 30_000;

  private readonly injector: Injector;

  constructor(moduleRef: ModuleRef) {
    this.injector = new Injector(moduleRef);
  }

  confirm(ctx: RequestContext, order: Order): Promise<CheckoutCheck> {
    return this.queue.run(async () => {
      const connection = this.injector.get(TransactionalConnection);
      const orderId = String(order.id);
      if (this.reservations.isHeld(orderId)) {
        return { ok: false, message: "A payment for this order is already being processed" };
      }
      const postgres = connection.rawConnection.options.type === "postgres";
      // Re-read under the lock: the order the resolver loaded may predate a concurrent payment's commit.
      const orders = connection.getRepository(ctx, Order).createQueryBuilder("o").where("o.id = :orderId", { orderId });
      const current = await (postgres ? orders.setLock("pessimistic_write") : orders).getOne();
      if (current?.state !== "ArrangingPayment") {
        return { ok: false, message: `The order is no longer awaiting payment (${current?.state ?? "missing"})` };
      }
      // The rules ran on the way to payment; read again here, they see the order that is charged.
      const refusal = checkoutRefusal({ channelCode: ctx.channel.code, shippingAddress: current.shippingAddress });
      if (refusal) return { ok: false, message: refusal };
      // Bundle lines count as their components (plugins/bundles), summed per variant.
      let lines = await orderStockLines(ctx, this.injector, order);
      const variantIds = lines.map((line) => line.variantId);
      if (postgres && variantIds.length > 0) {
        await connection
          .getRepository(ctx, StockLevel)
          .createQueryBuilder("level")
          .setLock("pessimistic_write")
          .where("level.productVariantId IN (:...variantIds)", { variantIds })
          .orderBy("level.id", "ASC")
          .getMany();
        // Read the stock again now that no other checkout can change it.
        lines = await orderStockLines(ctx, this.injector, order);
      }
      const result = this.reservations.reserve(orderId, lines);
      if (!result.ok) return { ok: false, message: `Out of stock: ${result.short.join(", ")}` };
      setTimeout(() => this.reservations.release(orderId), this.reservationTtlMs).unref();
      return { ok: true };
    });
  }

  release(orderId: string): void {
    this.reservations.release(orderId);
  }
}
