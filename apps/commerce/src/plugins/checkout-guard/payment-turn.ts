import { AsyncLocalStorage } from "node:async_hooks";
import { SerialQueue } from "./serial-queue.ts";

/**
 * Payments taking turns in the process: one section at a time, in call order. A section that is
 * already inside its turn (a payment path calling another) runs at once instead of waiting for
 * itself. Work a section leaves behind (timers, event subscribers it triggered) does not count as
 * inside the turn once the section has ended.
 */
export class PaymentTurn {
  private readonly queue = new SerialQueue();
  private readonly current = new AsyncLocalStorage<{ open: boolean }>();

  run<T>(section: () => Promise<T>): Promise<T> {
    if (this.isHeld()) return section();
    return this.queue.run(async () => {
      const turn = { open: true };
      try {
        return await this.current.run(turn, section);
      } finally {
        turn.open = false;
      }
    });
  }

  /** True inside a section whose turn has not ended. */
  isHeld(): boolean {
    return this.current.getStore()?.open === true;
  }
}
