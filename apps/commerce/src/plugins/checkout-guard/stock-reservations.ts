export type ReservationLine = { variantId: string; quantity: number; available: number; name: string };

/** The names of the lines that do not fit in their available units, less `held` units of each variant. */
export function shortLines(lines: readonly ReservationLine[], held: (variantId: string) => number = () => 0): string[] {
  return lines.filter((line) => line.quantity > line.available - held(line.variantId)).map((line) => line.name);
}

/**
 * Units promised to payments that are settling but whose stock allocation is not committed yet.
 * Pure bookkeeping: the caller serialises access (see CheckoutGuard), reads `available` from the
 * database inside that critical section, and releases a reservation once the allocation is visible.
 */
export class StockReservations {
  private readonly held = new Map<string, number>();
  private readonly byOrder = new Map<string, Array<{ variantId: string; quantity: number }>>();

  /** Reserves every line or none; returns the names of the lines that do not fit. */
  reserve(orderId: string, lines: readonly ReservationLine[]): { ok: true } | { ok: false; short: string[] } {
    const short = shortLines(lines, (variantId) => this.heldFor(variantId));
    if (short.length > 0) return { ok: false, short };
    this.release(orderId);
    for (const line of lines) this.held.set(line.variantId, (this.held.get(line.variantId) ?? 0) + line.quantity);
    this.byOrder.set(
      orderId,
      lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
    );
    return { ok: true };
  }

  release(orderId: string): void {
    for (const { variantId, quantity } of this.byOrder.get(orderId) ?? []) {
      const remaining = (this.held.get(variantId) ?? 0) - quantity;
      if (remaining > 0) this.held.set(variantId, remaining);
      else this.held.delete(variantId);
    }
    this.byOrder.delete(orderId);
  }

  /** True while a payment for this order is settling (reserved and not yet released). */
  isHeld(orderId: string): boolean {
    return this.byOrder.has(orderId);
  }

  heldFor(variantId: string): number {
    return this.held.get(variantId) ?? 0;
  }
}
