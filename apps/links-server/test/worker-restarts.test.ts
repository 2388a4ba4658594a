import { describe, expect, it } from "vitest";
import { restartDelayMs } from "../src/worker-restarts.ts";

describe("replacing dead cluster workers", () => {
  it("replaces a worker that ran a while at once, and backs off 1 s, 2 s, 4 s ... up to a minute in a crash loop", () => {
    expect([0, 1, 2, 3, 4, 6, 7, 50].map(restartDelayMs)).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 32_000, 60_000, 60_000,
    ]);
  });
});
