import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type BuiltSite, deadLinkTargets, misdirectedLinkTargets, parseLinkFile } from "@hushling/links";
import { builtPageReader, loadRedirectRules, readBuiltSites, readLinkSources } from "@hushling/links/node";
import { crawl, type Problem } from "@hushling/storefront/testing";
import { storefrontIds } from "@hushling/storefronts";
import { expect } from "@playwright/test";
import { test } from "./test.ts";

/**
 * The build the browser tests visit (all fourteen storefronts, E2E_BUILD_DIR), crawled from disk the
 * way a search engine would see it once deployed: links, hreflang alternates and the short-link table.
 */

let sites: BuiltSite[];
let result: ReturnType<typeof crawl>;

test.beforeAll(async () => {
  const root = process.env.E2E_BUILD_DIR;
  if (!root) throw new Error("E2E_BUILD_DIR is not set; run through the Playwright global setup");
  sites = readBuiltSites(root);
  result = crawl(sites, builtPageReader(root));
});

const problemsOf = (kind: Problem["kind"]) =>
  result.problems.filter((problem) => problem.kind === kind).map((p) => `${p.site} ${p.page} -> ${p.target}`);

test("every storefront was built", () => {
  expect(sites.map((site) => site.id).sort()).toEqual([...storefrontIds].sort());
  expect(result.pages).toBeGreaterThan(storefrontIds.length * 10);
});

test("no internal link leads to a page the build does not have", () => {
  expect(result.links).toBeGreaterThan(0);
  expect(problemsOf("broken-link")).toEqual([]);
});

test("no link, canonical or alternate names an address the static host answers with a redirect", () => {
  expect(problemsOf("redirected-link")).toEqual([]);
});

test("every picture a page shows is a file of its own build", () => {
  // Product pictures come from the commerce export and are copied into each build's /images/.
  expect(result.images).toBeGreaterThan(sites.length * 100);
  expect(problemsOf("broken-link").filter((problem) => problem.includes(" -> /images/"))).toEqual([]);
});

test("every hreflang alternate is a page of the storefront build it names", () => {
  expect(result.alternates).toBeGreaterThan(0);
  expect(problemsOf("broken-alternate")).toEqual([]);
});

test("hreflang alternates are reciprocal", () => {
  expect(problemsOf("one-way-alternate")).toEqual([]);
});

test("every short-link target is a page of the storefront build it names", async () => {
  const rules = await loadRedirectRules();
  const origins = new Set(sites.map((site) => site.origin));
  // Every target names one of the storefronts, so none is skipped as "not built".
  const elsewhere = rules.filter((rule) => !origins.has(new URL(rule.toPath).origin)).map((rule) => rule.toPath);
  expect(elsewhere).toEqual([]);
  expect(deadLinkTargets(rules, sites).map((p) => `${p.site} ${p.page} -> ${p.target}`)).toEqual([]);
});

test("every short-link target is the page itself, the same page for every country unless a quirk says otherwise", async () => {
  const links = (await readLinkSources()).map((source) => {
    const { link, rules } = parseLinkFile(source.file, source.text);
    // readLinkFile turns each rule row into one rule, in order.
    return {
      fromPath: `/redirects/${link.slug}/`,
      targets: rules.map((rule, index) => ({ toPath: rule.toPath, mayDiffer: !!link.rules[index]?.quirk })),
    };
  });
  const root = process.env.E2E_BUILD_DIR as string;
  const problems = misdirectedLinkTargets(links, sites, builtPageReader(root));
  expect(problems.map((p) => `${p.kind}: ${p.page} -> ${p.target}`)).toEqual([]);
});

test("`links check` finds zero dead targets for every link, country and default in this build", async () => {
  const root = process.env.E2E_BUILD_DIR as string;
  const cli = fileURLToPath(new URL("../../packages/links/src/node/cli/links-cli.ts", import.meta.url));
  const { stdout, code } = await new Promise<{ stdout: string; code: number }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), cli, "check", "--build", root, "--json"],
      { env: { ...process.env, INIT_CWD: "" }, maxBuffer: 64 * 1024 * 1024 },
      (error, out) => resolve({ stdout: out, code: error ? Number(error.code ?? 1) : 0 }),
    );
  });
  const checks = JSON.parse(stdout) as { link: string; country: string | null; status: string; target: string }[];
  expect(new Set(checks.map((check) => check.link)).size).toBe(51);
  expect(checks.filter((check) => check.status !== "ok")).toEqual([]);
  expect(code).toBe(0);
});
