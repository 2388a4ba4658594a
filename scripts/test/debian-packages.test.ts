import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const setup = path.resolve(import.meta.dirname, "../setup.mjs");

/** A PATH with a shell and nothing else: neither the package's command nor apt-get. */
const shellOnly = mkdtempSync(path.join(tmpdir(), "hushling-no-apt-"));
symlinkSync("/bin/sh", path.join(shellOnly, "sh"));

/** ensureDebianPackages in a child Node on that PATH, as on a machine without apt. */
function ensureWithoutApt(options: string) {
  const script = `import(${JSON.stringify(setup)}).then((m) => console.log("returned", m.ensureDebianPackages([{ command: "no-such-command-for-this-test", name: "no-such-package" }]${options})))`;
  return spawnSync(process.execPath, ["-e", script], {
    encoding: "utf8",
    env: { PATH: shellOnly },
  });
}

describe("ensureDebianPackages", () => {
  it("exits with how to install a package it cannot install", () => {
    const run = ensureWithoutApt("");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("sudo apt-get install -y no-such-package");
    expect(run.stdout).not.toContain("returned");
  });

  it("returns false instead of exiting when the packages are optional", () => {
    const run = ensureWithoutApt(", { optional: true }");
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("sudo apt-get install -y no-such-package");
    expect(run.stdout).toContain("returned false");
  });
});
