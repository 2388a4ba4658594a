import { describe, expect, it } from "vitest";
import { PaymentTurn } from "../src/plugins/checkout-guard/payment-turn.ts";
import { SerialQueue } from "../src/plugins/checkout-guard/serial-queue.ts";

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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PaymentTurn", () => {
  it("is held inside a payment only, and a payment inside one runs at once", async () => {
    const turn = new PaymentTurn();
    expect(turn.isHeld()).toBe(false);
    const payment = turn.run(async () => {
      await pause(10);
      expect(turn.isHeld()).toBe(true);
      return turn.run(async () => "nested");
    });
    // Other work going on while the payment holds its turn is not inside it.
    const meanwhile = pause(5).then(() => turn.isHeld());
    expect(await payment).toBe("nested");
    expect(await meanwhile).toBe(false);
    expect(turn.isHeld()).toBe(false);
  });

  it("does not count work a payment left behind as inside the turn once it ended", async () => {
    const turn = new PaymentTurn();
    let leftBehind: Promise<boolean> = Promise.resolve(true);
    await turn.run(async () => {
      leftBehind = pause(20).then(() => turn.isHeld());
    });
    expect(await leftBehind).toBe(false);
  });
});
