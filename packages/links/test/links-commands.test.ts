import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runDocumentedCommand } from "@hushling/test-support/documented-command";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfLinkTable, repositoryLinksDir, runLinks } from "./run-links-cli.ts";

/**
 * The `links` commands README.md and content/links/README.md give, on the repository's own link table.
 * One goes through `npm run links` as typed (the root script, tsx and npm's INIT_CWD: what every
 * sub-command shares); the others run the same command line in this process (the bin's own entry point),
 * which costs milliseconds instead of a second or two of CPU each. validate, resolve, export, import and
 * qr have their own suites in links-cli.test.ts; `check` needs a storefront build and runs over the e2e
 * build in tests/e2e/storefront-build.spec.ts; `localize` needs the full commerce export.
 */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const slugs = readdirSync(repositoryLinksDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => name.slice(0, -".json".length));
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "hushling-links-commands-"));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("npm run links -- validate", () => {
  it("passes the repository's table as committed, started as the README writes it", async () => {
    const run = await runDocumentedCommand("npm run links -- validate");
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
  });
});

describe("links stats access.log", () => {
  it("counts the scans of a redirect server's access log, people and bots apart", async () => {
    const log = path.join(repoRoot, "apps/editor/test/fixtures/sample-access.log");
    const run = await runLinks(["stats", log], { cwd: repoRoot });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^link\s+country\s+day\s+signal\s+scans\s+bots$/m);
    expect(run.stdout).toMatch(/^baby-crib\s+us\s+2026-11-21\s+time-zone\s+7\s+0$/m);
    expect(run.stdout).toContain("22 scans by people and 1 by bots in 23 requests");
  });
});

describe("links diff <git-revision>", () => {
  it("lists no change to a printed link's targets since HEAD in a clean tree", async () => {
    const run = await runLinks(["diff", "HEAD"], { cwd: repoRoot });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("no printed link's targets changed since HEAD");
  });
});

describe("links pages", () => {
  it("writes the TARGET-PAGES.md that is committed", async () => {
    const root = await copyOfLinkTable();
    const links = path.join(root, "content", "links");
    const run = await runLinks(["pages", "--links", links], { cwd: repoRoot });
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(links, "TARGET-PAGES.md"), "utf8")).toBe(
      readFileSync(path.join(repositoryLinksDir, "TARGET-PAGES.md"), "utf8"),
    );
    await rm(root, { recursive: true, force: true });
  });
});

describe("links emit <dir>", () => {
  it("writes one static redirect page for every link of the table", async () => {
    const out = path.join(scratch, "emit");
    const run = await runLinks(["emit", out], { cwd: repoRoot });
    expect(run.code).toBe(0);
    expect(readdirSync(path.join(out, "redirects")).sort()).toEqual([...slugs].sort());
    // The default target without script, the table's French target among those the page's script picks from.
    const page = readFileSync(path.join(out, "redirects", "baby-crib", "index.html"), "utf8");
    expect(page).toContain('content="0;url=https://eu.hushling.example/products/cribs/baby-crib/');
    expect(page).toContain('"fr.hushling.example/produits/lits-bebe/lit-bebe/"');
  });
});
