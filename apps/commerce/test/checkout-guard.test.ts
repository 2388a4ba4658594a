import { describe, expect, it } from "vitest";
import { SerialQueue } from "../src/plugins/checkout-guard/serial-queue.ts";
import { StockReservations } from "../src/plugins/checkout-guard/stock-reservations.ts";

const line = (variantId: string, quantity: number, available: number) => ({
  variantId,
  quantity,
  available,
  name: `variant ${variantId}`,
});

describe("StockReservations", () => {
  it("lets reservations take the available units and refuses the next one", () => {
    const reservations = new StockReservations();
    expect(reservations.reserve("order-1", [line("v", 2, 3)])).toEqual({ ok: true });
    expect(reservations.reserve("order-2", [line("v", 1, 3)])).toEqual({ ok: true });
    expect(reservations.reserve("order-3", [line("v", 1, 3)])).toEqual({ ok: false, short: ["variant v"] });
  });

  it("reserves all lines of an order or none", () => {
    const reservations = new StockReservations();
    expect(reservations.reserve("order-1", [line("a", 1, 5), line("b", 2, 1)])).toEqual({
      ok: false,
      short: ["variant b"],
    });
    expect(reservations.heldFor("a")).toBe(0);
  });

  it("frees the units when the order's reservation is released", () => {
    const reservations = new StockReservations();
    reservations.reserve("order-1", [line("v", 1, 1)]);
    expect(reservations.isHeld("order-1")).toBe(true);
    reservations.release("order-1");
    expect(reservations.isHeld("order-1")).toBe(false);
    expect(reservations.reserve("order-2", [line("v", 1, 1)])).toEqual({ ok: true });
  });
});

describe("SerialQueue", () => {
  it("runs sections one at a time in call order, even when one fails", async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const section = (name: string, ms: number, fail = false) =>
      queue.run(async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([section("a", 20, true), section("b", 1), section("c", 5)]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
  });
});
