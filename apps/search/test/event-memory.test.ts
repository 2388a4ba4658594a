import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const child = fileURLToPath(new URL("./hostile-collect-child.ts", import.meta.url));

describe("memory under hostile analytics", () => {
  it("keeps the heap within 5 MB of where it was after 200 hostile collect requests", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "--import", "tsx", child], {
      maxBuffer: 1024 * 1024,
    });
    const { before, after } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { before: number; after: number };
    expect(before).toBeGreaterThan(0);
    expect((after - before) / 1024 / 1024).toBeLessThan(5);
  }, 180_000);
});
