import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readStalls, summarizeStalls } from "../bench/event-loop-stalls.ts";

const folder = mkdtempSync(path.join(tmpdir(), "hushling-stalls-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the bench's event-loop stalls", () => {
  it("reads every process's stalls inside the window and names the jobs at work during each", () => {
    writeFileSync(path.join(folder, "101.log"), "1000 60 55\n5000 400 390\n9000 120 20\n");
    writeFileSync(path.join(folder, "102.log"), "20000 900 880\n");
    writeFileSync(path.join(folder, "notes.txt"), "not a stall log\n");
    const stalls = readStalls(folder, 2000, 10_000);
    expect(stalls).toEqual([
      { endMs: 5000, ms: 400, cpuMs: 390 },
      { endMs: 9000, ms: 120, cpuMs: 20 },
    ]);
    const summary = summarizeStalls(stalls, [
      {
        queueName: "update-search-index",
        startedAt: new Date(4700).toISOString(),
        settledAt: new Date(6000).toISOString(),
      },
      { queueName: "send-email", startedAt: new Date(1000).toISOString(), settledAt: new Date(4500).toISOString() },
      { queueName: "send-email", startedAt: null, settledAt: null },
    ]);
    expect(summary).toMatchObject({ count: 2, totalMs: 520, longestMs: 400 });
    expect([...summary.byQueue]).toEqual([
      ["update-search-index", 1],
      ["(no job)", 1],
    ]);
    expect(summary.longest.map((stall) => stall.queues)).toEqual([["update-search-index"], []]);
  });

  it("has nothing to say of a run whose server wrote no stall", () => {
    expect(readStalls(path.join(folder, "missing"), 0, 1)).toEqual([]);
    expect(summarizeStalls([], [])).toMatchObject({ count: 0, totalMs: 0, longestMs: 0 });
  });
});
