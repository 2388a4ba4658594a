import { describe, expect, it } from "vitest";
import {
  formatDuration,
  playwrightFileTimes,
  playwrightTestTimes,
  reapedChildrenCpuMs,
  slowest,
  timingTable,
  vitestFileTimes,
} from "../test-timings.mjs";

// The shapes of the two JSON reports, cut down to the fields the timings read.
const vitestReport = {
  testResults: [
    { name: "/repo/apps/a/test/fast.test.ts", startTime: 1_000, endTime: 1_400 },
    { name: "/repo/apps/b/test/slow.test.ts", startTime: 1_000, endTime: 91_000 },
  ],
};
const playwrightReport = {
  suites: [
    {
      title: "cart.spec.ts",
      file: "cart.spec.ts",
      specs: [{ title: "adds", file: "cart.spec.ts", tests: [{ results: [{ duration: 5_000 }] }] }],
      suites: [
        {
          title: "describe",
          file: "cart.spec.ts",
          specs: [
            // A retried test counts every attempt: the run waited for all of them.
            {
              title: "removes",
              file: "cart.spec.ts",
              tests: [{ results: [{ duration: 2_000 }, { duration: 3_000 }] }],
            },
          ],
        },
      ],
    },
    {
      title: "search.spec.ts",
      file: "search.spec.ts",
      specs: [{ title: "finds", file: "search.spec.ts", tests: [{ results: [{ duration: 7_000 }] }] }],
    },
  ],
};

describe("npm test timings", () => {
  it("times Vitest files from their start to their end, named from the repository root", () => {
    expect(vitestFileTimes(vitestReport, "/repo")).toEqual([
      { name: "apps/a/test/fast.test.ts", ms: 400 },
      { name: "apps/b/test/slow.test.ts", ms: 90_000 },
    ]);
  });

  it("times every Playwright test, nested describes included, and sums them per spec file", () => {
    expect(playwrightTestTimes(playwrightReport).map(({ name, ms }) => [name, ms])).toEqual([
      ["cart.spec.ts > adds", 5_000],
      ["cart.spec.ts > removes", 5_000],
      ["search.spec.ts > finds", 7_000],
    ]);
    expect(playwrightFileTimes(playwrightReport)).toEqual([
      { name: "cart.spec.ts", ms: 10_000 },
      { name: "search.spec.ts", ms: 7_000 },
    ]);
  });

  it("lists the slowest first, at most the count asked for", () => {
    const entries = [1, 5, 3, 9, 7].map((ms) => ({ name: String(ms), ms }));
    expect(slowest(entries, 3).map((entry) => entry.name)).toEqual(["9", "7", "5"]);
  });

  it("prints seconds, then minutes and seconds, right-aligned", () => {
    expect(formatDuration(59_400)).toBe("59 s");
    expect(formatDuration(754_000)).toBe("12 min 34 s");
    expect(
      timingTable("Slowest:", [
        { name: "a", ms: 754_000 },
        { name: "b", ms: 4_000 },
      ]),
    ).toBe("Slowest:\n  12 min 34 s  a\n          4 s  b");
    expect(timingTable("Slowest:", [])).toBe("");
  });

  it("adds a step's CPU time after its name when it is known", () => {
    expect(
      timingTable("Steps:", [
        { name: "vitest", ms: 754_000, cpuMs: 1_201_000 },
        { name: "lint", ms: 4_000 },
      ]),
    ).toBe("Steps:\n  12 min 34 s  vitest  (CPU 20 min 01 s)\n          4 s  lint");
  });

  it("reads the CPU of reaped children from /proc/<pid>/stat, a command name with spaces and parentheses included", () => {
    // Fields after the name: state, ppid, ... utime 14, stime 15, cutime 16 (4,321 ticks), cstime 17 (1,234).
    const stat = "4242 (node (npm test)) S 1 4242 4242 0 -1 4194304 98 0 0 0 700 80 4321 1234 20 0 1 0 46846";
    expect(reapedChildrenCpuMs(stat)).toBe(55_550);
  });
});
