import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boundaryProblems, importSpecifiers, readWorkspaces, workspaceSources } from "../boundaries.ts";

const root = join(import.meta.dirname, "..", "..");
const workspaces = readWorkspaces(root);

// Deliberate violations, one per rule, kept as fixtures: each must be reported, or the lint lost its rule.
const violations = [
  {
    rule: "packages never import apps",
    path: "packages/catalog/src/uses-search.ts",
    source: 'import { startSearchApp } from "../../../apps/search/src/index.ts";',
  },
  {
    rule: "packages never import apps",
    path: "packages/catalog/src/uses-search-by-name.ts",
    source: 'import { startSearchApp } from "@hushling/search";',
  },
  {
    rule: "apps import each other by package name",
    path: "apps/links-server/src/reaches-into-search.ts",
    source: 'export { readSearchSettings } from "../../search/src/search-settings.ts";',
  },
  {
    rule: "only declared exports",
    path: "apps/static-host/src/deep-import.ts",
    source: 'const module = await import("@hushling/search/src/search-settings.ts");',
  },
  {
    rule: "workspaces never import the root scripts",
    path: "apps/commerce/test/uses-root-script.ts",
    source: 'import { chromiumArgs } from "../../../scripts/chromium.ts";',
  },
  {
    rule: "the browser tests import workspaces by package name",
    path: "tests/e2e/reaches-into-commerce.spec.ts",
    source: 'import { vendureConfig } from "../../apps/commerce/src/vendure-config.ts";',
  },
  {
    rule: "the browser tests import workspaces by package name",
    path: "tests/e2e/reaches-into-a-test-helper.ts",
    source: 'import { AdminSession } from "../../apps/commerce/test/admin-session.ts";',
  },
  {
    rule: "only declared exports",
    path: "tests/e2e/deep-import.spec.ts",
    source: 'import { crawl } from "@hushling/storefront/scripts/build-crawl.ts";',
  },
  {
    rule: "the storefront's app code never reads process.env",
    path: "apps/storefront/app/routes/reads-env.tsx",
    source: "export const url = process.env.SHOP_API_URL;",
  },
];

describe("the project's import boundaries", () => {
  it("finds imports, re-exports and dynamic imports", () => {
    expect(importSpecifiers('import a from "a";\nimport "b";\nexport * from "c";\nawait import("d");')).toEqual([
      "a",
      "c",
      "b",
      "d",
    ]);
  });

  it.each(violations)("reports a deliberate violation: $rule ($path)", ({ rule, path, source }) => {
    expect(boundaryProblems([{ path, source }], workspaces).map((problem) => problem.rule)).toContain(rule);
  });

  it("allows what the rules allow", () => {
    const allowed = [
      // A package's test starts an app as a real part, through the app's declared exports.
      { path: "packages/search-client/test/x.test.ts", source: 'import { x } from "@hushling/search/test-fixture";' },
      { path: "apps/storefront/app/x.ts", source: 'import { y } from "@hushling/storefronts/language-choice";' },
      { path: "apps/search/src/x.ts", source: 'import { z } from "./own-module.ts";' },
      // A browser spec takes an app's test helpers through its testing export, its own helpers by path.
      { path: "tests/e2e/x.spec.ts", source: 'import { setStock } from "@hushling/commerce/testing";' },
      { path: "tests/e2e/x.spec.ts", source: 'import { test } from "./test.ts";' },
      // A build option's name, not a read of the environment.
      { path: "apps/storefront/app/x.ts", source: 'const define = { "process.env.NODE_ENV": "1" };' },
    ];
    expect(boundaryProblems(allowed, workspaces)).toEqual([]);
  });

  it("holds in every workspace of the repository", () => {
    expect(boundaryProblems(workspaceSources(root, workspaces), workspaces)).toEqual([]);
  });
});
