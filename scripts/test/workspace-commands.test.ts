import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { runDocumentedCommand } from "@hushling/test-support/documented-command";
import { afterAll, describe, expect, it } from "vitest";

// Workspace commands the READMEs give, started as they write them from the repository root (one process
// each). The generators run on the working tree; both write a file only when its content changes, so a
// clean tree stays untouched while the builds and type-checks of npm test read it.
const root = join(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "workspace-commands-"));
const changed = (path: string) => execFileSync("git", ["status", "--porcelain", "--", path], { cwd: root }).toString();

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe("npm run generate -w @hushling/addresses", () => {
  it("leaves src/generated as committed", async () => {
    const run = await runDocumentedCommand("npm run generate -w @hushling/addresses");
    expect(run.code, run.stderr).toBe(0);
    // On failure: the installed address data changed; commit the regenerated file.
    expect(changed("packages/addresses/src/generated")).toBe("");
  });
});

describe("npm run generate -w @hushling/shop-api -- --types-only", () => {
  it("leaves the generated operation types as committed", async () => {
    const run = await runDocumentedCommand("npm run generate -w @hushling/shop-api -- --types-only");
    expect(run.code, run.stderr).toBe(0);
    // On failure: an operation or the schema changed without regenerating; commit src/generated.
    expect(changed("packages/shop-api/src/generated")).toBe("");
  });
});

describe("npm run size -w @hushling/shop-api", () => {
  it("prints the client's minified and gzipped size, within what its README says", async () => {
    const run = await runDocumentedCommand("npm run size -w @hushling/shop-api");
    expect(run.code, run.stderr).toBe(0);
    const gzipped = Number(/shop-api client: \d+ B minified, (\d+) B gzipped/.exec(run.stdout)?.[1]);
    // packages/shop-api/README.md: "under 6 KB gzipped".
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(6 * 1024);
  });
});

describe("CSP_SHOP_API_ORIGIN=<origin> npm run csp:export -w @hushling/static-host -- <out-dir>", () => {
  it("writes an nginx include and a _headers file per storefront, letting pages reach the Shop API origin", async () => {
    const out = join(scratch, "csp");
    const run = await runDocumentedCommand(`npm run csp:export -w @hushling/static-host -- ${out}`, {
      env: { CSP_SHOP_API_ORIGIN: "https://shop.example.com" },
    });
    expect(run.code, run.stderr).toBe(0);
    const ids = storefrontRegistry.storefronts.map((storefront) => storefront.id).sort();
    expect(readdirSync(out).sort()).toEqual(ids);
    for (const id of ids) {
      expect(readdirSync(join(out, id)).sort()).toEqual(["_headers", "nginx-csp.conf"]);
      expect(readFileSync(join(out, id, "_headers"), "utf8")).toMatch(
        /Content-Security-Policy: .*connect-src 'self' https:\/\/shop\.example\.com/,
      );
      expect(readFileSync(join(out, id, "nginx-csp.conf"), "utf8")).toContain("https://shop.example.com");
    }
  });
});
