import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cachedOnDisk } from "../scripts/cached-on-disk.ts";

const root = mkdtempSync(path.join(tmpdir(), "cached-on-disk-"));
const scratch = () => mkdtempSync(path.join(root, "case-"));

describe("cachedOnDisk", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("computes a missing result once, stores it, and reads it back afterwards", async () => {
    const file = path.join(scratch(), "result.js");
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return "minified";
    };
    expect(await cachedOnDisk(file, compute)).toBe("minified");
    expect(await cachedOnDisk(file, compute)).toBe("minified");
    expect(computed).toBe(1);
    expect(readFileSync(file, "utf8")).toBe("minified");
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it("lets a second caller wait for the first instead of computing the same result again", async () => {
    const file = path.join(scratch(), "result.js");
    let computed = 0;
    let finish: (text: string) => void = () => {};
    const first = cachedOnDisk(file, () => {
      computed += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    const second = cachedOnDisk(file, async () => {
      computed += 1;
      return "computed twice";
    });
    finish("once");
    expect(await Promise.all([first, second])).toEqual(["once", "once"]);
    expect(computed).toBe(1);
  });

  it("takes over a lock left by a process that has ended", async () => {
    const file = path.join(scratch(), "result.js");
    const endedPid = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(`${file}.lock`, String(endedPid));
    expect(await cachedOnDisk(file, async () => "recomputed")).toBe("recomputed");
  });

  it("stores nothing when the computation fails, so the next build tries again", async () => {
    const file = path.join(scratch(), "result.js");
    await expect(cachedOnDisk(file, () => Promise.reject(new Error("terser failed")))).rejects.toThrow("terser failed");
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
